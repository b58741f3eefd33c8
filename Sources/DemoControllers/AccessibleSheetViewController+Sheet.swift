import Foundation
import TargetAction

extension AccessibleSheetViewController {
    /// The sheet ``AccessibleSheetViewController`` presents: a panel at the bottom of a dimmed
    /// view that fills the window.
    ///
    /// Its view is modal for VoiceOver (`accessibilityViewIsModal`, R141), and VoiceOver reads the
    /// panel's elements: the ``handle`` ("Handle", a `.button` whose value is "Collapsed" or
    /// "Expanded"), the ``titleView`` ("Details", a heading) and the ``closeButton``. The handle's
    /// tap recognizer is named `"handleTap"` and published as `"handleTapped:"`; the dimmed
    /// background's, on ``dimmingView``, is `"backgroundTap"`, published as `"backgroundTapped:"`.
    open class Sheet: ViewController {
        /// How much of the window the collapsed panel covers (points).
        open var collapsedHeight: CGFloat = 400
        /// How much of the window the expanded panel covers (points).
        open var expandedHeight: CGFloat = 760

        /// Fills the sheet's view behind the panel; a tap on it dismisses the sheet.
        public private(set) var dimmingView: View!
        /// The panel at the bottom, holding the handle, the title and the close button.
        public private(set) var panel: View!
        /// The grabber at the panel's top: a tap expands or collapses the panel.
        public private(set) var handle: View!
        /// The panel's title, "Details", read as a heading.
        public private(set) var titleView: View!
        /// Dismisses the sheet.
        public private(set) var closeButton: Button!
        /// Whether the panel is expanded; it is collapsed each time it is presented.
        public private(set) var isExpanded = false
        /// Called after each dismissal, with how it came about.
        public var onDismiss: ((Dismissal) -> Void)?

        /// Whether the sheet is presented.
        public var isPresented: Bool { presentingViewController != nil }

        override open func viewDidLoad() {
            super.viewDidLoad()
            let bounds = view.bounds
            view.accessibilityIdentifier = "sheet"
            view.accessibilityViewIsModal = true   // VoiceOver skips what the sheet covers (R141)

            dimmingView = View(frame: bounds)
            dimmingView.accessibilityIdentifier = "dimming"
            dimmingView.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
            view.addSubview(dimmingView)
            publish("backgroundTapped:", Sheet.backgroundTapped)
            let backgroundTap = TapGestureRecognizer(target: self, action: "backgroundTapped:")
            backgroundTap.name = "backgroundTap"
            dimmingView.addGestureRecognizer(backgroundTap)

            panel = View(frame: .zero)
            panel.accessibilityIdentifier = "panel"
            view.addSubview(panel)

            handle = View(frame: CGRect(x: bounds.midX - 40, y: 4, width: 80, height: 28))
            handle.accessibilityIdentifier = "handle"
            handle.isAccessibilityElement = true
            handle.accessibilityLabel = "Handle"
            handle.accessibilityTraits = .button
            panel.addSubview(handle)
            publish("handleTapped:", Sheet.handleTapped)
            let handleTap = TapGestureRecognizer(target: self, action: "handleTapped:")
            handleTap.name = "handleTap"
            handle.addGestureRecognizer(handleTap)

            titleView = View(frame: CGRect(x: 20, y: 44, width: 200, height: 40))
            titleView.accessibilityIdentifier = "title"
            titleView.isAccessibilityElement = true
            titleView.accessibilityLabel = "Details"
            titleView.accessibilityTraits = .header
            panel.addSubview(titleView)

            let close = Button(configuration: .gray(), primaryAction: Action(title: "Close") { [weak self] _ in
                self?.dismissSheet(.closeButton)
            })
            close.frame = CGRect(x: bounds.width - 110, y: 44, width: 90, height: 40)
            close.accessibilityIdentifier = "close"
            panel.addSubview(close)
            closeButton = close
            layOutPanel()
        }

        /// VoiceOver's escape dismisses the presented sheet and answers true (R152); when the
        /// sheet is not presented it answers false, passing the escape up the chain.
        override open func accessibilityPerformEscape() -> Bool {
            guard isPresented else { return false }
            dismissSheet(.escape)
            return true
        }

        /// Brings the panel back to its collapsed height.
        public func collapse() {
            isExpanded = false
            layOutPanel()
        }

        private func handleTapped(_ recognizer: TapGestureRecognizer) {
            isExpanded.toggle()
            layOutPanel()
        }

        private func backgroundTapped(_ recognizer: TapGestureRecognizer) {
            dismissSheet(.backgroundTap)
        }

        private func dismissSheet(_ dismissal: Dismissal) {
            guard isPresented else { return }
            dismiss(animated: true, completion: nil)
            onDismiss?(dismissal)
        }

        /// The panel at the bottom, as tall as its state says; the handle's value follows.
        private func layOutPanel() {
            let bounds = view.bounds
            let height = isExpanded ? expandedHeight : collapsedHeight
            panel.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
            handle.accessibilityValue = isExpanded ? "Expanded" : "Collapsed"
        }
    }
}
