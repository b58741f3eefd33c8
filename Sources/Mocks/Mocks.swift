// Mocks: test doubles and drivers for TargetAction's recognizers.
//
// `import Mocks` brings TargetAction with it, so a test file needs one import.
//
//   PanGestureRecognizerMock.swift, TapGestureRecognizerMock.swift,
//   LongPressGestureRecognizerMock.swift     recognizers a test drives by hand
//   SentAction.swift                         the log of what a mock sent
//   View+ReplaceGestureRecognizer.swift      injection without subclassing the controller
//   Internal/MockCore.swift                  what every mock shares: pair, log, strict mode, drive context
//   Internal/                                strict-mode messages, drag steps, type matching
@_exported import TargetAction
