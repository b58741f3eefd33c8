import Foundation
import Mocks
@testable import TargetAction
import Testing

/// R65: `simultaneously`, `exclusively`, `sequenced`, `map`, custom gestures.
@Suite struct CompositionRuleTests {
    @Test("R65: simultaneously: active while either is, a side with no value reads nil; it ends when both are done, a failed side nil")
    func simultaneousGesturesShareEveryTouch() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.gesture(LongPressGesture(minimumDuration: 1).simultaneously(with: DragGesture())
            .onChanged { journal.write("onChanged \(String(describing: $0.first)) \($0.second.map { "\($0.translation.height)" } ?? "nil")") }
            .onEnded { journal.write("onEnded \(String(describing: $0.first)) \($0.second.map { "\($0.translation.height)" } ?? "nil")") })

        scene.simulator.down(at: CGPoint(x: 200, y: 150))
        scene.simulator.move(to: CGPoint(x: 200, y: 170))   // the press fails (moved 20), the drag begins
        scene.simulator.up()

        #expect(journal.lines == [
            "onChanged Optional(true) nil",
            "onChanged nil 20.0",
            "onEnded nil 20.0",
        ])
    }

    @Test("R65: simultaneously fails when both fail")
    func simultaneousFailsWhenBothFail() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.gesture(TapGesture(count: 2).simultaneously(with: DragGesture()).onEnded { _ in journal.write("onEnded") })

        scene.simulator.tap(at: ValueGestureScene.innerPoint)
        scene.simulator.wait(1)

        #expect(journal.lines.isEmpty)
        #expect(scene.inner.attachedGestures.first?.recognizer.state == .possible)
    }

    @Test("R65: exclusively: the second recognizes only after the first fails; the first wins whenever both could")
    func exclusiveGesturesPreferTheFirst() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.gesture(TapGesture(count: 2).map { "double" }.exclusively(before: TapGesture().map { "single" })
            .onEnded { value in
                switch value {
                case .first(let name), .second(let name): journal.write(name)
                }
            })

        scene.simulator.tap(at: ValueGestureScene.innerPoint, count: 2)
        scene.simulator.wait(1)
        scene.simulator.tap(at: ValueGestureScene.innerPoint)
        let beforeTheDoubleFails = journal.lines
        scene.simulator.wait(0.35)

        #expect(beforeTheDoubleFails == ["double"])
        #expect(journal.lines == ["double", "single"])
    }

    @Test("R65: exclusively: the second's callbacks wait while the first is undecided, then it goes on from where it is")
    func anExclusiveSecondWaitsForTheFirstToFail() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.gesture(TapGesture().exclusively(before: DragGesture().onChanged { journal.write("drag \($0.translation.width)") }))

        scene.simulator.down(at: CGPoint(x: 150, y: 150))
        scene.simulator.move(to: CGPoint(x: 170, y: 150))   // the drag is past 10, the tap still possible
        let whileTheTapIsPossible = journal.lines
        scene.simulator.move(to: CGPoint(x: 200, y: 150))   // 50 points: the tap fails
        scene.simulator.up()

        #expect(whileTheTapIsPossible.isEmpty)
        #expect(journal.lines == ["drag 50.0"])
    }

    @Test("R65: sequenced: .first while the first runs, .second(v, nil) once it ended, .second(v, w) once the second is active; the second starts on the touch already down, where it is then")
    func aSequenceHandsTheTouchToTheSecond() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
            .onChanged { value in
                switch value {
                case .first(let pressing): journal.write("first \(pressing)")
                case .second(let pressed, let drag): journal.write("second \(pressed) \(drag.map { "from \($0.startLocation.x) by \($0.translation.width)" } ?? "nil")")
                }
            }
            .onEnded { _ in journal.write("onEnded") })

        scene.simulator.down(at: CGPoint(x: 150, y: 150))
        scene.simulator.move(to: CGPoint(x: 155, y: 150))   // within the press's 10 points
        scene.simulator.wait(0.5)
        scene.simulator.move(to: CGPoint(x: 162, y: 150))   // 7 from where the drag started: still possible
        scene.simulator.move(to: CGPoint(x: 175, y: 150))   // 20: active
        scene.simulator.up()

        #expect(journal.lines == [
            "first true",
            "second true nil",
            "second true from 55.0 by 20.0",
            "onEnded",
        ])
    }

    @Test("R65: sequenced fails when either fails")
    func aSequenceFailsWithEitherSide() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        let state = GestureState(wrappedValue: 0)
        scene.inner.gesture(LongPressGesture().sequenced(before: DragGesture())
            .updating(state) { _, state, _ in state += 1 }
            .onEnded { _ in journal.write("onEnded") })

        scene.simulator.down(at: ValueGestureScene.innerPoint)
        scene.simulator.wait(0.6)
        let pressed = state.wrappedValue
        scene.simulator.up()   // before the drag became active: it fails, so the sequence fails

        #expect(pressed == 2)   // .first(true) at touch-down, .second(true, nil) at 0.5 s
        #expect(state.wrappedValue == 0)
        #expect(journal.lines.isEmpty)
    }

    @Test("R65: map transforms the value in every phase")
    func mapTransformsEveryPhase() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.gesture(DragGesture().map { Int($0.translation.height) }
            .onChanged { journal.write("onChanged \($0)") }
            .onEnded { journal.write("onEnded \($0)") })

        scene.simulator.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 190), duration: 0.2, steps: 2)

        #expect(journal.lines == ["onChanged 20", "onChanged 40", "onEnded 40"])
    }

    /// A custom gesture: a drag that reports only whether it went down the screen.
    struct DownwardDrag: Gesture {
        var body: some Gesture<Bool> {
            DragGesture().map { $0.translation.height > 0 }
        }
    }

    @Test("R65: a custom gesture behaves as its body")
    func aCustomGestureIsItsBody() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.gesture(DownwardDrag().onEnded { journal.write("downward \($0)") })

        scene.simulator.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 120), duration: 0.2)

        #expect(journal.lines == ["downward false"])
    }

    @Test("R65: AnyGesture runs the gesture it wraps")
    func anyGestureRunsWhatItWraps() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        let gesture = AnyGesture(TapGesture(count: 2).map { "two" })
        scene.inner.gesture(gesture.onEnded { journal.write($0) })

        scene.simulator.tap(at: ValueGestureScene.innerPoint, count: 2)

        #expect(journal.lines == ["two"])
    }
}
