// DemoSupport: the demo's scripts, table and timeline, as a library so that tests can reach them
// (`swift run` runs the one executable, Demo, which only parses its arguments and prints).
//
//   DemoScenario.swift, DemoScenario+Catalog.swift   the scripted runs of the demo controllers
//     (+SheetWithList, +ValueGestures, +Recordings …: the scenarios of later controllers)
//   RecordedFlings.swift    human flings recorded on a phone (Flutter's data), for replays
//   DemoSession.swift       a controller in a window, driven on virtual time, its transcript kept
//                           (the window's GestureTrace, in TargetAction's Transcript/)
//   DemoRecorder.swift      the window's gesture observer: adds captions, remarks and what the
//                           controller did to the transcript, and keeps the timeline's marks
//   TimelineMarks.swift     the steps, state changes, actions and touches the timeline draws
//   TraceTable.swift        the trace as a text table, grouped by time and scripted step
//   TimelineSVG.swift       a session as an SVG timeline of recognizer states
