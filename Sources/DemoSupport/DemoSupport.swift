// DemoSupport: the demo's scripts, trace and timeline, as a library so that tests can reach them
// (`swift run` runs the one executable, Demo, which only parses its arguments and prints).
//
//   DemoScenario.swift, DemoScenario+Catalog.swift   the scripted runs of the demo controllers
//     (+SheetWithList, +ValueGestures: the scenarios of later controllers)
//   DemoSession.swift       a controller in a window, driven on virtual time, traced
//   GestureTrace.swift      a GestureObserver that records rows and explains arbitration ("why")
//     (+Explanations: recognizers; +ValueGestures, +ValueReasons: attached value gestures,
//      their callbacks and @GestureState, R60-R66)
//   TraceTable.swift        the trace as a text table
//   TimelineSVG.swift       the trace as an SVG timeline of recognizer states
