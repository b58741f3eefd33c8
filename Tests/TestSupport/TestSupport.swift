// Helpers that the package's test targets share. Not a product: users' test targets never see
// them, and their names are specific (`HandlerProbe`, `ControllerStage`, …) so that a test file
// copied into a target cannot collide with them.
//
// - Targets that record what they were sent: ``HandlerProbe`` (what a handler reads from its
//   recognizer), ``JournalTarget`` writing to a shared ``CallJournal`` (the order across targets),
//   ``DeafTarget`` (answers nothing).
// - Scenes: ``windowWithView(at:holding:)`` (a window, a view, a recognizer on it),
//   ``RuleScene`` (a window whose content view records its touches, a touch simulator and an
//   ``ActionLog`` of named recognizers' actions), ``ControllerStage`` (a controller on screen with a
//   touch simulator), ``RecognizerStateLog`` (every state a window's recognizers enter),
//   ``ControlEventLog`` (its controls' events too).
// - Recognizers: ``ManualRecognizer`` (moved by hand, counting resets), ``BeginOnTouchRecognizer``
//   (begins on touch-down, records what it receives).
// - Points: `CGPoint(10, 20)`, without labels.
// - Gestures: ``TouchSimulator/pinchAndRotate(center:distance:angle:duration:steps:)`` (two fingers
//   that spread and turn at once, from `down`, `move` and `up`).
// - Transforms: ``TransformReading`` (a transform's scale and angle, compared with a tolerance).
// - Reports: ``FailureCatchingTestCase`` (an XCTest case that catches what reached XCTest).
// - Data: ``Fixtures`` (the files in `Tests/Fixtures`, such as Flutter's recorded flings) and
//   ``ReferenceVelocity`` (R137's estimate of a recording's velocity at the lift).
//
// Only the public API of TargetAction and Mocks is used here; helpers that need
// `@testable import TargetAction` stay in TargetActionTests.
//
// Linking this target also links LeakSanitizerSuppressions, which keeps
// `swift test --sanitize=address` quiet about swift-corelibs-xctest's own leaks.
