import Foundation

extension ScrollView {
    // MARK: The refresh control (R81-R85)

    /// R81: `control` becomes the refresh control, a subview behind the content; the previous one
    /// is removed. The adjusted inset follows whether the new one refreshes.
    func replaceRefreshControl(with control: RefreshControl?) {
        let old = refreshControlStorage
        guard old !== control else { return }
        if let control, let other = control.superview as? ScrollView, other !== self, other.refreshControlStorage === control {
            other.refreshControlStorage = nil   // it moves here from another scroll view
            other.setRefreshInset(0)
        }
        refreshControlStorage = control
        if let old, old.superview === self { old.removeFromSuperview() }
        if let control {
            control.fitAbove(self)
            control.pull = .idle
            insertSubview(control, at: 0)
        }
        setRefreshInset(control?.isRefreshing == true ? RefreshControl.defaultHeight : 0)
    }

    /// Sets what refreshing adds to the top inset; a change calls
    /// `scrollViewDidChangeAdjustedContentInset` and moves nothing now (R82, R84, R85).
    func setRefreshInset(_ top: CGFloat) {
        guard top != refreshInsetTop else { return }
        refreshInsetTop = top
        edgesDidChange()
        delegateStorage?.scrollViewDidChangeAdjustedContentInset(self)
    }
}
