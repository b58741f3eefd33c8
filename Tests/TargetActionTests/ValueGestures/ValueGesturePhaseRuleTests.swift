import Foundation
import Mocks
@testable import TargetAction
import Testing

/// R59, R60: phases, one-shot sequences, when each callback runs and when `@GestureState` resets.
@Suite struct ValueGesturePhaseRuleTests {
    /// A drag with all three callbacks on `scene.inner`, writing to `scene.journal`; the state holds
    /// the translation's height.
    private func attachJournaledDrag(to scene: ValueGestureScene, minimumDistance: CGFloat = 10) -> (GestureState<CGFloat>, AttachedGesture) {
        let journal = scene.journal
        let state = GestureState(wrappedValue: CGFloat(-1))
        let attached = scene.inner.gesture(DragGesture(minimumDistance: minimumDistance)
            .updating(state) { value, state, _ in
                journal.write("updating \(value.translation.height) from \(state)")
                state = value.translation.height
            }
            .onChanged { value in journal.write("onChanged \(value.translation.height)") }
            .onEnded { value in journal.write("onEnded \(value.translation.height) state \(state.wrappedValue)") })
        return (state, attached)
    }

    @Test("R60: updating, then onChanged on each active value, innermost first; the ended value goes to onEnded alone; the state resets after onEnded")
    func callbacksRunInOrderAndTheStateResetsAfterOnEnded() {
        let scene = ValueGestureScene()
        let (state, _) = attachJournaledDrag(to: scene)

        scene.simulator.down(at: CGPoint(x: 200, y: 200))
        scene.simulator.move(to: CGPoint(x: 200, y: 212))
        scene.simulator.move(to: CGPoint(x: 200, y: 220))
        let midGesture = state.wrappedValue
        scene.simulator.up()

        #expect(midGesture == 20)
        #expect(scene.journal.lines == [
            "updating 12.0 from -1.0", "onChanged 12.0",
            "updating 20.0 from 12.0", "onChanged 20.0",
            "onEnded 20.0 state 20.0",
        ])
        #expect(state.wrappedValue == -1)
    }

    @Test("R60: updating runs on every active value, onChanged only when the value differs from the last it got")
    func onChangedSkipsAnEqualValueButUpdatingDoesNot() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        let state = GestureState(wrappedValue: 0)
        scene.inner.gesture(DragGesture(minimumDistance: 0)
            .map { $0.location.y > 100 }
            .updating(state) { _, state, _ in state += 1 }
            .onChanged { below in journal.write("onChanged \(below) after \(state.wrappedValue) updates") })

        scene.simulator.down(at: CGPoint(x: 200, y: 150))
        scene.simulator.move(to: CGPoint(x: 200, y: 160))
        scene.simulator.move(to: CGPoint(x: 200, y: 170))
        scene.simulator.move(to: CGPoint(x: 200, y: 250))
        let updates = state.wrappedValue

        #expect(updates == 4)
        #expect(journal.lines == ["onChanged false after 1 updates", "onChanged true after 4 updates"])
    }

    @Test("R59: once ended, the gesture ignores the rest of the sequence; the next touch-down starts afresh")
    func aGestureIsOneShotPerTouchSequence() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.gesture(TapGesture().onEnded { journal.write("tap") })

        scene.simulator.down(at: CGPoint(x: 150, y: 150), finger: 0)
        scene.simulator.down(at: CGPoint(x: 250, y: 250), finger: 1)   // a second finger fails the tap (R61)
        scene.simulator.up(finger: 1)
        scene.simulator.up(finger: 0)
        scene.simulator.wait(1)
        scene.simulator.tap(at: CGPoint(x: 150, y: 150))

        #expect(journal.lines == ["tap"])
    }

    @Test("R60: a failure runs no onEnded and resets the state at once")
    func aFailureResetsTheStateWithoutOnEnded() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        let pressing = GestureState(wrappedValue: false)
        scene.inner.gesture(LongPressGesture(minimumDuration: 1)
            .updating(pressing) { value, state, _ in state = value }
            .onEnded { _ in journal.write("onEnded") })

        scene.simulator.down(at: CGPoint(x: 200, y: 200))
        let held = pressing.wrappedValue
        scene.simulator.move(to: CGPoint(x: 200, y: 215))   // 15 points: past the 10-point limit
        let afterMove = pressing.wrappedValue
        scene.simulator.up()
        scene.simulator.wait(2)

        #expect(held)
        #expect(!afterMove)
        #expect(journal.lines.isEmpty)
    }

    @Test("R60: a cancelled touch ends the gesture without onEnded, and the state resets")
    func aCancelledTouchResetsTheState() {
        let scene = ValueGestureScene()
        let (state, _) = attachJournaledDrag(to: scene)

        scene.simulator.down(at: CGPoint(x: 200, y: 200))
        scene.simulator.move(to: CGPoint(x: 200, y: 230))
        let midGesture = state.wrappedValue
        scene.simulator.cancel()

        #expect(midGesture == 30)
        #expect(state.wrappedValue == -1)
        #expect(!scene.journal.lines.contains { $0.hasPrefix("onEnded") })
    }

    @Test("R60: the reset closure runs first, with the current value and the transaction")
    func theResetClosureSeesTheCurrentValue() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        let offset = GestureState(wrappedValue: CGFloat(0)) { value, transaction in
            journal.write("reset from \(value)")
            transaction.animation = .easeOut(duration: 0.2)
        }
        scene.inner.gesture(DragGesture().updating(offset) { value, state, transaction in
            state = value.translation.width
            transaction.animation = .linear(duration: 0.1)
        })

        scene.simulator.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 190, y: 150), duration: 0.2, steps: 4)

        #expect(journal.lines == ["reset from 40.0"])
        #expect(offset.wrappedValue == 0)
        #expect(offset.storage.lastTransaction?.animation == .easeOut(duration: 0.2))
    }

    @Test("R60: removing the view from its window mid-gesture runs no onEnded and resets the state")
    func removingTheViewResetsTheState() {
        let scene = ValueGestureScene()
        let (state, _) = attachJournaledDrag(to: scene)

        scene.simulator.down(at: CGPoint(x: 200, y: 200))
        scene.simulator.move(to: CGPoint(x: 200, y: 230))
        scene.inner.removeFromSuperview()
        let afterRemoval = state.wrappedValue
        scene.simulator.up()

        #expect(afterRemoval == -1)
        #expect(!scene.journal.lines.contains { $0.hasPrefix("onEnded") })
    }

    @Test("R60: remove() mid-gesture runs no onEnded and resets the state; the view no longer lists it")
    func removeResetsTheState() {
        let scene = ValueGestureScene()
        let (state, attached) = attachJournaledDrag(to: scene)

        scene.simulator.down(at: CGPoint(x: 200, y: 200))
        scene.simulator.move(to: CGPoint(x: 200, y: 230))
        attached.remove()
        let afterRemoval = state.wrappedValue
        scene.simulator.up()

        #expect(afterRemoval == -1)
        #expect(!scene.journal.lines.contains { $0.hasPrefix("onEnded") })
        #expect(scene.inner.attachedGestures.isEmpty)
        #expect(attached.view == nil)
    }

    @Test("R60: disabling a running gesture runs no onEnded and resets the state; the next sequence does not recognize it")
    func disablingResetsTheState() {
        let scene = ValueGestureScene()
        let (state, attached) = attachJournaledDrag(to: scene)

        scene.simulator.down(at: CGPoint(x: 200, y: 200))
        scene.simulator.move(to: CGPoint(x: 200, y: 230))
        attached.isEnabled = false
        let afterDisabling = state.wrappedValue
        scene.simulator.up()
        scene.journal.clear()
        scene.simulator.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 260), duration: 0.2)

        #expect(afterDisabling == -1)
        #expect(scene.journal.lines.isEmpty)
        #expect(attached.mask == .subviews)
    }

    @Test("R60: states reset after a success before the next sequence can write them")
    func aSecondSequenceStartsFromTheInitialValue() {
        let scene = ValueGestureScene()
        let (state, _) = attachJournaledDrag(to: scene)

        scene.simulator.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 190), duration: 0.2, steps: 2)
        scene.journal.clear()
        scene.simulator.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 170), duration: 0.2, steps: 1)

        #expect(scene.journal.lines.first == "updating 20.0 from -1.0")
        #expect(state.wrappedValue == -1)
    }
}
