// Mocks: test doubles and drivers for TargetAction's recognizers.
//
// A test file imports both: `import Mocks` for the doubles, `import TargetAction` for the types
// they stand in for.
//
//   PanGestureRecognizerMock.swift           recognizers a test drives by hand, one per kind:
//   TapGestureRecognizerMock.swift             pan(…), tap(…), longPress(…), pinch(…), rotate(…),
//   LongPressGestureRecognizerMock.swift       swipe(…), the screen-edge pan's pan(…), hover(…)
//   PinchGestureRecognizerMock.swift
//   RotationGestureRecognizerMock.swift
//   SwipeGestureRecognizerMock.swift
//   ScreenEdgePanGestureRecognizerMock.swift
//   HoverGestureRecognizerMock.swift
//   SentAction.swift                         the log of what a mock sent, with what its handler read
//   View+ReplaceGestureRecognizer.swift      injection without subclassing the controller
//   View+InspectGesture.swift                a value gesture a view attached, found by its type;
//   InspectedGesture.swift                     its settings, its callbacks called by hand,
//     +Composed, +Playing                      the sides of a composed one, the whole gesture played
//   StyleConfigurations+Inspection.swift     style configurations built by hand (R127);
//   Style+Inspect.swift                        a style's body made once, in no view;
//   Control+InspectStyle.swift                 the style a button or switch has, by its type
//   TouchSimulator.swift                     real recognizers driven by synthesized touches;
//     +Views, +TwoFingers, +Swipe, +Hover    gestures aimed at views; pinch and rotate; swipes; the hover pointer
//   VoiceOver.swift                          a VoiceOver user: elements in reading order, focus,
//     +Element, +Focus, +Actions,              activation by a real tap, adjustment, custom actions,
//     +Chain, +Reports                         escape, magic tap and scroll up the chain; misuse reports
//   Internal/MockCore.swift                  what every mock shares: pair, log, strict mode, drive context
//   Internal/PanDriving.swift                what the two pan mocks share: their drive, velocity, drag
//   Internal/                                strict-mode messages, drag steps, what a handler reads,
//                                            type matching, what keeps a touch from a view, the
//                                            accessibility walk, speech and "did you mean" of VoiceOver
