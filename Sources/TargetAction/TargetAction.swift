// TargetAction: UIKit's target-action gesture system in pure Swift, on virtual time.
//
// Read the files in the order an event travels:
//   Events/Event.swift, Events/Touch.swift            what a test sends
//   Views/Window.swift                                Window.sendEvent: the entry point
//   Engine/GestureEngine.swift                        one event at a time (WorkQueue), the settle loop
//   Engine/EventValidation.swift                      bad input is rejected whole (R30)
//   Engine/HoverValidation.swift                      bad hover samples too (R30 addition, R100)
//   Views/View+HitTesting.swift                       which view a touch-down lands on (R18)
//   Engine/TouchRouting.swift                         touches to recognizers (R6, R14, R18, R20, R31, R32)
//   Engine/HoverRouting.swift                         a pointer's hover samples, by hit path (R100-R102)
//   Recognizers/HoverGestureRecognizer.swift          what a hover handler reads (R103)
//   Recognizers/{Pan,Tap,LongPress}GestureRecognizer.swift   recognition from touches
//   Recognizers/{Pinch,Rotation}GestureRecognizer.swift, Recognizers/Internal/TwoTouchTracking.swift
//   Recognizers/{Swipe,ScreenEdgePan}GestureRecognizer.swift, Recognizers/RectEdge.swift
//   Recognizers/GestureRecognizer+State.swift         the state machine (R1-R5): a recognizer asks
//   Engine/Arbitration.swift                          who may begin (R7, R15, R16)
//   Engine/ViewTouchDelivery.swift                    the view's own touches (R17)
//   Engine/ContentTouchDelay.swift                    a scroll view holds its content's touches (R49)
//   Engine/ActionQueue.swift                          states committed, actions sent, resets (R3-R6, R12)
//   Recognizers/GestureRecognizer+Targets.swift       target-action pairs (R8-R11)
//   Actions/TargetActionPair.swift, Actions/Responder.swift   a weak target answers its selector
//   Controls/Control.swift, Control+Targets.swift     a view's touches become control events and actions (R40-R44)
//   Controls/{SegmentedControl,Stepper,PageControl}.swift   segments, steps on the clock, pages (R86-R99)
//   Appearance/Color.swift, Controls/Button.swift    colours kept, not drawn; a button's state and titles (R110-R112)
//   Styles/Control+Style.swift, Button+Style.swift, Switch+Style.swift   SwiftUI's styles: a body, isPressed, trigger, isOn (R123-R126)
//   Scrolling/ScrollView.swift, ScrollView+Dragging.swift, ScrollView+Motion.swift   content under a pan (R45-R52)
//   Scrolling/ScrollView+Zooming.swift, ScrollView+Pinching.swift   the zoom view's scale, in code and under a pinch (R72-R80)
//   Scrolling/ScrollView+Refreshing.swift, Controls/RefreshControl.swift   pull to refresh, the adjusted inset (R81-R85)
//   ValueGestures/View+Gestures.swift                 SwiftUI's gestures attached to a view (R66-R68)
//   ValueGestures/Internal/ValueGestureRecognizer.swift   one recognizer per attached gesture (R69)
//   ValueGestures/Internal/GestureNode.swift, *Node.swift   the gesture's tree: touches down, phases up (R59-R65)
//   ValueGestures/Internal/CallbackNodes.swift        updating, onChanged, onEnded, @GestureState resets (R60)
//   Time/ManualClock.swift                            timers on virtual time
//   Recordings/TouchRecording.swift, +JSON, +Transforms   real touches as data: fingers of timed samples (R130-R132)
//   Actions/Responder.swift, Accessibility/*.swift    what VoiceOver reads and performs: elements, traits, custom actions (R140-R149, R154)
//   Transcript/Window+Transcript.swift                 recordTranscript(): what happens, as lines of text
//   Engine/Listeners.swift                            the transcript, held by the engine, told beside a user's GestureObserver
//   Transcript/GestureTrace.swift                     the recorder: entries kept in blocks, lanes, fingers, annotations
//   Transcript/GestureTrace+Happenings.swift          the one stream of happenings, each to its recording
//   Transcript/GestureTrace+Touches.swift             touches, where each landed (or reached nothing, R17)
//   Transcript/GestureTrace+States.swift              states and their reasons (R104-R106), actions, control events
//   Transcript/GestureTrace+Waits.swift               who waited (R15), went ahead, ran alongside (R16)
//   Transcript/GestureTrace+ValueGestures.swift       callbacks, @GestureState (R60)
//   Transcript/TranscriptValue.swift                  values written by type; the value gestures' own in their files
//   Transcript/GestureTrace+Scrolling.swift           drags, motions, zooms, refreshing (R45-R52, R72-R85)
//   Transcript/GestureTrace+Row.swift, +Block.swift   an entry's plain values, put into words when read
//   Transcript/GestureTrace+Text.swift                the rows as the transcript's lines
//   Diagnostics/FailureReporter.swift                 how programmer errors reach the running test
//   Diagnostics/TestFailureRecorder.swift             the test-framework calls, found by name in the Mocks product
