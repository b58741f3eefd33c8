import Foundation
import Testing
@testable import TargetAction
import TestSupport

/// A target that is not a responder: typed actions need no names.
private final class PanHandler {
    private(set) var log: [String] = []

    func handlePan(_ pan: PanGestureRecognizer) { log.append("pan \(pan.state)") }
    func handleAny(_ recognizer: GestureRecognizer) { log.append("any \(recognizer.state)") }
    func handleTap(_ tap: TapGestureRecognizer) { log.append("tap \(tap.state)") }
    func handleNothing() { log.append("nothing") }
}

@Suite("Typed actions: method references the compiler checks")
struct TypedActionTests {
    @Test func addTargetWithAMethodReferenceCallsItWithTheSender() {
        let handler = PanHandler()
        let pan = PanGestureRecognizer(target: nil, action: nil)

        pan.addTarget(handler, action: PanHandler.handlePan)
        pan.drive(to: .began)

        #expect(handler.log == ["pan .began"])
    }

    @Test func aMethodTakingASuperclassOfTheSenderIsAccepted() {
        let handler = PanHandler()
        let pan = PanGestureRecognizer(target: nil, action: nil)

        pan.addTarget(handler, action: PanHandler.handleAny)
        pan.drive(to: .began)
        pan.drive(to: .ended)

        #expect(handler.log == ["any .began", "any .ended"])
    }

    @Test("R11: a typed handler may take no sender")
    func r11_typedHandlerWithoutSender() {
        let handler = PanHandler()
        let pan = PanGestureRecognizer(target: nil, action: nil)

        pan.addTarget(handler, action: PanHandler.handleNothing)
        pan.drive(to: .began)

        #expect(handler.log == ["nothing"])
    }

    @Test func initWithAMethodReferenceAddsThatPair() {
        let handler = PanHandler()

        let pan = PanGestureRecognizer(target: handler, action: PanHandler.handlePan)
        pan.drive(to: .began)

        #expect(handler.log == ["pan .began"])
        #expect(pan.targetActionPairs.count == 1)
        #expect(pan.targetActionPairs.first?.target === handler)
    }

    @Test("R11: init with a method reference that takes no sender")
    func r11_initWithMethodReferenceWithoutSender() {
        let handler = PanHandler()

        let pan = PanGestureRecognizer(target: handler, action: PanHandler.handleNothing)
        pan.drive(to: .began)

        #expect(handler.log == ["nothing"])
    }

    @Test func initWithAMethodForAnotherRecognizerTypeIsReportedAtTheCallersLine() {
        let handler = PanHandler()

        let expectedLine: UInt = #line + 2
        let (pan, failures) = FailureReporter.capturing {
            PanGestureRecognizer(target: handler, action: PanHandler.handleTap)
        }

        #expect(pan.targetActionPairs.isEmpty)
        #expect(failures.count == 1)
        #expect(failures.first?.line == expectedLine)
        #expect(failures.first?.fileID.hasSuffix("TypedActionTests.swift") == true)
    }

    @Test func aMethodForAnotherRecognizerTypeIsReportedAtTheCallersLineAndNotAdded() {
        let handler = PanHandler()
        let pan = PanGestureRecognizer(target: nil, action: nil)

        let expectedLine: UInt = #line + 2
        let (_, failures) = FailureReporter.capturing {
            pan.addTarget(handler, action: PanHandler.handleTap)
        }
        pan.drive(to: .began)

        #expect(handler.log.isEmpty)
        #expect(pan.targetActionPairs.isEmpty)
        #expect(failures.count == 1)
        #expect(failures.first?.line == expectedLine)
        #expect(failures.first?.message.contains("TapGestureRecognizer") == true)
        #expect(failures.first?.message.contains("PanGestureRecognizer") == true)
    }

    @Test func theSelectorReturnedRemovesATypedPair() {
        let handler = PanHandler()
        let pan = PanGestureRecognizer(target: nil, action: nil)
        let pairSelector = pan.addTarget(handler, action: PanHandler.handlePan)
        pan.addTarget(handler, action: PanHandler.handleAny)

        pan.removeTarget(handler, action: pairSelector)
        pan.drive(to: .began)

        #expect(handler.log == ["any .began"])
    }

    @Test("R10: a typed pair holds its target weakly")
    func r10_typedTargetIsWeak() {
        var handler: PanHandler? = PanHandler()
        weak let weakHandler = handler
        let pan = PanGestureRecognizer(target: nil, action: nil)
        pan.addTarget(handler!, action: PanHandler.handlePan)

        handler = nil
        pan.drive(to: .began)

        #expect(weakHandler == nil)
        #expect(pan.targetActionPairs.isEmpty)
    }

    @Test func typedAndNamedPairsGoOutInTheOrderTheyWereAdded() {
        let journal = CallJournal()
        let named = JournalTarget("named", journal: journal)
        let handler = PanHandler()
        let pan = PanGestureRecognizer(target: handler, action: PanHandler.handleNothing)

        pan.addTarget(named, action: "handle:")
        pan.addTarget(handler, action: PanHandler.handlePan)
        let (_, failures) = FailureReporter.capturing { pan.drive(to: .began) }

        #expect(failures.isEmpty)
        #expect(journal.entries == ["named .began"])
        #expect(handler.log == ["nothing", "pan .began"])
        #expect(pan.targetActionPairs.map { $0.target === handler } == [true, false, true])
    }
}
