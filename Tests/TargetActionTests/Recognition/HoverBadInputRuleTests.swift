import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R30 (addition), R100, R103: a bad hover event is rejected whole, changes nothing, and says why.
@Suite struct HoverBadInputRuleTests {
    /// A window with a hover recognizer on a view, a pointer hovering over it, and a pencil down
    /// elsewhere: what a rejected event must leave as it was.
    struct Busy {
        let scene = RuleScene()
        let hover = HoverGestureRecognizer(target: nil, action: nil)
        let pointer = Touch(type: .indirectPointer)
        let finger = Touch(type: .pencil)

        init() {
            scene.add(hover, "hover")
            scene.window.sendEvent(Event(timestamp: 1, changes: [.hoverEntered(pointer, at: CGPoint(100, 100))]))
            scene.window.sendEvent(Event(timestamp: 1.1, changes: [.began(finger, at: CGPoint(300, 700))]))
        }

        var snapshot: String {
            "\(hover.state) \(hover.location(in: nil)) \(scene.log.lines) \(pointer.location(in: nil)) \(pointer.phase) \(scene.window.activeTouches.count) \(scene.window.lastEventTimestamp ?? -1)"
        }
    }

    static let cases: [(String, EventRejection.Rule)] = [
        ("a region phase among touch phases", .hoverMixedWithTouches),
        ("a touch phase among region phases", .hoverMixedWithTouches),
        ("a sample of a touch that is down", .hoverMixedWithTouches),
        ("a touch-down of the hovering pointer", .hoverMixedWithTouches),
        ("two pointers", .hoverWithSeveralPointers),
        ("a finger hovering", .hoverTouchType),
        ("a remote's surface hovering", .hoverTouchType),
        ("a move of a pointer that never entered", .hoverNotEntered),
        ("an exit of a pointer that never entered", .hoverNotEntered),
        ("entering twice", .hoverEnteredTwice),
        ("zOffset above 1", .hoverReadingOutOfRange),
        ("a negative zOffset", .hoverReadingOutOfRange),
        ("a non-finite azimuth", .hoverReadingOutOfRange),
        ("a non-finite location", .nonFiniteLocation),
        ("entering nowhere", .beganWithoutLocation),
        ("earlier than the last event", .timestampEarlierThanPrevious),
    ]

    @Test("R30 (addition), R100: a bad hover event is rejected whole; nothing changes, and the rejection names the rule", arguments: cases)
    func r30_addition_badHoverEventsAreRejected(name: String, rule: EventRejection.Rule) {
        let busy = Busy()
        let before = busy.snapshot
        let stranger = Touch(type: .indirectPointer)
        let pointer = busy.pointer
        let good = Event.Change.hoverMoved(pointer, to: CGPoint(150, 150))   // valid on its own
        let changes: [Event.Change] = switch name {
        case "a region phase among touch phases": [.moved(busy.finger, to: CGPoint(300, 600)), good]
        case "a touch phase among region phases": [good, .moved(busy.finger, to: CGPoint(300, 600))]
        case "a sample of a touch that is down": [.hoverMoved(busy.finger, to: CGPoint(1, 1))]
        case "a touch-down of the hovering pointer": [.began(pointer, at: CGPoint(1, 1))]
        case "two pointers": [good, .hoverEntered(stranger, at: CGPoint(1, 1))]
        case "a finger hovering": [.hoverEntered(Touch(type: .direct), at: CGPoint(1, 1))]
        case "a remote's surface hovering": [.hoverEntered(Touch(type: .indirect), at: CGPoint(1, 1))]
        case "a move of a pointer that never entered": [.hoverMoved(stranger, to: CGPoint(1, 1))]
        case "an exit of a pointer that never entered": [.hoverExited(stranger)]
        case "entering twice": [.hoverEntered(pointer, at: CGPoint(1, 1))]
        case "zOffset above 1": [.hoverMoved(pointer, to: CGPoint(1, 1), zOffset: 1.5)]
        case "a negative zOffset": [.hoverMoved(pointer, to: CGPoint(1, 1), zOffset: -0.1)]
        case "a non-finite azimuth": [.hoverMoved(pointer, to: CGPoint(1, 1), azimuthAngle: .nan)]
        case "a non-finite location": [.hoverMoved(pointer, to: CGPoint(.infinity, 1))]
        case "entering nowhere": [Event.Change(touch: stranger, phase: .regionEntered, location: nil)]
        default: [good]
        }
        let time: TimeInterval = name == "earlier than the last event" ? 1.05 : 2

        var rejection: EventRejection?
        do { try busy.scene.window.trySendEvent(Event(timestamp: time, changes: changes)) } catch { rejection = error }

        #expect(rejection?.rule == rule)
        #expect(rejection?.message.contains("R30") == true)
        #expect(busy.snapshot == before)
    }

    @Test("R30 (addition): sendEvent reports a bad hover event at the caller's line, and the simulator a hover that is not a pointer's")
    func r30_addition_reported() {
        let busy = Busy()

        let (_, reports) = FailureReporter.capturing {
            busy.scene.window.sendEvent(Event(timestamp: 2, changes: [.hoverMoved(Touch(type: .pencil), to: .zero)]))
            busy.scene.simulator.hover(to: CGPoint(1, 1), type: .direct)
            busy.scene.simulator.hoverExit()
        }

        #expect(reports.count == 3)
        #expect(reports[0].message.contains("a pointer enters the window before it moves in it or exits it"))
        #expect(reports[1].message.contains("only a pointer (.indirectPointer) or a pencil hovers"))
        #expect(reports[2].message.contains("no pointer is in the window"))
    }

    @Test("R30 (addition): a hover event sent from an action waits, and one that breaks what it alone can break is rejected at once")
    func r30_addition_queuedHoverEvents() {
        let busy = Busy()
        var rejection: EventRejection?
        var sent = false
        busy.scene.log.onAction = { _ in
            guard !sent else { return }
            sent = true
            do throws(EventRejection) {
                try busy.scene.window.trySendEvent(Event(timestamp: 3, changes: [.hoverMoved(busy.pointer, to: CGPoint(1, 1), zOffset: 2)]))
            } catch {
                rejection = error
            }
            busy.scene.window.sendEvent(Event(timestamp: 3, changes: [.hoverMoved(busy.pointer, to: CGPoint(120, 100))]))
        }

        busy.scene.window.sendEvent(Event(timestamp: 2, changes: [.hoverMoved(busy.pointer, to: CGPoint(110, 100))]))

        #expect(rejection?.rule == .hoverReadingOutOfRange)
        #expect(busy.hover.location(in: nil) == CGPoint(120, 100))
    }

    @Test("R100: a pointer that exited may enter again; a touch that hovered and exited may go down as a touch")
    func r100_reentering() {
        let scene = RuleScene()
        let pencil = Touch(type: .pencil)

        scene.window.sendEvent(Event(timestamp: 1, changes: [.hoverEntered(pencil, at: CGPoint(10, 10))]))
        scene.window.sendEvent(Event(timestamp: 2, changes: [.hoverExited(pencil)]))
        scene.window.sendEvent(Event(timestamp: 3, changes: [.hoverEntered(pencil, at: CGPoint(20, 20))]))
        scene.window.sendEvent(Event(timestamp: 4, changes: [.hoverExited(pencil)]))
        let (_, reports) = FailureReporter.capturing {
            scene.window.sendEvent(Event(timestamp: 5, changes: [.began(pencil, at: CGPoint(20, 20))]))
        }

        #expect(reports.isEmpty)
        #expect(scene.window.activeTouches.count == 1)
    }
}
