import DemoControllers
import Foundation
import Mocks
import TargetAction

/// A controller on screen: an iPhone-sized window, the controller's view in it, and a touch
/// simulator on the window's virtual time.
struct ControllerStage<Controller: ViewController> {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller: Controller
    let simulator: TouchSimulator
    /// The controller that presents ``controller``, when it was presented.
    let host: ViewController?

    /// `controller` as the window's root.
    init(_ controller: Controller) {
        self.controller = controller
        host = nil
        window.rootViewController = controller
        simulator = TouchSimulator(window: window)
    }

    /// `controller` presented over a plain root controller, so that it can dismiss itself.
    init(presenting controller: Controller) {
        self.controller = controller
        let host = ViewController()
        self.host = host
        window.rootViewController = host
        host.present(controller, animated: false, completion: nil)
        simulator = TouchSimulator(window: window)
    }

    /// A point of `view` (its own coordinates) in window coordinates.
    func point(_ point: CGPoint, in view: View) -> CGPoint {
        view.convert(point, to: nil)
    }

    /// The centre of `view` in window coordinates.
    func center(of view: View) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }
}

/// Records every state change of a window's recognizers, by name.
final class RecognizerStateLog: GestureObserver {
    private(set) var transitions: [(name: String, to: GestureRecognizer.State)] = []

    init(window: Window) {
        window.gestureObserver = self
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        transitions.append((recognizer.name ?? "\(type(of: recognizer))", new))
    }

    /// The states `name` entered, resets to `.possible` left out.
    func states(of name: String) -> [GestureRecognizer.State] {
        transitions.filter { $0.name == name && $0.to != .possible }.map(\.to)
    }
}
