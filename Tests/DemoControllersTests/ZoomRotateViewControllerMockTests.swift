import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// ZoomRotateViewController's magnify-and-rotate without touches: the simultaneous gesture found by
/// its full type and its sides read, its callbacks called by hand with built values, and the whole
/// gesture played through its real tree (R60, R65): the live transform from the two
/// `@GestureState`s while it runs, the committed scale and angle after it ends, nothing after a
/// cancel.
@Suite struct ZoomRotateViewControllerMockTests {
    typealias ZoomAndTurn = SimultaneousGesture<MagnifyGesture, RotateGesture>

    let controller = ZoomRotateViewController()
    let gesture: InspectedGesture<ZoomAndTurn>

    init() throws {
        controller.loadViewIfNeeded()
        gesture = try #require(controller.photo.inspectGesture(ZoomAndTurn.self))
    }

    var reading: TransformReading { TransformReading(controller.photo.transform) }

    func zoom(_ magnification: CGFloat) -> MagnifyGesture.Value {
        MagnifyGesture.Value(time: Date(timeIntervalSinceReferenceDate: 0), magnification: magnification, velocity: 0,
                             startAnchor: .center, startLocation: CGPoint(x: 175, y: 302))
    }

    func turn(_ degrees: Double) -> RotateGesture.Value {
        RotateGesture.Value(time: Date(timeIntervalSinceReferenceDate: 0), rotation: .degrees(degrees), velocity: .zero,
                            startAnchor: .center, startLocation: CGPoint(x: 175, y: 302))
    }

    // MARK: Inspected

    @Test("R64, R65: a MagnifyGesture simultaneously with a RotateGesture, default thresholds, attached with gesture(_:) to the photo")
    func theGestureIsAMagnifyWithARotate() throws {
        let magnify = try #require(gesture.first(MagnifyGesture.self))
        let rotate = try #require(gesture.second(RotateGesture.self))

        #expect(magnify.gesture.minimumScaleDelta == 0.01)
        #expect(rotate.gesture.minimumAngleDelta == .degrees(1))
        #expect(gesture.mask == .all)
        #expect(gesture.attached.priority == .normal)
        #expect(gesture.attached === controller.photoGesture)
        #expect(controller.photo.attachedGestures.count == 1)
    }

    @Test("R65: a side is not attached on its own: asking for the magnify alone is reported at the caller's line")
    func aSideAloneIsNotFound() {
        let line = #line + 1
        let (found, failures) = FailureReporter.capturing { controller.photo.inspectGesture(MagnifyGesture.self) }

        #expect(found == nil)
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.first?.message.contains("gesture(SimultaneousGesture<MagnifyGesture, RotateGesture>)") == true)
    }

    // MARK: Callbacks called by hand

    @Test("R64: each side's updating copies its value into the state passed, and leaves the controller's states alone")
    func eachSideUpdatesItsOwnState() throws {
        var magnification: CGFloat = 1
        var rotation = Angle.zero
        var transaction = Transaction()

        try #require(gesture.first(MagnifyGesture.self)).callUpdating(value: zoom(2), state: &magnification, transaction: &transaction)
        try #require(gesture.second(RotateGesture.self)).callUpdating(value: turn(30), state: &rotation, transaction: &transaction)

        #expect(magnification == 2)
        #expect(rotation == .degrees(30))
        #expect(controller.magnification == 1)
        #expect(controller.rotation == .zero)
    }

    /// The attached gesture's sides carry their `updating`; called by hand, `onEnded` gets the
    /// value built from the bare sides the test passes.
    @Test("R65: onEnded called by hand multiplies the zoom within its limits and adds the turn; a side that ended nil adds nothing")
    func onEndedCommitsEachSide() {
        gesture.callOnEnded(value: .init(first: zoom(2), second: turn(30)))
        gesture.callOnEnded(value: .init(first: nil, second: turn(15)))
        gesture.callOnEnded(value: .init(first: zoom(5), second: nil))

        #expect(controller.scale == controller.maximumScale)
        #expect(abs(controller.angle.degrees - 45) < 1e-9)
        #expect(reading.isScale(4, angle: .pi / 4), "\(reading)")
        #expect(controller.magnification == 1)
    }

    // MARK: Played (R60, R65)

    @Test("R60, R64: a played zoom shows live through the state; nothing is committed while it runs")
    func aPlayedZoomShowsLive() {
        gesture.change(to: .init(first: zoom(1.5), second: nil))

        #expect(controller.magnification == 1.5)
        #expect(controller.rotation == .zero)
        #expect(reading.isScale(1.5))
        #expect(controller.scale == 1)
    }

    @Test("R60, R65: zoom and turn at once show live, are committed at the end, and both states are reset after onEnded")
    func zoomAndTurnAreCommittedAtTheEnd() {
        gesture.change(to: .init(first: zoom(2), second: turn(45)))

        #expect(reading.isScale(2, angle: .pi / 4), "\(reading)")
        #expect(controller.angle == .zero)

        gesture.end(with: .init(first: zoom(2), second: turn(45)))

        #expect(controller.scale == 2)
        #expect(controller.angle == .degrees(45))
        #expect(controller.magnification == 1)
        #expect(controller.rotation == .zero)
        #expect(reading.isScale(2, angle: .pi / 4), "\(reading)")
    }

    @Test("R60: a second played gesture zooms on top of what the first committed")
    func playedGesturesAddUp() {
        gesture.change(to: .init(first: zoom(2), second: nil))
        gesture.end(with: .init(first: zoom(2), second: nil))

        gesture.change(to: .init(first: zoom(1.5), second: turn(-30)))

        #expect(reading.isScale(3, angle: -.pi / 6), "\(reading)")

        gesture.end(with: .init(first: zoom(1.5), second: turn(-30)))

        #expect(controller.scale == 3)
        #expect(controller.angle == .degrees(-30))
    }

    @Test("R64: the live zoom stays within minimumScale…maximumScale while the state reads the raw magnification; the end keeps the limit")
    func theZoomIsClamped() {
        gesture.change(to: .init(first: zoom(10), second: nil))

        #expect(controller.magnification == 10)
        #expect(reading.isScale(4))

        gesture.end(with: .init(first: zoom(10), second: nil))
        let zoomedIn = controller.scale
        gesture.change(to: .init(first: zoom(0.01), second: nil))
        gesture.end(with: .init(first: zoom(0.01), second: nil))

        #expect(zoomedIn == controller.maximumScale)
        #expect(controller.scale == controller.minimumScale)
        #expect(reading.isScale(0.5))
    }

    @Test("R60: a cancelled gesture runs no onEnded: both states reset, and their reset shows the committed transform again")
    func aCancelKeepsNothing() {
        gesture.change(to: .init(first: zoom(2), second: nil))
        gesture.end(with: .init(first: zoom(2), second: nil))
        gesture.change(to: .init(first: zoom(1.5), second: turn(30)))

        gesture.cancel()

        #expect(controller.magnification == 1)
        #expect(controller.rotation == .zero)
        #expect(controller.scale == 2)
        #expect(controller.angle == .zero)
        #expect(reading.isScale(2), "\(reading)")
    }

    @Test("R65: a side that never became active ends nil: a spread alone keeps the angle")
    func aSpreadAloneKeepsTheAngle() {
        gesture.change(to: .init(first: zoom(1.5), second: nil))

        gesture.end(with: .init(first: zoom(1.5), second: nil))

        #expect(controller.scale == 1.5)
        #expect(controller.angle == .zero)
        #expect(reading.isScale(1.5))
    }

    @Test("R60: a repeated value runs updating again but not onChanged, so the photo is redrawn only when the value changes")
    func onChangedSkipsARepeatedValue() {
        gesture.change(to: .init(first: zoom(2), second: nil))
        controller.photo.transform = .identity   // changed by other code

        gesture.change(to: .init(first: zoom(2), second: nil))

        #expect(controller.photo.transform == .identity)
        #expect(controller.magnification == 2)

        gesture.change(to: .init(first: zoom(2.5), second: nil))

        #expect(reading.isScale(2.5))
    }

    @Test("R65: each side plays on its own and runs the whole gesture's onChanged; the two states add up live")
    func theSidesPlayOnTheirOwn() throws {
        let magnify = try #require(gesture.first(MagnifyGesture.self))
        let rotate = try #require(gesture.second(RotateGesture.self))

        magnify.change(to: zoom(2))
        let zoomedOnly = reading.isScale(2)
        rotate.change(to: turn(90))

        #expect(zoomedOnly)
        #expect(controller.magnification == 2)
        #expect(controller.rotation == .degrees(90))
        #expect(reading.isScale(2, angle: .pi / 2), "\(reading)")

        gesture.end(with: .init(first: zoom(2), second: turn(90)))

        #expect(controller.scale == 2)
        #expect(controller.angle == .degrees(90))
    }

    /// As real touches do: a gesture disabled while a finger runs it resets its states at once.
    @Test("R60, R66: disabling the gesture while it runs cancels it: no onEnded, the states reset, the committed transform shown")
    func disablingARunningGestureCancelsIt() {
        gesture.change(to: .init(first: zoom(2), second: turn(30)))

        controller.photoGesture.isEnabled = false

        #expect(controller.scale == 1)
        #expect(controller.angle == .zero)
        #expect(controller.magnification == 1)
        #expect(controller.rotation == .zero)
        #expect(controller.photo.transform == .identity)
    }

    // MARK: Misuse, reported at the caller's line

    @Test("R65: a simultaneous gesture ends with at least one side; an end with neither is reported at the caller's line and commits nothing")
    func anEndWithNeitherSideIsReported() {
        gesture.change(to: .init(first: zoom(2), second: nil))

        let line = #line + 1
        let (_, failures) = FailureReporter.capturing { gesture.end(with: .init(first: nil, second: nil)) }

        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.first?.message.contains("a simultaneous gesture with at least one side") == true)
        #expect(controller.scale == 1)
        #expect(controller.magnification == 2)
    }

    @Test("R60: the magnify side has only updating: calling an onChanged it lacks is reported at the caller's line")
    func callingACallbackASideLacksIsReported() throws {
        let magnify = try #require(gesture.first(MagnifyGesture.self))

        let line = #line + 1
        let (_, failures) = FailureReporter.capturing { magnify.callOnChanged(value: zoom(2)) }

        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.first?.message.contains("Its chain adds updating") == true)
        #expect(controller.photo.transform == .identity)
    }
}
