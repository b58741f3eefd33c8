import Foundation
import TargetAction

/// A screen whose "Open" button presents a sheet that VoiceOver treats as modal and that its
/// escape gesture dismisses.
///
/// Technique: a presented ``Sheet`` (its view fills the window, R141) whose view has
/// `accessibilityViewIsModal`, so VoiceOver reaches only the sheet's elements while it is shown,
/// and whose controller overrides `accessibilityPerformEscape()` to dismiss itself and answer true
/// (R152): the escape from any element of the sheet climbs to it. Sighted users dismiss it with
/// its "Close" button or a tap on the dimmed background above it, which VoiceOver does not reach;
/// a tap on its "Handle", a plain view made an element with the `.button` trait, expands or
/// collapses it (R143: VoiceOver's activation taps it). How each dismissal came about is kept in
/// ``dismissals``.
open class AccessibleSheetViewController: ViewController {
    /// How the sheet was dismissed.
    public enum Dismissal: Sendable, Equatable, CustomStringConvertible {
        /// The sheet's "Close" button.
        case closeButton
        /// VoiceOver's escape (a two-finger Z): `accessibilityPerformEscape()`.
        case escape
        /// A tap on the dimmed background above the sheet.
        case backgroundTap

        public var description: String {
            switch self {
            case .closeButton: "Close button"
            case .escape: "escape"
            case .backgroundTap: "background tap"
            }
        }
    }

    /// Presents ``sheet``.
    public private(set) var openButton: Button!
    /// The sheet the "Open" button presents, the same one each time.
    public let sheet = Sheet()
    /// How the sheet was dismissed, in order.
    public private(set) var dismissals: [Dismissal] = []
    /// How many times the sheet was presented.
    public private(set) var presentationCount = 0

    /// Whether the sheet is presented.
    public var isSheetShown: Bool { presentedViewController === sheet }

    override open func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        let open = Button(configuration: .filled(), primaryAction: Action(title: "Open") { [weak self] _ in
            self?.presentSheet()
        })
        open.frame = CGRect(x: bounds.midX - 70, y: 200, width: 140, height: 50)
        open.accessibilityIdentifier = "open"
        view.addSubview(open)
        openButton = open
        sheet.onDismiss = { [weak self] dismissal in self?.dismissals.append(dismissal) }
    }

    private func presentSheet() {
        guard !isSheetShown else { return }
        sheet.collapse()
        present(sheet, animated: true, completion: nil)
        presentationCount += 1
    }
}
