import Foundation
import Mocks
@testable import TargetAction
import Testing

/// R63, R64: drags, magnify and rotate gestures from real touches.
@Suite struct DragMagnifyRotateRuleTests {
    /// Attaches `gesture` to `scene.inner`, journaling each value's description of `describe`.
    private func journal<T: Gesture>(_ gesture: T, on scene: ValueGestureScene, _ describe: @escaping (T.Value) -> String) where T.Value: Equatable {
        let journal = scene.journal
        scene.inner.gesture(gesture
            .onChanged { journal.write("onChanged " + describe($0)) }
            .onEnded { journal.write("onEnded " + describe($0)) })
    }

    @Test("R63: possible until minimumDistance window points from the touch-down; startLocation is the touch-down, so the first translation holds the whole distance")
    func aDragBecomesActiveAtItsMinimumDistance() {
        let scene = ValueGestureScene()
        journal(DragGesture(minimumDistance: 10), on: scene) {
            "start \($0.startLocation.x),\($0.startLocation.y) translation \($0.translation.width),\($0.translation.height)"
        }

        scene.simulator.down(at: CGPoint(x: 150, y: 150))
        scene.simulator.move(to: CGPoint(x: 156, y: 157.9))   // 9.99 points
        let below = scene.journal.lines
        scene.simulator.move(to: CGPoint(x: 156, y: 158))     // 10 points
        scene.simulator.up()

        #expect(below.isEmpty)
        #expect(scene.journal.lines == ["onChanged start 50.0,50.0 translation 6.0,8.0", "onEnded start 50.0,50.0 translation 6.0,8.0"])
    }

    @Test("R63: minimumDistance 0 makes the drag active at its touch-down")
    func aZeroDistanceDragIsActiveAtTouchDown() {
        let scene = ValueGestureScene()
        journal(DragGesture(minimumDistance: 0), on: scene) { "\($0.translation.width)" }

        scene.simulator.down(at: ValueGestureScene.innerPoint)

        #expect(scene.journal.lines == ["onChanged 0.0"])
    }

    @Test("R63: a lift before the drag became active fails it")
    func aLiftBeforeTheDistanceFailsTheDrag() {
        let scene = ValueGestureScene()
        journal(DragGesture(), on: scene) { "\($0.translation)" }

        scene.simulator.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 155, y: 150), duration: 0.1)

        #expect(scene.journal.lines.isEmpty)
    }

    @Test("R63: a second finger fails the drag, active or not: no onEnded, and only the state resets")
    func aSecondFingerFailsTheDrag() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        let state = GestureState(wrappedValue: CGFloat(0))
        scene.inner.gesture(DragGesture()
            .updating(state) { value, state, _ in state = value.translation.width }
            .onEnded { _ in journal.write("onEnded") })

        scene.simulator.down(at: CGPoint(x: 150, y: 150), finger: 0)
        scene.simulator.move(to: CGPoint(x: 180, y: 150), finger: 0)
        let active = state.wrappedValue
        scene.simulator.down(at: CGPoint(x: 250, y: 250), finger: 1)
        let afterSecond = state.wrappedValue
        scene.simulator.up(finger: 0)
        scene.simulator.up(finger: 1)

        #expect(active == 30)
        #expect(afterSecond == 0)
        #expect(journal.lines.isEmpty)
    }

    @Test("R63: time is the event's timestamp; velocity is points per second, blended as a pan's; the prediction is velocity × 0.25")
    func aDragReportsTimeVelocityAndPrediction() throws {
        let scene = ValueGestureScene()
        var last: DragGesture.Value?
        scene.inner.gesture(DragGesture().onChanged { last = $0 })

        scene.simulator.down(at: CGPoint(x: 150, y: 150))
        scene.simulator.wait(0.1)
        scene.simulator.move(to: CGPoint(x: 170, y: 150))   // 200 points per second
        scene.simulator.wait(0.1)
        scene.simulator.move(to: CGPoint(x: 210, y: 150))   // 400 points per second

        let value = try #require(last)
        #expect(value.time == Date(timeIntervalSinceReferenceDate: scene.window.clock.now))
        #expect(abs(value.velocity.width - (0.2 * 400 + 0.8 * 200)) < 1e-9)
        #expect(abs(value.predictedEndLocation.x - (110 + 240 * 0.25)) < 1e-9)
        #expect(abs(value.predictedEndTranslation.width - (60 + 240 * 0.25)) < 1e-9)
    }

    @Test("R63, R68: a drag in .global reports window coordinates; in .local, the view's, through its transform")
    func aDragReportsItsCoordinateSpace() {
        let scene = ValueGestureScene()
        scene.inner.transform = CGAffineTransform(scaleX: 2, y: 2)   // about its centre (200, 200)
        var local: DragGesture.Value?
        var global: DragGesture.Value?
        scene.inner.simultaneousGesture(DragGesture(coordinateSpace: .local).onChanged { local = $0 })
        scene.inner.simultaneousGesture(DragGesture(coordinateSpace: .global).onChanged { global = $0 })

        scene.simulator.down(at: CGPoint(x: 200, y: 200))
        scene.simulator.move(to: CGPoint(x: 240, y: 200))

        #expect(global?.location == CGPoint(x: 240, y: 200))
        #expect(global?.translation == CGSize(width: 40, height: 0))
        #expect(local?.location == CGPoint(x: 120, y: 100))
        #expect(local?.translation == CGSize(width: 20, height: 0))
    }

    @Test("R64: magnify is active once the magnification is minimumScaleDelta from 1; startLocation is the centroid when the second finger went down, startAnchor its fraction of the bounds")
    func aMagnifyReportsItsStart() {
        let scene = ValueGestureScene()
        journal(MagnifyGesture(minimumScaleDelta: 0.1), on: scene) {
            "\($0.magnification) at \($0.startLocation.x),\($0.startLocation.y) anchor \($0.startAnchor.x),\($0.startAnchor.y)"
        }

        scene.simulator.down(at: CGPoint(x: 130, y: 150), finger: 0)
        scene.simulator.down(at: CGPoint(x: 170, y: 150), finger: 1)   // 40 apart, centred on (150, 150)
        scene.simulator.move(to: CGPoint(x: 128, y: 150), finger: 0)   // 42 apart: 1.05
        let below = scene.journal.lines
        scene.simulator.move(to: CGPoint(x: 174, y: 150), finger: 1)   // 46 apart: 1.15
        scene.simulator.up(finger: 0)
        scene.simulator.up(finger: 1)

        #expect(below.isEmpty)
        #expect(scene.journal.lines.count == 2)
        #expect(scene.journal.lines.first?.hasPrefix("onChanged 1.15") == true)
        #expect(scene.journal.lines.first?.hasSuffix("at 50.0,50.0 anchor 0.25,0.25") == true)
        #expect(scene.journal.lines.last?.hasPrefix("onEnded 1.15") == true)
    }

    @Test("R64: a rotate is active once it turned minimumAngleDelta, clockwise positive; the first finger to lift ends it")
    func aRotateEndsAtTheFirstLift() {
        let scene = ValueGestureScene()
        var values: [Double] = []
        scene.inner.gesture(RotateGesture(minimumAngleDelta: .degrees(5)).onEnded { values.append($0.rotation.degrees) })

        scene.simulator.rotate(center: ValueGestureScene.innerPoint, radius: 50, from: 0, to: .pi / 4, duration: 0.2, steps: 5)

        #expect(values.count == 1)
        #expect(abs((values.first ?? 0) - 45) < 0.0001)
    }

    @Test("R64: a lift before it became active fails it; a third finger is ignored")
    func aTwoFingerGestureFailsOnAnEarlyLiftAndIgnoresAThirdFinger() {
        let scene = ValueGestureScene()
        var ended: [CGFloat] = []
        scene.inner.gesture(MagnificationGesture().onEnded { ended.append($0) })

        scene.simulator.down(at: CGPoint(x: 130, y: 150), finger: 0)
        scene.simulator.down(at: CGPoint(x: 170, y: 150), finger: 1)
        scene.simulator.up(finger: 1)
        scene.simulator.up(finger: 0)
        scene.simulator.wait(1)
        scene.simulator.down(at: CGPoint(x: 130, y: 150), finger: 0)
        scene.simulator.down(at: CGPoint(x: 170, y: 150), finger: 1)
        scene.simulator.down(at: CGPoint(x: 150, y: 250), finger: 2)
        scene.simulator.move(to: CGPoint(x: 190, y: 150), finger: 1)   // 60 apart: 1.5
        scene.simulator.move(to: CGPoint(x: 150, y: 280), finger: 2)
        scene.simulator.up(finger: 2)
        scene.simulator.up(finger: 0)
        scene.simulator.up(finger: 1)

        #expect(ended == [1.5])
    }
}
