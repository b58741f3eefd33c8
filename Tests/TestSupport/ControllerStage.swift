import Foundation
import Mocks
import TargetAction

/// A controller on screen: an iPhone-sized window, the controller's view in it, and a touch
/// simulator on the window's virtual time.
public struct ControllerStage<Controller: ViewController> {
    public let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    public let controller: Controller
    public let simulator: TouchSimulator
    /// The controller that presents ``controller``, when it was presented.
    public let host: ViewController?

    /// `controller` as the window's root.
    public init(_ controller: Controller) {
        self.controller = controller
        host = nil
        window.rootViewController = controller
        simulator = TouchSimulator(window: window)
    }

    /// `controller` presented over a plain root controller, so that it can dismiss itself.
    public init(presenting controller: Controller) {
        self.controller = controller
        let host = ViewController()
        self.host = host
        window.rootViewController = host
        host.present(controller, animated: false, completion: nil)
        simulator = TouchSimulator(window: window)
    }

    /// The centre of `view` in window coordinates.
    public func center(of view: View) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }
}
