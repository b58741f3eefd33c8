import Foundation
import Mocks
import TestSupport
@testable import TargetAction

/// A 400x800 window: a background view with a one-tap recognizer (logged as "background"), a
/// button, a switch and a slider on it; every control event of each control is logged by name.
struct ControlScene: ControlStage {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let background = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let button = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    let toggle = Switch(frame: CGRect(x: 20, y: 100, width: 51, height: 31))
    /// 228 wide: 200 points of track, so the value is (x − 34) ÷ 200 in window coordinates.
    let slider = Slider(frame: CGRect(x: 20, y: 200, width: 228, height: 30))
    let simulator: TouchSimulator
    let log = ActionLog()
    let journal = CallJournal()

    init() {
        window.addSubview(background)
        for control in [button, toggle, slider] as [Control] { background.addSubview(control) }
        simulator = TouchSimulator(window: window)
        record(button, as: "button")
        record(toggle, as: "switch")
        record(slider, as: "slider")
    }

    /// Where the slider's thumb is, in window coordinates.
    var thumbCentre: CGPoint {
        let thumb = slider.thumbFrame
        return slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
    }
}
