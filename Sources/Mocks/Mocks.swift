// Mocks: test doubles and drivers for TargetAction's recognizers.
//
// `import Mocks` brings TargetAction with it, so a test file needs one import.
//
//   PanGestureRecognizerMock.swift, TapGestureRecognizerMock.swift,
//   LongPressGestureRecognizerMock.swift     recognizers a test drives by hand
//   SentAction.swift                         the log of what a mock sent
//   View+ReplaceGestureRecognizer.swift      injection without subclassing the controller
//   Internal/                                what the mocks share: strict mode, drive context, drag steps
@_exported import TargetAction
