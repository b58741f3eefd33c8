import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R30: an event that breaks the rules is rejected whole, changes nothing, and says why.
@Suite struct BadInputRuleTests {
    /// A scene with a finger down and a pan that began, for checking that nothing changes.
    struct Busy {
        let scene = RuleScene()
        let pan: PanGestureRecognizer
        let finger = Touch()
        init() {
            pan = scene.pan()
            scene.window.sendEvent(Event(timestamp: 1, changes: [.began(finger, at: CGPoint(100, 100))]))
            scene.window.sendEvent(Event(timestamp: 1.1, changes: [.moved(finger, to: CGPoint(100, 150))]))
        }

        var snapshot: String {
            "\(pan.state) \(pan.translation(in: nil)) \(scene.log.lines) \(scene.content.phases) \(scene.window.activeTouches.count) \(finger.location(in: nil)) \(scene.window.lastEventTimestamp ?? -1)"
        }
    }

    static let cases: [(String, EventRejection.Rule)] = [
        ("nan timestamp", .nonFiniteTimestamp),
        ("infinite location", .nonFiniteLocation),
        ("nan location", .nonFiniteLocation),
        ("earlier timestamp", .timestampEarlierThanPrevious),
        ("move without begin", .touchNotBegun),
        ("end without begin", .touchNotBegun),
        ("begin twice", .touchBeganTwice),
        ("same touch twice", .touchRepeatedInEvent),
        ("empty", .empty),
    ]

    @Test("R30: a bad event is rejected whole, nothing changes, and the rejection names the rule", arguments: cases)
    func r30_rejectedWhole(name: String, rule: EventRejection.Rule) {
        let busy = Busy()
        let before = busy.snapshot
        let stranger = Touch()
        let good = Event.Change.moved(busy.finger, to: CGPoint(100, 300))   // valid on its own
        let bad: Event = switch name {
        case "nan timestamp": Event(timestamp: .nan, changes: [good])
        case "infinite location": Event(timestamp: 2, changes: [good, .began(stranger, at: CGPoint(.infinity, 0))])
        case "nan location": Event(timestamp: 2, changes: [.moved(busy.finger, to: CGPoint(.nan, 1))])
        case "earlier timestamp": Event(timestamp: 1.05, changes: [good])
        case "move without begin": Event(timestamp: 2, changes: [good, .moved(stranger, to: CGPoint(1, 1))])
        case "end without begin": Event(timestamp: 2, changes: [good, .ended(stranger)])
        case "begin twice": Event(timestamp: 2, changes: [.began(stranger, at: CGPoint(1, 1)), .began(busy.finger, at: CGPoint(1, 1))])
        case "same touch twice": Event(timestamp: 2, changes: [good, .moved(busy.finger, to: CGPoint(1, 1))])
        default: Event(timestamp: 2, changes: [])
        }

        var rejection: EventRejection?
        do { try busy.scene.window.trySendEvent(bad) } catch { rejection = error }

        #expect(rejection?.rule == rule)
        #expect(busy.snapshot == before)
        #expect(rejection?.message.contains("R30") == true)
        if let index = rejection?.changeIndex {
            #expect(rejection?.message.contains("change \(index)") == true)
        }
    }

    @Test("R30: a touch that already ended cannot move again")
    func r30_movedAfterEnded() {
        let busy = Busy()
        busy.scene.window.sendEvent(Event(timestamp: 2, changes: [.ended(busy.finger)]))

        #expect(throws: EventRejection.self) {
            try busy.scene.window.trySendEvent(Event(timestamp: 3, changes: [.moved(busy.finger, to: CGPoint(1, 1))]))
        }
    }

    @Test("R30: sendEvent reports the rejection to the running test")
    func r30_sendEventReports() {
        let busy = Busy()

        let (_, failures) = FailureReporter.capturing {
            busy.scene.window.sendEvent(Event(timestamp: 0.5, changes: [.moved(busy.finger, to: CGPoint(1, 1))]))
        }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("time cannot go backwards") == true)
        #expect(busy.pan.translation(in: nil) == CGPoint(0, 40))
    }

    @Test("R30: validate checks without delivering")
    func r30_validate() throws {
        let busy = Busy()
        let event = Event(timestamp: 2, changes: [.moved(busy.finger, to: CGPoint(100, 300))])

        try busy.scene.window.validate(event)

        #expect(busy.pan.translation(in: nil) == CGPoint(0, 40))
    }
}
