import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R43: controls against their superviews' recognizers: a button, a switch and a slider here; a
/// segmented control, a stepper and a page control in ControlPrecedenceRuleTests+SegmentedStepperPage.swift.
@Suite struct ControlPrecedenceRuleTests {
    @Test("R43: a tap on a button is the button's, not the background tap's")
    func r43_buttonBeatsTap() {
        let scene = ControlScene()
        scene.backgroundTap()

        scene.simulator.tap(at: CGPoint(50, 40))

        #expect(scene.log.entries.isEmpty)
        #expect(scene.events(of: "button") == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("R43, R69: a button beats an attached one-tap gesture, also when it is attached as an Optional or through AnyGesture")
    func r43_buttonBeatsAttachedTapsSeenThroughTheirWrappers() {
        let scene = ControlScene()
        var taps = 0
        let optional: AnyGesture<Void>? = AnyGesture(TapGesture().onEnded { taps += 1 })
        let attached = scene.background.highPriorityGesture(optional, isEnabled: true)

        scene.simulator.tap(at: CGPoint(50, 40))

        #expect(taps == 0)
        #expect(attached.reason?.rule == "R43")
        #expect(attached.reason?.decidedBy === scene.button)
        #expect(scene.events(of: "button") == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("R43: the background tap still works elsewhere")
    func r43_tapElsewhere() {
        let scene = ControlScene()
        scene.backgroundTap()

        scene.simulator.tap(at: CGPoint(300, 600))

        #expect(scene.log.states(of: "background") == [.ended])
        #expect(scene.journal.entries.isEmpty)
    }

    @Test("R43: a switch beats the background tap and toggles")
    func r43_switchBeatsTap() {
        let scene = ControlScene()
        scene.backgroundTap()

        scene.simulator.tap(at: CGPoint(40, 115))

        #expect(scene.log.entries.isEmpty)
        #expect(scene.toggle.isOn)
    }

    @Test("R43: a double tap recognizer or a two-finger tap on an ancestor is not beaten")
    func r43_onlyOneTapOneTouch() {
        let scene = ControlScene()
        let double = scene.backgroundTap()
        double.numberOfTapsRequired = 2

        scene.simulator.tap(at: CGPoint(50, 40), count: 2)

        #expect(scene.log.states(of: "background") == [.ended])
    }

    @Test("R43: a recognizer on the control itself is not affected")
    func r43_ownRecognizer() {
        let scene = ControlScene()
        let tap = TapGestureRecognizer(target: scene.log, action: "record:")
        tap.name = "own"
        scene.button.addGestureRecognizer(tap)

        scene.simulator.tap(at: CGPoint(50, 40))

        #expect(scene.log.states(of: "own") == [.ended])
        #expect(scene.events(of: "button") == ["touchDown", "touchCancel"])
    }

    @Test("R43: a disabled button does not beat the background tap")
    func r43_disabledButton() {
        let scene = ControlScene()
        scene.backgroundTap()
        scene.button.isEnabled = false

        scene.simulator.tap(at: CGPoint(50, 40))

        #expect(scene.log.states(of: "background") == [.ended])
    }

    @Test("R43: a slider beats a pan that starts on its thumb and moves along the track")
    func r43_sliderBeatsPan() {
        let scene = ControlScene()
        scene.backgroundPan()
        let start = scene.thumbCentre

        scene.simulator.drag(from: start, to: CGPoint(x: start.x + 100, y: start.y), duration: 0.2)

        #expect(scene.log.entries.isEmpty)
        #expect(abs(scene.slider.value - 0.5) < 0.0001)
        #expect(scene.events(of: "slider").last == "primaryActionTriggered" || scene.events(of: "slider").last == "touchUpInside")
    }

    @Test("R43: a slider beats a swipe along its track that starts on its thumb")
    func r43_sliderBeatsSwipe() {
        let scene = ControlScene()
        let swipe = SwipeGestureRecognizer(target: scene.log, action: "record:")
        swipe.name = "swipe"
        scene.background.addGestureRecognizer(swipe)
        let start = scene.thumbCentre

        scene.simulator.drag(from: start, to: CGPoint(x: start.x + 120, y: start.y), duration: 0.1)

        #expect(scene.log.entries.isEmpty)
        #expect(scene.slider.value > 0.5)
    }

    @Test("R43: a pan that starts on the track away from the thumb, or across it, takes the touch")
    func r43_panOffThumb() {
        let scene = ControlScene()
        scene.backgroundPan()

        scene.simulator.drag(from: CGPoint(200, 215), to: CGPoint(300, 215), duration: 0.2)
        let offThumb = scene.log.states(of: "pan")
        let start = scene.thumbCentre
        scene.simulator.drag(from: start, to: CGPoint(x: start.x, y: start.y + 100), duration: 0.2)

        #expect(offThumb.first == .began)
        #expect(scene.log.states(of: "pan").filter { $0 == .began }.count == 2)
        #expect(scene.slider.value == 0)
    }

    @Test("R43: a pan that takes the thumb's touch cancels the slider's tracking")
    func r43_crossPanCancelsSlider() {
        let scene = ControlScene()
        scene.backgroundPan()
        let start = scene.thumbCentre

        scene.simulator.drag(from: start, to: CGPoint(x: start.x, y: start.y + 100), duration: 0.2)

        #expect(scene.events(of: "slider") == ["touchDown", "touchCancel"])
        #expect(scene.slider.value == 0)
        #expect(!scene.slider.isTracking)
    }

    @Test("R43: a switch beats a pan that starts on it, in any direction")
    func r43_switchBeatsPan() {
        let scene = ControlScene()
        scene.backgroundPan()

        scene.simulator.drag(from: CGPoint(40, 115), to: CGPoint(40, 300), duration: 0.2)

        #expect(scene.log.entries.isEmpty)
        #expect(scene.events(of: "switch").last == "touchUpOutside")
        #expect(!scene.toggle.isOn)
    }

    @Test("R43: a button does not beat a pan: a drag from it takes the touch and cancels the button")
    func r43_buttonLosesToPan() {
        let scene = ControlScene()
        scene.backgroundPan()

        scene.simulator.drag(from: CGPoint(50, 40), to: CGPoint(50, 300), duration: 0.2)

        #expect(scene.log.states(of: "pan").first == .began)
        #expect(scene.events(of: "button").last == "touchCancel")
    }
}
