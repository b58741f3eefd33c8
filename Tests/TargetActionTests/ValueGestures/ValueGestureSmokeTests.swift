import Foundation
import Mocks
@testable import TargetAction
import Testing

@Suite struct ValueGestureSmokeTests {
    @Test func aDragRunsItsCallbacks() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        let state = GestureState(wrappedValue: CGFloat(0))
        scene.inner.gesture(DragGesture()
            .updating(state) { value, state, _ in state = value.translation.height; journal.write("updating \(value.translation.height)") }
            .onChanged { value in journal.write("changed \(value.translation.height) state \(state.wrappedValue)") }
            .onEnded { value in journal.write("ended \(value.translation.height) state \(state.wrappedValue)") })

        scene.simulator.down(at: CGPoint(x: 200, y: 200))
        scene.simulator.move(to: CGPoint(x: 200, y: 205))
        scene.simulator.move(to: CGPoint(x: 200, y: 215))
        scene.simulator.move(to: CGPoint(x: 200, y: 230))
        #expect(state.wrappedValue == 30)
        scene.simulator.up()

        #expect(journal.lines == [
            "updating 15.0", "changed 15.0 state 15.0",
            "updating 30.0", "changed 30.0 state 30.0",
            "ended 30.0 state 30.0",
        ])
        #expect(state.wrappedValue == 0)
    }
}
