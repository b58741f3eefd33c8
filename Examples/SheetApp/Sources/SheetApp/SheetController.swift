import Foundation
import TargetAction

/// A sheet that a flick down, or a drag past half its height, dismisses.
public final class SheetController: ViewController {
    public private(set) var isDismissed = false

    override public func viewDidLoad() {
        super.viewDidLoad()
        publish("handlePan:", SheetController.handlePan)   // the handler stays private
        view.addGestureRecognizer(PanGestureRecognizer(target: self, action: "handlePan:"))
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        guard pan.state == .ended else { return }
        let translation = pan.translation(in: view).y
        if pan.velocity(in: view).y > 1000 || translation > view.bounds.height / 2 {
            isDismissed = true
        }
    }
}
