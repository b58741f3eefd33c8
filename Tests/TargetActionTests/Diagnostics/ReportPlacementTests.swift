import Foundation
import Mocks
import Testing
@testable import TargetAction

/// R107: no report is placed at a line of the toolkit's own sources. A call that takes the caller's
/// location reports there; a setter or a UIKit-named method, which takes none, reports at the
/// running test itself.
@Suite("R107: where a report is placed")
struct ReportPlacementTests {
    @Test("R107: a bad setting made directly in a test is an issue at the test itself, naming the setting and the object")
    func r107_aSettingsReportIsPlacedAtTheRunningTest() throws {
        let here = try #require(Test.current).sourceLocation
        let pan = PanGestureRecognizer(target: nil, action: nil)
        pan.name = "card"

        withKnownIssue {
            pan.minimumNumberOfTouches = 0
        } matching: { issue in
            issue.sourceLocation == here
                && issue.comments.contains { $0.rawValue.hasPrefix("PanGestureRecognizer(\"card\").minimumNumberOfTouches = 0") }
        }
        #expect(pan.minimumNumberOfTouches == 1)
    }

    @Test("R107: a UIKit-named method with no location, sendActions(for:) to a target that cannot answer, is an issue at the running test")
    func r107_aUIKitNamedMethodsReportIsPlacedAtTheRunningTest() throws {
        let here = try #require(Test.current).sourceLocation
        let button = Button(frame: .zero)
        let target = DeafResponder()
        button.addTarget(target, action: "save:", for: .touchUpInside)

        withKnownIssue {
            button.sendActions(for: .touchUpInside)
        } matching: { issue in
            issue.sourceLocation == here
        }
    }

    @Test("R107: captured, a report with no location of its own says so: no file and line 0")
    func r107_aCapturedReportWithNoLocationHasNone() {
        let pan = PanGestureRecognizer(target: nil, action: nil)

        let (_, failures) = FailureReporter.capturing { pan.minimumNumberOfTouches = 0 }

        #expect(failures.count == 1)
        #expect(failures.first?.filePath == "")
        #expect(failures.first?.line == 0)
    }

    @Test("R107: while a test drives the window, a setting changed by a handler is reported at the driving call's line")
    func r107_aHandlersSettingIsReportedAtTheDrivingLine() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        let tap = TapGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(tap)
        let button = Button(frame: window.bounds)
        button.addAction(Action { _ in tap.numberOfTapsRequired = 0 }, for: .touchDown)
        view.addSubview(button)
        let simulator = TouchSimulator(window: window)

        let line = #line + 1
        let (_, failures) = FailureReporter.capturing { simulator.tap(at: CGPoint(x: 100, y: 100)) }

        #expect(failures.count == 1)
        #expect(failures.first?.line == UInt(line))
        #expect(failures.first?.fileID == #fileID)
    }

    @Test("R107: every report site in Sources passes the caller's location or says it has none; none falls back to the toolkit's own line")
    func r107_everyReportSiteNamesItsPlace() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        var unplaced: [String] = []
        var sites = 0
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for call in Self.calls(of: "FailureReporter.report(", in: text) {
                sites += 1
                if !call.arguments.contains("at:") && !call.arguments.contains("fileID:") {
                    unplaced.append("\(file.lastPathComponent):\(call.line)")
                }
            }
        }
        #expect(sites > 40)   // the walk found the report sites
        #expect(unplaced.isEmpty, "report sites that fall back to the toolkit's own line: \(unplaced)")
    }

    @Test("R107: the walk tells a placed report from one that falls back, whatever its message says")
    func r107_theWalkReadsTheCallsLabels() {
        let sample = """
            FailureReporter.report("down(at:): \\(format(point)) is outside", at: site)
            FailureReporter.report(
                "ManualClock(now: \\(now)): fileID: must be finite.")
            FailureReporter.report("wait(\\(interval))", fileID: fileID, filePath: filePath, line: line, column: column)
            """

        let calls = Self.calls(of: "FailureReporter.report(", in: sample)

        #expect(calls.map(\.line) == [1, 2, 4])
        #expect(calls.map { $0.arguments.contains("at:") || $0.arguments.contains("fileID:") } == [true, false, true])
    }

    /// Each call of `callee` in `text`: its line and its argument list, up to the matching parenthesis.
    private static func calls(of callee: String, in text: String) -> [(line: Int, arguments: String)] {
        var found: [(Int, String)] = []
        var rest = text[...]
        while let range = rest.range(of: callee) {
            let line = text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
            var depth = 1, end = range.upperBound
            var inString = false, previous: Character = " "
            while end < text.endIndex, depth > 0 {
                let character = text[end]
                if character == "\"", previous != "\\" { inString.toggle() }
                if !inString { depth += character == "(" ? 1 : character == ")" ? -1 : 0 }
                previous = character
                end = text.index(after: end)
            }
            // The labels at the call's own level: a string's interpolations are left out.
            found.append((line, String(text[range.upperBound..<end]).replacingOccurrences(of: #""[^"\n]*""#, with: "\"\"", options: .regularExpression)))
            rest = text[end...]
        }
        return found
    }
}
