// TargetAction: UIKit's target-action gesture system in pure Swift, on virtual time.
//
// Read the files in the order an event travels:
//   Events/Event.swift, Events/Touch.swift        what a test sends
//   Views/Window.swift                            Window.sendEvent: the entry point
//   Internal/GestureEnvironment.swift             validation (R30), delivery, arbitration, settling
//   Views/View+HitTesting.swift                   which view a touch-down lands on (R18)
//   Recognizers/GestureRecognizer.swift           the state machine (R1-R5) and target-action (R8-R11)
//   Recognizers/{Pan,Tap,LongPress}GestureRecognizer.swift   recognition from touches
//   Actions/Responder.swift, Actions/Selector.swift          named actions answered by responders
//   Time/ManualClock.swift                        timers on virtual time
//   Diagnostics/FailureReporter.swift             how programmer errors reach the running test
