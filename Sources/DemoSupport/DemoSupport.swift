// DemoSupport: the demo's scripts, table and timeline, as a library so that tests can reach them
// (`swift run` runs the one executable, Demo, which only parses its arguments and prints).
//
//   DemoScenario.swift, DemoScenario+Catalog.swift   the scripted runs of the demo controllers
//     (+SheetWithList, +ValueGestures: the scenarios of later controllers)
//   DemoSession.swift       a controller in a window, driven on virtual time, its transcript kept
//                           (the window's GestureTrace, in TargetAction's Transcript/) with what
//                           the controller did
//   TraceTable.swift        the trace as a text table, grouped by time and scripted step
//   TimelineSVG.swift       the trace as an SVG timeline of recognizer states
