#if canImport(UIKit)
import UIKit
#else
import Foundation
import TargetAction
import UIKitNames
#endif

/// A bottom sheet that rests at one of three heights. A drag moves it with the finger; the lift
/// snaps it to the detent nearest where it would coast to, so a flick carries it past a detent.
public final class BottomSheetController: UIViewController {
    /// The heights of the visible part of the sheet it rests at.
    public enum Detent: CGFloat, CaseIterable, Sendable {
        case collapsed = 120, half = 420, full = 760
    }

    /// How far a lift's velocity carries the sheet before it snaps: a quarter second of coasting.
    public static let projection: CGFloat = 0.25

    public let sheet = UIView(frame: .zero)
    public private(set) var detent = Detent.collapsed
    private var heightAtDragStart: CGFloat = 0

    override public func viewDidLoad() {
        super.viewDidLoad()
        sheet.accessibilityIdentifier = "sheet"
        view.addSubview(sheet)
        place(atHeight: detent.rawValue)
        #if canImport(UIKit)
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handleSheetPan(_:)))
        #else
        publish("handleSheetPan:", BottomSheetController.handleSheetPan)
        let pan = UIPanGestureRecognizer(target: self, action: "handleSheetPan:")
        #endif
        sheet.addGestureRecognizer(pan)
    }

    /// The visible height of the sheet now.
    public var visibleHeight: CGFloat { view.bounds.height - sheet.frame.minY }

    #if canImport(UIKit)
    @objc
    #endif
    private func handleSheetPan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            heightAtDragStart = visibleHeight
        case .changed:
            place(atHeight: heightAtDragStart - pan.translation(in: view).y)
        case .ended, .cancelled:
            let coasted = visibleHeight - pan.velocity(in: view).y * Self.projection
            detent = Detent.allCases.min { abs($0.rawValue - coasted) < abs($1.rawValue - coasted) } ?? .collapsed
            UIView.animate(withDuration: 0.3) { self.place(atHeight: self.detent.rawValue) }
        default:
            break
        }
    }

    /// Puts the sheet's top edge `height` above the bottom, within the detents.
    private func place(atHeight height: CGFloat) {
        let clamped = min(max(height, Detent.collapsed.rawValue), Detent.full.rawValue)
        sheet.frame = CGRect(x: 0, y: view.bounds.height - clamped, width: view.bounds.width, height: Detent.full.rawValue)
    }
}
