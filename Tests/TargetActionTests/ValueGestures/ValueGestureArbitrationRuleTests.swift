import Foundation
import Mocks
@testable import TargetAction
import Testing

/// R69: an attached gesture is one recognizer among the view's, arbitrated with UIKit-style
/// recognizers and controls; and bad settings (R59-R64, R67).
@Suite struct ValueGestureArbitrationRuleTests {
    /// Records the states its recognizers report through their actions.
    final class StateLog: Responder {
        private(set) var states: [GestureRecognizer.State] = []

        override init() {
            super.init()
            publish("record:", StateLog.record)
        }

        private func record(_ recognizer: GestureRecognizer) {
            states.append(recognizer.state)
        }
    }

    @Test("R69: its recognizer begins when a drag becomes active, changes with every update and ends with it")
    func theRecognizerFollowsADrag() {
        let scene = ValueGestureScene()
        let log = StateLog()
        let attached = scene.inner.gesture(DragGesture())
        attached.recognizer.addTarget(log, action: "record:")

        scene.simulator.down(at: CGPoint(x: 150, y: 150))
        scene.simulator.move(to: CGPoint(x: 155, y: 150))
        let whilePossible = attached.recognizer.state
        scene.simulator.move(to: CGPoint(x: 170, y: 150))
        scene.simulator.move(to: CGPoint(x: 190, y: 150))
        scene.simulator.up()

        #expect(whilePossible == .possible)
        #expect(log.states == [.began, .changed, .ended])
    }

    @Test("R69: a long press's recognizer stays possible while it is held and is recognized when it ends")
    func theRecognizerOfALongPressIsRecognizedWhenItEnds() {
        let scene = ValueGestureScene()
        let log = StateLog()
        let attached = scene.inner.gesture(LongPressGesture())
        attached.recognizer.addTarget(log, action: "record:")

        scene.simulator.down(at: ValueGestureScene.innerPoint)
        let held = attached.recognizer.state
        scene.simulator.wait(0.5)
        let ended = attached.recognizer.state
        scene.simulator.up()

        #expect(held == .possible)
        #expect(ended == .ended)
        #expect(log.states == [.ended])
    }

    @Test("R69: a UIKit recognizer can require an attached gesture, found by its name, to fail")
    func aUIKitRecognizerRequiresAnAttachedGestureToFail() throws {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.gesture(TapGesture(count: 2).onEnded { journal.write("double") }, name: "double tap")
        let single = TapGestureRecognizer(target: nil, action: nil)
        single.addTarget(scene.journal, action: { (journal: GestureJournal) in { (_: TapGestureRecognizer) in journal.write("single") } })
        scene.inner.addGestureRecognizer(single)
        let double = try #require(scene.inner.gestureRecognizers?.first { $0.name == "double tap" })
        single.require(toFail: double)

        scene.simulator.tap(at: ValueGestureScene.innerPoint)
        let beforeTheDoubleFails = journal.lines
        scene.simulator.wait(0.35)
        scene.simulator.wait(1)
        scene.simulator.tap(at: ValueGestureScene.innerPoint, count: 2)
        scene.simulator.wait(1)

        #expect(beforeTheDoubleFails.isEmpty)
        #expect(journal.lines == ["single", "double"])
    }

    /// Lets its recognizer recognize with any other.
    final class Simultaneous: GestureRecognizerDelegate {
        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
    }

    @Test("R69: a UIKit pan and an attached drag on one view: the first to begin wins, unless a delegate lets them recognize together",
          arguments: [false, true])
    func aDelegateLetsAPanRecognizeWithADrag(together: Bool) {
        let scene = ValueGestureScene()
        let journal = scene.journal
        let delegate = Simultaneous()
        let pan = PanGestureRecognizer(target: nil, action: nil)
        pan.addTarget(journal, action: { (journal: GestureJournal) in { (pan: PanGestureRecognizer) in journal.write("pan \(pan.state)") } })
        if together { pan.delegate = delegate }
        scene.inner.addGestureRecognizer(pan)
        scene.inner.gesture(DragGesture(minimumDistance: 30).onChanged { _ in journal.write("drag") })

        scene.simulator.down(at: CGPoint(x: 150, y: 150))
        scene.simulator.move(to: CGPoint(x: 190, y: 150))
        scene.simulator.up()

        #expect(journal.lines == (together ? ["pan .began", "drag", "pan .changed", "pan .ended"] : ["pan .began", "pan .changed", "pan .ended"]))
    }

    @Test("R69, R60: a long press held (active at its touch-down) loses the touch to a pan that begins: cancelled, its state reset, no onEnded")
    func aPanThatBeginsCancelsAHeldLongPress() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        let pressing = GestureState(wrappedValue: false)
        scene.inner.gesture(LongPressGesture(maximumDistance: 100)
            .updating(pressing) { value, state, _ in state = value }
            .onEnded { _ in journal.write("onEnded") })
        scene.outer.addGestureRecognizer(PanGestureRecognizer(target: nil, action: nil))

        scene.simulator.down(at: CGPoint(x: 150, y: 150))
        let held = pressing.wrappedValue
        scene.simulator.move(to: CGPoint(x: 170, y: 150))   // the pan begins
        let afterThePanBegan = pressing.wrappedValue
        scene.simulator.wait(1)
        scene.simulator.up()

        #expect(held)
        #expect(!afterThePanBegan)
        #expect(journal.lines.isEmpty)
    }

    @Test("R69: a button beats an attached one-tap tap on a view around it, as it beats a tap recognizer")
    func aButtonBeatsAnAttachedTap() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        let button = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        scene.inner.addSubview(button)
        button.addAction(Action { _ in journal.write("button") }, for: .touchUpInside)
        scene.inner.onTapGesture { journal.write("tap") }

        scene.simulator.tap(at: CGPoint(x: 170, y: 142))   // on the button
        scene.simulator.wait(1)
        scene.simulator.tap(at: CGPoint(x: 250, y: 250))   // beside it

        #expect(journal.lines == ["button", "tap"])
    }

    /// A view whose `gestureRecognizerShouldBegin` says no to every recognizer (R7).
    final class RefusingView: View {
        override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { false }
    }

    @Test("R69, R60: a press whose own callback moves the clock past its duration waits for arbitration before onEnded; refused (R7), it fails without onEnded")
    func aPressEndedInsideItsOwnCallbackWaitsForArbitration() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        let clock = scene.window.clock
        let refusing = RefusingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        scene.inner.addSubview(refusing)
        refusing.gesture(LongPressGesture(minimumDuration: 0.5)
            .onChanged { _ in clock.advance(by: 1) }   // the press ends while its callbacks run
            .onEnded { _ in journal.write("onEnded") })

        scene.simulator.down(at: CGPoint(x: 200, y: 200))
        let state = refusing.attachedGestures.first?.recognizer.state
        scene.simulator.up()

        #expect(state == .failed)
        #expect(journal.lines.isEmpty)
    }

    /// Gestures attached with a setting that makes no sense, and what is reported.
    enum BadSetting: CaseIterable, Sendable {
        case dragDistance, tapCount, pressDuration, pressDistance, scaleDelta, angleDelta, spatialTapCount

        var message: String {
            switch self {
            case .dragDistance: "DragGesture(minimumDistance: -1.0): minimumDistance must be finite and not negative."
            case .tapCount: "TapGesture(count: 0): count must be at least 1."
            case .pressDuration: "LongPressGesture(minimumDuration: nan): minimumDuration must be finite and not negative."
            case .pressDistance: "LongPressGesture(maximumDistance: -2.0): maximumDistance must be finite and not negative."
            case .scaleDelta: "MagnifyGesture(minimumScaleDelta: inf): minimumScaleDelta must be finite and not negative."
            case .angleDelta: "RotateGesture(minimumAngleDelta: -0.1): minimumAngleDelta must be finite and not negative."
            case .spatialTapCount: "SpatialTapGesture(count: -1): count must be at least 1."
            }
        }

        func attach(to view: View) -> AttachedGesture {
            switch self {
            case .dragDistance: view.gesture(DragGesture(minimumDistance: -1))
            case .tapCount: view.gesture(TapGesture(count: 0))
            case .pressDuration: view.gesture(LongPressGesture(minimumDuration: .nan))
            case .pressDistance: view.gesture(LongPressGesture(maximumDistance: -2))
            case .scaleDelta: view.gesture(MagnifyGesture(minimumScaleDelta: .infinity))
            case .angleDelta: view.gesture(RotateGesture(minimumAngleDelta: .radians(-0.1)))
            case .spatialTapCount: view.onTapGesture(count: -1) { (_: CGPoint) in }
            }
        }
    }

    @Test("R59-R64: a setting that makes no sense is reported at the attaching line, and the gesture never recognizes and blocks nothing",
          arguments: BadSetting.allCases)
    func aBadSettingIsReportedAndNeverRecognizes(_ setting: BadSetting) {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.outer.onTapGesture { journal.write("outer") }

        let (attached, failures) = FailureReporter.capturing { setting.attach(to: scene.inner) }
        scene.simulator.tap(at: ValueGestureScene.innerPoint)

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains(setting.message) == true)
        #expect(failures.first?.message.contains("never recognizes (R67)") == true)
        #expect(failures.first?.fileID.hasSuffix("ValueGestureArbitrationRuleTests.swift") == true)
        #expect(attached.recognizer.state == .possible)
        #expect(journal.lines == ["outer"])
    }
}
