import Foundation
import Testing

/// The engine routes touches and pointer samples to recognizers through what every recognizer has
/// (`takesTouches`, its own touch methods, the pointer-sample hook), so that a new kind of
/// recognizer or value gesture needs no change to it.
@Suite struct EngineSourceTests {
    @Test("R101: no source file of the engine names a concrete recognizer or value gesture")
    func theEngineNamesNoConcreteKind() throws {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TargetAction/Engine")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.contains("HoverRouting.swift"))
        // Controls and scroll views are named as what the stream tells of (a scroll, a refresh),
        // never to route: only recognizers and value gestures count here.
        let kinds = TranscriptReasonTests.concreteKinds.filter { $0.hasSuffix("Recognizer") || $0.hasSuffix("Gesture") }
        #expect(kinds.count == 19)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for kind in kinds where TranscriptReasonTests.names(text, kind) {
                Issue.record("Engine/\(file) names \(kind): the engine routes through what every recognizer has")
            }
        }
    }

    @Test("R101, R100: the scan finds a kind named in code, and not one inside a longer name")
    func theScanTellsANameFromPartOfOne() {
        #expect(TranscriptReasonTests.names("for case let hover as HoverGestureRecognizer in active", "HoverGestureRecognizer"))
        #expect(!TranscriptReasonTests.names("let recognizers: [MyHoverGestureRecognizerBox]", "HoverGestureRecognizer"))
    }
}
