import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R44: what a switch and a slider do with their touches, and bad values.
@Suite struct SwitchSliderRuleTests {
    @Test("R44: a tap toggles a switch: touchUpInside, valueChanged, primaryActionTriggered")
    func r44_switchTap() {
        let scene = ControlScene()
        var isOnInValueChanged: Bool?
        scene.toggle.addAction(Action { action in isOnInValueChanged = (action.sender as? Switch)?.isOn }, for: .valueChanged)

        scene.simulator.tap(at: CGPoint(40, 115))

        #expect(scene.toggle.isOn && isOnInValueChanged == true)
        #expect(scene.events(of: "switch") == ["touchDown", "touchUpInside", "valueChanged", "primaryActionTriggered"])
        scene.simulator.wait(1)
        scene.simulator.tap(at: CGPoint(40, 115))
        #expect(!scene.toggle.isOn)
    }

    @Test("R44: a lift outside the switch does not toggle it")
    func r44_switchUpOutside() {
        let scene = ControlScene()
        scene.simulator.down(at: CGPoint(40, 115))
        scene.simulator.move(to: CGPoint(40, 400))
        scene.simulator.up()

        #expect(!scene.toggle.isOn)
        #expect(!scene.events(of: "switch").contains("valueChanged"))
    }

    @Test("R44: setOn and setValue send nothing")
    func r44_programmaticSendsNothing() {
        let scene = ControlScene()
        scene.toggle.setOn(true, animated: true)
        scene.toggle.isOn = false
        scene.slider.setValue(0.7, animated: true)
        scene.slider.value = 0.2

        #expect(scene.journal.entries.isEmpty)
        #expect(!scene.toggle.isOn && scene.slider.value == 0.2)
    }

    @Test("R44: the thumb frame is 28 wide, as tall as the slider, centred by value")
    func r44_thumbFrame() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 228, height: 30))
        #expect(slider.thumbFrame == CGRect(x: 0, y: 0, width: 28, height: 30))
        slider.value = 0.5
        #expect(slider.thumbFrame == CGRect(x: 100, y: 0, width: 28, height: 30))
        slider.minimumValue = -1
        slider.maximumValue = 3
        slider.value = 3
        #expect(slider.thumbFrame == CGRect(x: 200, y: 0, width: 28, height: 30))
    }

    @Test("R44: the value follows the finger, clamped; valueChanged on each change while continuous")
    func r44_continuous() {
        let scene = ControlScene()
        let start = scene.thumbCentre   // window x 34: value 0
        scene.simulator.down(at: start)
        scene.simulator.move(to: CGPoint(x: 84, y: start.y))
        let quarter = scene.slider.value
        scene.simulator.move(to: CGPoint(x: 134, y: start.y))
        let half = scene.slider.value
        scene.simulator.move(to: CGPoint(x: 500, y: start.y))
        scene.simulator.up()

        #expect(quarter == 0.25 && half == 0.5 && scene.slider.value == 1)
        #expect(scene.events(of: "slider").filter { $0 == "valueChanged" }.count == 3)
    }

    @Test("R44: not continuous: one valueChanged at the lift, if the value changed")
    func r44_notContinuous() {
        let scene = ControlScene()
        scene.slider.isContinuous = false
        let start = scene.thumbCentre
        scene.simulator.drag(from: start, to: CGPoint(x: 134, y: start.y), duration: 0.2)
        scene.simulator.wait(1)
        scene.simulator.tap(at: scene.thumbCentre)

        #expect(scene.slider.value == 0.5)
        let events = scene.events(of: "slider")
        #expect(events.filter { $0 == "valueChanged" }.count == 1)
        #expect(events.firstIndex(of: "valueChanged")! > events.firstIndex(of: "touchUpInside")!)
    }

    @Test("R44: a touch on the track away from the thumb is not tracked")
    func r44_trackOffThumb() {
        let scene = ControlScene()
        scene.simulator.drag(from: CGPoint(200, 215), to: CGPoint(100, 215), duration: 0.2)

        #expect(scene.slider.value == 0)
        #expect(scene.events(of: "slider").isEmpty)
    }

    @Test("R44: the 10-point grab margin around the thumb is a setting")
    func r44_grabMargin() {
        let scene = ControlScene()
        scene.simulator.tap(at: CGPoint(57, 215))   // 9 points right of the thumb (20…48)
        let grabbed = scene.events(of: "slider").first
        scene.slider.thumbTouchMargin = 0
        scene.simulator.wait(1)
        scene.simulator.tap(at: CGPoint(57, 215))

        #expect(grabbed == "touchDown")
        #expect(scene.events(of: "slider").filter { $0 == "touchDown" }.count == 1)
    }

    @Test("R44, R158, R30: non-finite values and bounds are reported and change nothing")
    func r44_badValues() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 228, height: 30))
        slider.value = 0.5
        let (_, failures) = FailureReporter.capturing {
            slider.value = .nan
            slider.setValue(.infinity, animated: false)
            slider.minimumValue = .nan
            slider.maximumValue = -.infinity
        }

        #expect(failures.count == 4)
        #expect(failures[0].message.contains("must be finite"))
        #expect(failures[2].message.contains("minimumValue = nan: it must be finite. It stays 0.0."))
        #expect(failures[3].message.contains("maximumValue = -inf: it must be finite. It stays 1.0."))
        #expect(slider.value == 0.5 && slider.minimumValue == 0 && slider.maximumValue == 1)
    }

    @Test("R44: a new range clamps the value, and sends nothing")
    func r44_rangeClamps() {
        let slider = Slider(frame: .zero)
        var sent = 0
        slider.addAction(Action { _ in sent += 1 }, for: .valueChanged)
        slider.value = 0.8
        slider.maximumValue = 0.5

        #expect(slider.value == 0.5 && sent == 0)
    }
}
