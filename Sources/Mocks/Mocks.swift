// Mocks: test doubles and drivers for TargetAction's recognizers.
//
// `import Mocks` brings TargetAction with it, so a test file needs one import.
@_exported import TargetAction
