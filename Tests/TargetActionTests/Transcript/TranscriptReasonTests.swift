import Foundation
import TargetAction
import Testing

/// R106: the transcript's why rows are the reasons recorded where each decision was made, word
/// for word; the transcript works none out itself.
@Suite struct TranscriptReasonTests {
    /// A recognizer of the test's own kind, which decides with its own words.
    final class SayingRecognizer: GestureRecognizer {
        var words = "the test said so"

        override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
            setState(.failed, because: words)
        }
    }

    @Test("R106: a state change's why row is its recorded reason's description, word for word")
    func theWhyRowIsTheRecordedReason() {
        let (window, card) = TranscriptTests.cardWindow()
        let saying = TranscriptTests.add(SayingRecognizer(), named: "saying", to: card)
        saying.words = "no transcript could work this out afterwards"
        window.recordTranscript()

        TranscriptTests.tap(window, at: CGPoint(x: 150, y: 150))

        let reason = saying.reason
        #expect(reason?.rule == "R5")
        #expect(reason?.cause == .described("no transcript could work this out afterwards"))
        #expect(window.transcript.contains("why        saying \(reason?.description ?? "?")"))
        #expect(window.transcript.contains("saying failed: no transcript could work this out afterwards (R5)"))
    }

    @Test("R106, R7: a refusal's why row names who said no, as arbitration recorded it")
    func aRefusalIsTheRecordedReason() {
        final class Refusing: GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { false }
        }
        let (window, card) = TranscriptTests.cardWindow()
        let tap = TranscriptTests.add(TapGestureRecognizer(target: nil, action: nil), named: "tap", to: card)
        let delegate = Refusing()
        tap.delegate = delegate
        window.recordTranscript()

        TranscriptTests.tap(window, at: CGPoint(x: 150, y: 150))

        #expect(tap.reason?.rule == "R7")
        #expect(tap.reason?.decidedBy === delegate)
        #expect(window.transcript.contains("tap failed: its delegate (Refusing) said no to gestureRecognizerShouldBegin (R7)"))
    }

    @Test("R106: no source file of the transcript names a concrete recognizer, value gesture or control")
    func theTranscriptNamesNoConcreteKind() throws {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TargetAction/Transcript")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        let kinds = Self.concreteKinds
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for kind in kinds where Self.names(text, kind) {
                Issue.record("Transcript/\(file) names \(kind): the transcript renders happenings and reasons, and knows no concrete kind")
            }
        }
    }

    /// The toolkit's concrete recognizers, value gestures and controls.
    static let concreteKinds = [
        "TapGestureRecognizer", "LongPressGestureRecognizer", "PanGestureRecognizer", "PinchGestureRecognizer",
        "RotationGestureRecognizer", "SwipeGestureRecognizer", "ScreenEdgePanGestureRecognizer", "HoverGestureRecognizer",
        "TapGesture", "SpatialTapGesture", "LongPressGesture", "DragGesture", "MagnifyGesture", "MagnificationGesture",
        "RotateGesture", "RotationGesture", "SequenceGesture", "SimultaneousGesture", "ExclusiveGesture",
        "Button", "Switch", "Slider", "Stepper", "SegmentedControl", "PageControl", "RefreshControl", "ScrollView",
    ]

    /// Whether `text` names `kind` as a word of code (not inside a longer identifier).
    static func names(_ text: String, _ kind: String) -> Bool {
        var searched = text[...]
        while let range = searched.range(of: kind) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let isPart = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isPart(before), !isPart(after) { return true }
            searched = text[range.upperBound...]
        }
        return false
    }
}
