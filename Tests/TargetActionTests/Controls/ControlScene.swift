import Foundation
import Mocks
import TestSupport
@testable import TargetAction

/// A 400x800 window: a background view with a one-tap recognizer (logged as "background"), a
/// button, a switch and a slider on it; every control event of each control is logged by name.
struct ControlScene {
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

    /// Adds a one-tap recognizer named "background" to the background view.
    @discardableResult
    func backgroundTap() -> TapGestureRecognizer {
        let tap = TapGestureRecognizer(target: log, action: "record:")
        tap.name = "background"
        background.addGestureRecognizer(tap)
        return tap
    }

    /// Adds a pan named "pan" to the background view.
    @discardableResult
    func backgroundPan() -> PanGestureRecognizer {
        let pan = PanGestureRecognizer(target: log, action: "record:")
        pan.name = "pan"
        background.addGestureRecognizer(pan)
        return pan
    }

    /// Logs every event `control` sends as "name event".
    func record(_ control: Control, as name: String) {
        let journal = journal
        for (event, eventName) in Control.Event.names {
            control.addAction(Action { _ in journal.entries.append("\(name) \(eventName)") }, for: event)
        }
    }

    /// The events logged for `name`, without the name.
    func events(of name: String) -> [String] {
        journal.entries.filter { $0.hasPrefix(name + " ") }.map { String($0.dropFirst(name.count + 1)) }
    }

    /// Where the slider's thumb is, in window coordinates.
    var thumbCentre: CGPoint {
        let thumb = slider.thumbFrame
        return slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
    }
}
