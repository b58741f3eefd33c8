import Foundation
import TargetAction

/// A window holding one view at `frame` with `recognizer` attached to it.
public func windowWithView(
    at frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 300), holding recognizer: GestureRecognizer
) -> (window: Window, view: View) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let view = View(frame: frame)
    window.addSubview(view)
    view.addGestureRecognizer(recognizer)
    return (window, view)
}
