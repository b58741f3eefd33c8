import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// DraggableCircleViewController's press-then-drag without touches: the sequence found by its full
/// type and its sides read, its callbacks called by hand with built values, and the whole gesture
/// played through its real tree (R60, R65): ``dragState`` while it runs, back to `.inactive` after,
/// the offset kept only by an end.
@Suite struct DraggableCircleViewControllerMockTests {
    typealias PressThenDrag = SequenceGesture<LongPressGesture, DragGesture>
    typealias DragState = DraggableCircleViewController.DragState

    let controller = DraggableCircleViewController()
    let gesture: InspectedGesture<PressThenDrag>
    /// The root view's centre, where the circle rests with no offset.
    let rest = CGPoint(x: 195, y: 422)

    init() throws {
        controller.loadViewIfNeeded()
        gesture = try #require(controller.circle.inspectGesture(PressThenDrag.self))
    }

    /// A drag from the circle's centre (its own coordinates) by `dx`, `dy`.
    func drag(_ dx: CGFloat, _ dy: CGFloat) -> DragGesture.Value {
        DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: 0),
                          location: CGPoint(x: 60 + dx, y: 60 + dy), startLocation: CGPoint(x: 60, y: 60))
    }

    // MARK: Inspected

    @Test("R62, R63, R65: a 0.5 s long press sequenced before a 10-point drag, attached with gesture(_:) to the circle")
    func theGestureIsAPressSequencedBeforeADrag() throws {
        let press = try #require(gesture.first(LongPressGesture.self))
        let drag = try #require(gesture.second(DragGesture.self))

        #expect(press.gesture.minimumDuration == 0.5)
        #expect(press.gesture.maximumDistance == 10)
        #expect(drag.gesture.minimumDistance == 10)
        #expect(drag.gesture.coordinateSpace == .local)
        #expect(gesture.mask == .all)
        #expect(gesture.attached.priority == .normal)
        #expect(gesture.attached === controller.circleGesture)
        #expect(controller.circle.attachedGestures.count == 1)
    }

    @Test("R62: pressDuration, set before the view loads, is the press's minimumDuration")
    func pressDurationIsThePressMinimumDuration() {
        let slow = DraggableCircleViewController()
        slow.pressDuration = 1

        slow.loadViewIfNeeded()

        #expect(slow.circle.inspectGesture(PressThenDrag.self)?.first(LongPressGesture.self)?.gesture.minimumDuration == 1)
    }

    @Test("R65: the drag alone is not attached, the sequence is: asking for it is reported at the caller's line with what the circle has")
    func theDragAloneIsNotFound() {
        let line = #line + 1
        let (found, failures) = FailureReporter.capturing { controller.circle.inspectGesture(DragGesture.self) }

        #expect(found == nil)
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.first?.message.contains("gesture(SequenceGesture<LongPressGesture, DragGesture>)") == true)
    }

    // MARK: Callbacks called by hand

    @Test("R60, R65: updating, called by hand, maps the sequence's value to the drag state: pressing, then dragging by the translation")
    func updatingMapsTheValueToTheDragState() {
        var transaction = Transaction()
        var states: [DragState] = []
        for value: PressThenDrag.Value in [.first(true), .second(true, nil), .second(true, drag(30, 40))] {
            var state = DragState.inactive
            gesture.callUpdating(value: value, state: &state, transaction: &transaction)
            states.append(state)
        }

        #expect(states == [.pressing, .dragging(translation: .zero), .dragging(translation: CGSize(width: 30, height: 40))])
        #expect(controller.dragState == .inactive)
    }

    @Test("R60, R65: onEnded, called by hand, keeps a drag's translation in the offset; an end with no drag value keeps nothing")
    func onEndedKeepsTheTranslation() {
        gesture.callOnEnded(value: .second(true, drag(60, -30)))
        gesture.callOnEnded(value: .second(true, nil))
        gesture.callOnEnded(value: .second(true, drag(-10, 10)))

        #expect(controller.offset == CGSize(width: 50, height: -20))
        #expect(controller.dragState == .inactive)
    }

    @Test("R60: onChanged draws the circle from the state, not from the value: called by hand, with no state written, it shows it at rest")
    func onChangedDrawsFromTheState() {
        gesture.callOnEnded(value: .second(true, drag(20, 0)))

        gesture.callOnChanged(value: .second(true, drag(100, 100)))

        #expect(controller.circle.center == CGPoint(x: rest.x + 20, y: rest.y))
        #expect(controller.circle.alpha == 1)
    }

    // MARK: Played (R60, R65)

    @Test("R60, R62: while the press runs, the state is pressing and the circle lifted, where it was")
    func aPlayedPressLiftsTheCircle() {
        gesture.change(to: .first(true))

        #expect(controller.dragState == .pressing)
        #expect(controller.circle.alpha == controller.liftedAlpha)
        #expect(controller.circle.center == rest)
        #expect(controller.offset == .zero)
    }

    @Test("R65: once the press ended and before the drag starts, the state is dragging by zero")
    func theEndedPressStartsTheDragAtZero() {
        gesture.change(to: .first(true))

        gesture.change(to: .second(true, nil))

        #expect(controller.dragState == .dragging(translation: .zero))
        #expect(controller.circle.center == rest)
    }

    @Test("R60, R65: dragging moves the circle live; the end keeps the offset, and the state is reset after onEnded")
    func aPlayedDragMovesTheCircleAndKeepsTheOffset() {
        gesture.change(to: .first(true))
        gesture.change(to: .second(true, drag(60, -30)))

        #expect(controller.dragState == .dragging(translation: CGSize(width: 60, height: -30)))
        #expect(controller.circle.center == CGPoint(x: 255, y: 392))
        #expect(controller.offset == .zero)

        gesture.end(with: .second(true, drag(60, -30)))

        #expect(controller.offset == CGSize(width: 60, height: -30))
        #expect(controller.dragState == .inactive)
        #expect(controller.circle.center == CGPoint(x: 255, y: 392))
        #expect(controller.circle.alpha == 1)
    }

    @Test("R60: a second played drag starts from where the first left the circle")
    func dragsAddUp() {
        gesture.change(to: .second(true, drag(60, -30)))
        gesture.end(with: .second(true, drag(60, -30)))

        gesture.change(to: .second(true, drag(-20, 50)))

        #expect(controller.circle.center == CGPoint(x: 235, y: 442))

        gesture.end(with: .second(true, drag(-20, 50)))

        #expect(controller.offset == CGSize(width: 40, height: 20))
        #expect(controller.circle.center == CGPoint(x: 235, y: 442))
    }

    @Test("R60: a cancelled drag runs no onEnded: no offset kept, and the state's reset puts the circle back at rest")
    func aCancelledDragPutsTheCircleBack() {
        gesture.change(to: .first(true))
        gesture.change(to: .second(true, drag(0, 80)))

        gesture.cancel()

        #expect(controller.dragState == .inactive)
        #expect(controller.offset == .zero)
        #expect(controller.circle.center == rest)
        #expect(controller.circle.alpha == 1)
    }

    @Test("R60: a repeated value runs updating again but not onChanged, so the circle is redrawn only when the value changes")
    func onChangedSkipsARepeatedValue() {
        gesture.change(to: .second(true, drag(10, 10)))
        controller.circle.center = .zero   // moved by other code

        gesture.change(to: .second(true, drag(10, 10)))

        #expect(controller.circle.center == .zero)
        #expect(controller.dragState == .dragging(translation: CGSize(width: 10, height: 10)))

        gesture.change(to: .second(true, drag(10, 20)))

        #expect(controller.circle.center == CGPoint(x: 205, y: 442))
    }

    @Test("R65: each side plays on its own, the press first, then the drag once the press ended, running the whole gesture's callbacks")
    func theSidesPlayInTurn() throws {
        let press = try #require(gesture.first(LongPressGesture.self))
        let drag = try #require(gesture.second(DragGesture.self))

        press.change(to: true)
        let whilePressing = controller.dragState
        gesture.change(to: .second(true, nil))
        drag.change(to: self.drag(0, 40))

        #expect(whilePressing == .pressing)
        #expect(controller.dragState == .dragging(translation: CGSize(width: 0, height: 40)))
        #expect(controller.circle.center == CGPoint(x: 195, y: 462))
    }

    // MARK: Misuse, reported at the caller's line

    @Test("R65: the drag side played before the press ended is reported at the caller's line, and nothing moves")
    func theDragBeforeThePressIsReported() throws {
        let drag = try #require(gesture.second(DragGesture.self))

        let line = #line + 1
        let (_, failures) = FailureReporter.capturing { drag.change(to: self.drag(0, 40)) }

        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.first?.message.contains("runs only once the first ended") == true)
        #expect(controller.dragState == .inactive)
        #expect(controller.circle.center == rest)
    }

    @Test("R65: a sequence ends only with its second value; an end with the press's is reported at the caller's line and keeps nothing")
    func endingWithThePressValueIsReported() {
        gesture.change(to: .first(true))

        let line = #line + 1
        let (_, failures) = FailureReporter.capturing { gesture.end(with: .first(true)) }

        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.first?.message.contains("a sequence ends only with .second(v, w)") == true)
        #expect(controller.offset == .zero)
        #expect(controller.dragState == .pressing)
    }
}
