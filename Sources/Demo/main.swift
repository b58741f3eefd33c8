import DemoSupport
import Foundation

// `swift run`: drives each demo controller through scripted touches on virtual time and prints
// what happened: each touch, every recognizer's state change, each action, what the controller
// did, and why arbitration decided as it did. `--svg FILE` also draws the recognizers' states
// over time.

let usage = """
    usage: swift run Demo [--svg FILE] [--help]

      (no arguments)  print a trace table for each demo controller
      --svg FILE      also write a timeline of the recognizers' states to FILE (SVG)
    """

var svgPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--svg":
        guard let path = arguments.popFirst(), !path.hasPrefix("--") else {
            FileHandle.standardError.write(Data("--svg needs a file name, such as --svg timeline.svg\n\n\(usage)\n".utf8))
            exit(2)
        }
        svgPath = path
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("unknown argument \(argument)\n\n\(usage)\n".utf8))
        exit(2)
    }
}

print("""
    TargetAction demo: the demo controllers driven by scripted touches on virtual time.
    Rows: touch (a finger), view (a view's touch method, R17), state (a recognizer's state change),
    action (a recognizer's target-action), control (a control sends the actions of its events),
    calls (a value gesture's callback runs), @state (a @GestureState is written or reset),
    scroll (a scroll view's drag, motion and zoom), waits / why (arbitration explained),
    result (what the controller changed).

    """)

var traces: [(title: String, session: DemoSession)] = []
for scenario in DemoScenario.all {
    let session = scenario.run()
    traces.append((scenario.title, session))
    print("═══ \(scenario.title)")
    print("    technique: \(scenario.technique)")
    print(TraceTable.render(session.trace))
}

if let svgPath {
    let svg = TimelineSVG.render(traces.map { TimelineSVG.Section(title: $0.title, session: $0.session) })
    do {
        try svg.write(toFile: svgPath, atomically: true, encoding: .utf8)
        print("Timeline written to \(svgPath)")
    } catch {
        FileHandle.standardError.write(Data("could not write \(svgPath): \(error)\n".utf8))
        exit(1)
    }
}
