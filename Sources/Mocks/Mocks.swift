// Mocks: test doubles and drivers for TargetAction's recognizers.
//
// A test file imports both: `import Mocks` for the doubles, `import TargetAction` for the types
// they stand in for.
//
//   PanGestureRecognizerMock.swift, TapGestureRecognizerMock.swift,
//   LongPressGestureRecognizerMock.swift     recognizers a test drives by hand
//   SentAction.swift                         the log of what a mock sent
//   View+ReplaceGestureRecognizer.swift      injection without subclassing the controller
//   TouchSimulator.swift                     real recognizers driven by synthesized touches;
//     +Views, +TwoFingers                    gestures aimed at views; pinch and rotate
//   Internal/MockCore.swift                  what every mock shares: pair, log, strict mode, drive context
//   Internal/                                strict-mode messages, drag steps, type matching,
//                                            what keeps a touch from a view
