import Foundation

extension View {
    /// The first view in this subtree (this one included, depth first) with `identifier`.
    public func view(withAccessibilityIdentifier identifier: String) -> View? {
        firstView { $0.accessibilityIdentifier == identifier }
    }

    /// The first view in this subtree, this one included, depth first, that `matches`.
    func firstView(where matches: (View) -> Bool) -> View? {
        if matches(self) { return self }
        for subview in subviews {
            if let found = subview.firstView(where: matches) { return found }
        }
        return nil
    }

    /// Reports a misuse at the line of the test driving the window, if any.
    func reportMisuse(_ message: String) {
        FailureReporter.report(message, at: window?.engine.callSite)
    }
}
