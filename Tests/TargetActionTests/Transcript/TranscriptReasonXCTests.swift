import Foundation
import TargetAction
import XCTest

/// R106 in XCTest: the why row is the recorded reason.
final class TranscriptReasonXCTests: XCTestCase {
    func test_R106_theWhyRowIsTheRecordedReasonWordForWord() throws {
        let (window, card) = TranscriptTests.cardWindow()
        let tap = TranscriptTests.add(TapGestureRecognizer(target: nil, action: nil), named: "tap", to: card)
        window.recordTranscript()

        TranscriptTests.tap(window, at: CGPoint(x: 150, y: 150))

        let reason = try XCTUnwrap(tap.reason)
        XCTAssertEqual(reason.state, .ended)
        XCTAssertTrue(window.transcript.contains("why        tap \(reason.description)"), window.transcript)
    }

    func test_R106_theTranscriptNamesNoConcreteKind() throws {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TargetAction/Transcript")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let named = TranscriptReasonTests.concreteKinds.filter { TranscriptReasonTests.names(text, $0) }
            XCTAssertEqual(named, [], "Transcript/\(file) names a concrete kind")
        }
    }
}
