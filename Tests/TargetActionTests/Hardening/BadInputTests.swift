import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// Bad input wherever it can enter: each case is reported clearly and changes nothing.
@Suite struct BadInputTests {
    // MARK: Events and time

    @Test("R30 (addition): an event stamped before the window's clock (time going backwards) is rejected whole")
    func r30_eventBeforeTheClockIsRejected() {
        let scene = RuleScene()
        let press = scene.longPress()
        let finger = Touch()
        scene.window.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(50, 50))]))
        scene.window.clock.advance(by: 1)   // the press began at 0.5

        var rejection: EventRejection?
        do { try scene.window.trySendEvent(Event(timestamp: 0.2, changes: [.ended(finger)])) } catch { rejection = error }

        #expect(rejection?.rule == .timestampEarlierThanPrevious)
        #expect(rejection?.message.contains("clock is already at 1.0") == true)
        #expect(press.state == .began)
        #expect(scene.window.activeTouches.count == 1)
    }

    @Test("R30 (addition): before any event, one stamped earlier than the clock's now is rejected like one earlier than the previous event")
    func r30_firstEventBeforeTheClockIsRejected() {
        let scene = RuleScene()
        let pan = scene.pan()
        scene.simulator.wait(2)   // the window's clock is at 2; no event has been sent yet

        var rejection: EventRejection?
        do { try scene.window.trySendEvent(Event(timestamp: 1, changes: [.began(Touch(), at: CGPoint(50, 50))])) } catch { rejection = error }

        #expect(rejection?.rule == .timestampEarlierThanPrevious)
        #expect(scene.window.activeTouches.isEmpty)
        #expect(scene.content.phases.isEmpty)
        #expect(pan.numberOfTouches == 0)
    }

    @Test("R30: a touch that began in another window is rejected")
    func r30_touchOfAnotherWindowIsRejected() {
        let first = RuleScene()
        let second = RuleScene()
        let finger = Touch()
        first.window.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(50, 50))]))

        var rejections: [EventRejection.Rule] = []
        for change in [Event.Change.moved(finger, to: CGPoint(60, 60)), .began(finger, at: CGPoint(1, 1))] {
            do { try second.window.trySendEvent(Event(timestamp: 1, changes: [change])) } catch { rejections.append(error.rule) }
        }

        #expect(rejections == [.touchNotBegun, .touchBeganTwice])
        #expect(second.window.activeTouches.isEmpty)
        #expect(second.content.phases.isEmpty)
    }

    @Test("R30: unbalanced touches: a begin without a location, an end twice, a move after a cancel", arguments: [
        "began without location", "ended twice", "moved after cancelled",
    ])
    func r30_unbalancedTouches(_ name: String) {
        let scene = RuleScene()
        let pan = scene.pan()
        let finger = Touch()
        let bad: Event
        switch name {
        case "began without location":
            bad = Event(timestamp: 1, changes: [Event.Change(touch: finger, phase: .began, location: nil)])
        case "ended twice":
            scene.window.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(50, 50))]))
            scene.window.sendEvent(Event(timestamp: 0.1, changes: [.ended(finger)]))
            bad = Event(timestamp: 1, changes: [.ended(finger)])
        default:
            scene.window.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(50, 50))]))
            scene.window.sendEvent(Event(timestamp: 0.1, changes: [.cancelled(finger)]))
            bad = Event(timestamp: 1, changes: [.moved(finger, to: CGPoint(50, 90))])
        }
        let phases = scene.content.phases

        let (_, failures) = FailureReporter.capturing { scene.window.sendEvent(bad) }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("R30") == true)
        #expect(scene.content.phases == phases)
        #expect(pan.state == .possible)
        #expect(scene.window.activeTouches.isEmpty)
    }

    @Test("R17: a touch reported stationary did not change: neither its recognizers nor its view hear of it")
    func r17_stationaryTouchIsNotDelivered() {
        let scene = RuleScene()
        let pan = scene.pan()
        let finger = Touch()
        scene.window.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(50, 50))]))

        scene.window.sendEvent(Event(timestamp: 0.1, changes: [Event.Change(touch: finger, phase: .stationary, location: nil)]))

        #expect(scene.content.phases == ["began"])
        #expect(finger.phase == .stationary)
        #expect(pan.state == .possible)
        scene.window.sendEvent(Event(timestamp: 0.2, changes: [.ended(finger)]))
        #expect(scene.content.phases == ["began", "ended"])
    }

    @Test("A clock created at a non-finite time is reported and starts at 0")
    func clockAtNonFiniteTime() {
        let (clock, failures) = FailureReporter.capturing { ManualClock(now: .nan) }

        #expect(clock.now == 0)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("must be finite") == true)
    }

    @Test("A timer with a non-finite delay is reported; nothing is scheduled", arguments: [Double.nan, .infinity, -.infinity])
    func timerWithNonFiniteDelay(_ delay: Double) {
        let clock = ManualClock()
        var fired = false

        let (timer, failures) = FailureReporter.capturing { clock.schedule(after: delay) { fired = true } }
        clock.runUntilIdle()

        #expect(failures.count == 1)
        #expect(timer.isCancelled && !timer.isPending)
        #expect(clock.pendingTimerCount == 0)
        #expect(!fired)
        #expect(clock.now == 0)
    }

    @Test("Going back in time on the clock is reported and changes nothing", arguments: [-1.0, .nan])
    func clockGoingBackwards(_ interval: Double) {
        let scene = RuleScene()
        let press = scene.longPress()
        scene.simulator.down(at: CGPoint(50, 50))

        let (_, failures) = FailureReporter.capturing {
            scene.window.clock.advance(by: interval)
            scene.window.clock.advance(to: -5)
        }

        #expect(failures.count == 2)
        #expect(scene.window.clock.now == 0)
        #expect(press.state == .possible)
    }

    // MARK: Recognizers

    @Test("R24: setTranslation with a non-finite value is reported; the translation and velocity stay", arguments: [
        CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.infinity),
    ])
    func r24_setTranslationNonFinite(_ bad: CGPoint) {
        let scene = RuleScene()
        let pan = scene.pan()
        scene.simulator.down(at: CGPoint(50, 50))
        scene.simulator.wait(0.1)
        scene.simulator.move(to: CGPoint(50, 100))
        let translation = pan.translation(in: nil)
        let velocity = pan.velocity(in: nil)

        let (_, failures) = FailureReporter.capturing { pan.setTranslation(bad, in: nil) }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("must be finite") == true)
        #expect(pan.translation(in: nil) == translation)
        #expect(pan.velocity(in: nil) == velocity)
        scene.simulator.wait(0.1)
        scene.simulator.move(to: CGPoint(50, 110))
        #expect(pan.translation(in: nil) == CGPoint(0, 50))
    }

    /// A setting, a value that makes no sense, and how to read the setting back.
    struct BadSetting: CustomTestStringConvertible, Sendable {
        let name: String
        let apply: @Sendable (GestureRecognizer) -> Void
        let read: @Sendable (GestureRecognizer) -> String
        let make: @Sendable () -> GestureRecognizer
        var testDescription: String { name }
    }

    static let badSettings: [BadSetting] = [
        BadSetting(name: "pan.minimumNumberOfTouches = 0", apply: { ($0 as! PanGestureRecognizer).minimumNumberOfTouches = 0 },
                   read: { "\(($0 as! PanGestureRecognizer).minimumNumberOfTouches)" }, make: { PanGestureRecognizer(target: nil, action: nil) }),
        BadSetting(name: "pan.maximumNumberOfTouches = -1", apply: { ($0 as! PanGestureRecognizer).maximumNumberOfTouches = -1 },
                   read: { "\(($0 as! PanGestureRecognizer).maximumNumberOfTouches)" }, make: { PanGestureRecognizer(target: nil, action: nil) }),
        BadSetting(name: "pan.hysteresis = nan", apply: { ($0 as! PanGestureRecognizer).hysteresis = .nan },
                   read: { "\(($0 as! PanGestureRecognizer).hysteresis)" }, make: { PanGestureRecognizer(target: nil, action: nil) }),
        BadSetting(name: "pan.hysteresis = -1", apply: { ($0 as! PanGestureRecognizer).hysteresis = -1 },
                   read: { "\(($0 as! PanGestureRecognizer).hysteresis)" }, make: { PanGestureRecognizer(target: nil, action: nil) }),
        BadSetting(name: "pan.velocitySmoothing = 2", apply: { ($0 as! PanGestureRecognizer).velocitySmoothing = 2 },
                   read: { "\(($0 as! PanGestureRecognizer).velocitySmoothing)" }, make: { PanGestureRecognizer(target: nil, action: nil) }),
        BadSetting(name: "pan.minimumVelocitySampleInterval = 0", apply: { ($0 as! PanGestureRecognizer).minimumVelocitySampleInterval = 0 },
                   read: { "\(($0 as! PanGestureRecognizer).minimumVelocitySampleInterval)" }, make: { PanGestureRecognizer(target: nil, action: nil) }),
        BadSetting(name: "tap.numberOfTapsRequired = 0", apply: { ($0 as! TapGestureRecognizer).numberOfTapsRequired = 0 },
                   read: { "\(($0 as! TapGestureRecognizer).numberOfTapsRequired)" }, make: { TapGestureRecognizer(target: nil, action: nil) }),
        BadSetting(name: "tap.numberOfTouchesRequired = 0", apply: { ($0 as! TapGestureRecognizer).numberOfTouchesRequired = 0 },
                   read: { "\(($0 as! TapGestureRecognizer).numberOfTouchesRequired)" }, make: { TapGestureRecognizer(target: nil, action: nil) }),
        BadSetting(name: "tap.allowableMovement = inf", apply: { ($0 as! TapGestureRecognizer).allowableMovement = .infinity },
                   read: { "\(($0 as! TapGestureRecognizer).allowableMovement)" }, make: { TapGestureRecognizer(target: nil, action: nil) }),
        BadSetting(name: "tap.maximumTapInterval = nan", apply: { ($0 as! TapGestureRecognizer).maximumTapInterval = .nan },
                   read: { "\(($0 as! TapGestureRecognizer).maximumTapInterval)" }, make: { TapGestureRecognizer(target: nil, action: nil) }),
        BadSetting(name: "tap.maximumTapDuration = -1", apply: { ($0 as! TapGestureRecognizer).maximumTapDuration = -1 },
                   read: { "\(($0 as! TapGestureRecognizer).maximumTapDuration)" }, make: { TapGestureRecognizer(target: nil, action: nil) }),
        BadSetting(name: "press.minimumPressDuration = nan", apply: { ($0 as! LongPressGestureRecognizer).minimumPressDuration = .nan },
                   read: { "\(($0 as! LongPressGestureRecognizer).minimumPressDuration)" }, make: { LongPressGestureRecognizer(target: nil, action: nil) }),
        BadSetting(name: "press.allowableMovement = -1", apply: { ($0 as! LongPressGestureRecognizer).allowableMovement = -1 },
                   read: { "\(($0 as! LongPressGestureRecognizer).allowableMovement)" }, make: { LongPressGestureRecognizer(target: nil, action: nil) }),
        BadSetting(name: "press.numberOfTapsRequired = -1", apply: { ($0 as! LongPressGestureRecognizer).numberOfTapsRequired = -1 },
                   read: { "\(($0 as! LongPressGestureRecognizer).numberOfTapsRequired)" }, make: { LongPressGestureRecognizer(target: nil, action: nil) }),
        BadSetting(name: "press.numberOfTouchesRequired = 0", apply: { ($0 as! LongPressGestureRecognizer).numberOfTouchesRequired = 0 },
                   read: { "\(($0 as! LongPressGestureRecognizer).numberOfTouchesRequired)" }, make: { LongPressGestureRecognizer(target: nil, action: nil) }),
        BadSetting(name: "press.maximumTapInterval = inf", apply: { ($0 as! LongPressGestureRecognizer).maximumTapInterval = .infinity },
                   read: { "\(($0 as! LongPressGestureRecognizer).maximumTapInterval)" }, make: { LongPressGestureRecognizer(target: nil, action: nil) }),
    ]

    @Test("A recognizer setting that makes no sense is reported and not applied", arguments: badSettings)
    func badSettingIsRejected(_ setting: BadSetting) {
        let recognizer = setting.make()
        let before = setting.read(recognizer)

        let (_, failures) = FailureReporter.capturing { setting.apply(recognizer) }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("must be") == true)
        #expect(failures.first?.message.contains("It stays \(before)") == true)
        #expect(setting.read(recognizer) == before)
    }

    @Test("R15: a recognizer required to fail for itself is reported; nothing changes")
    func r15_requireItself() {
        let tap = TapGestureRecognizer(target: nil, action: nil)

        let (_, failures) = FailureReporter.capturing { tap.require(toFail: tap) }

        #expect(failures.count == 1)
        #expect(tap.requiredToFail.isEmpty)
    }

    @Test("R25: velocity stays finite for samples at the same instant")
    func r25_velocityFiniteAtSameInstant() {
        let scene = RuleScene()
        let pan = scene.pan()
        scene.simulator.down(at: CGPoint(50, 50))

        for step in 1...5 { scene.simulator.move(to: CGPoint(50, 50 + CGFloat(step) * 20)) }

        #expect(pan.state == .changed)
        #expect(pan.velocity(in: nil).y.isFinite)
    }

    // MARK: Views

    @Test("A view's geometry with a non-finite value is reported and not applied", arguments: [
        "frame", "bounds", "center", "alpha",
    ])
    func viewGeometryNonFinite(_ property: String) {
        let view = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.alpha = 0.5
        let before = "\(view.frame) \(view.bounds) \(view.center) \(view.alpha)"

        let (_, failures) = FailureReporter.capturing {
            switch property {
            case "frame": view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            case "bounds": view.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
            case "center": view.center = CGPoint(x: 0, y: CGFloat.nan)
            default: view.alpha = .nan
            }
        }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains(property) == true)
        #expect("\(view.frame) \(view.bounds) \(view.center) \(view.alpha)" == before)
    }

    @Test("A view created with a non-finite frame is reported and starts with a zero frame")
    func viewInitNonFinite() {
        let (view, failures) = FailureReporter.capturing { View(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)) }

        #expect(failures.count == 1)
        #expect(view.frame == .zero)
    }

    // MARK: Mid-gesture changes

    @Test("R13, R20: a view removed from the window mid-gesture cancels its recognizer; the view still gets its touch's end")
    func viewRemovedMidGesture() {
        let scene = RuleScene()
        let child = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.content.addSubview(child)
        let pan = scene.pan(to: child)
        pan.cancelsTouchesInView = false
        scene.simulator.down(at: CGPoint(50, 50))
        scene.simulator.move(to: CGPoint(50, 100))

        child.removeFromSuperview()
        scene.simulator.move(to: CGPoint(50, 150))
        scene.simulator.up()

        #expect(scene.log.states(of: "pan") == [.began, .cancelled])
        #expect(child.phases == ["began", "moved", "moved", "ended"])
        #expect(scene.window.engagedGestureRecognizers.isEmpty && scene.window.activeTouches.isEmpty)
    }

    @Test("R12: a recognizer disabled and enabled again mid-sequence ignores the finger already down, and takes the next")
    func r12_reEnabledMidSequence() {
        let scene = RuleScene()
        let pan = scene.pan()
        scene.simulator.down(at: CGPoint(50, 50))
        scene.simulator.move(to: CGPoint(50, 100))

        pan.isEnabled = false
        pan.isEnabled = true
        scene.simulator.move(to: CGPoint(50, 150))
        scene.simulator.down(at: CGPoint(200, 200), finger: 1)
        scene.simulator.move(to: CGPoint(200, 260), finger: 1)

        #expect(scene.log.states(of: "pan") == [.began, .cancelled, .began])
        #expect(pan.numberOfTouches == 1)
        #expect(pan.translation(in: nil) == CGPoint(0, 50))
    }

    @Test("R10: a handler that drops the last reference to its own target: no crash, later actions go nowhere")
    func r10_targetReleasedInsideItsHandler() {
        let scene = RuleScene()
        let pan = PanGestureRecognizer(target: nil, action: nil)
        scene.content.addGestureRecognizer(pan)
        var target: ActionLog? = ActionLog()
        weak let weakTarget = target
        pan.addTarget(target!, action: "record:")
        target?.onAction = { _ in target = nil }

        scene.simulator.down(at: CGPoint(50, 50))
        scene.simulator.move(to: CGPoint(50, 100))
        scene.simulator.move(to: CGPoint(50, 150))
        scene.simulator.up()

        #expect(weakTarget == nil)
        #expect(pan.targetActionPairs.isEmpty)
        #expect(pan.state == .possible)
    }
}
