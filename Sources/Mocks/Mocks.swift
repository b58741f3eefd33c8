// Mocks: test doubles and drivers for TargetAction's recognizers.
//
// A test file imports both: `import Mocks` for the doubles, `import TargetAction` for the types
// they stand in for.
//
//   PanGestureRecognizerMock.swift, TapGestureRecognizerMock.swift,
//   LongPressGestureRecognizerMock.swift     recognizers a test drives by hand
//   SentAction.swift                         the log of what a mock sent
//   View+ReplaceGestureRecognizer.swift      injection without subclassing the controller
//   Internal/MockCore.swift                  what every mock shares: pair, log, strict mode, drive context
//   Internal/                                strict-mode messages, drag steps, type matching
