import Foundation
import TargetAction

/// A list that refreshes when pulled down: its refresh control's action starts a load that takes
/// ``refreshDuration`` on the window's clock, then puts a new row on top and ends refreshing.
///
/// Technique: a `RefreshControl` set as the list's `refreshControl`. A finger that pulls the list
/// down far enough starts refreshing during the drag, and `.valueChanged` reaches this controller's
/// private handler, published as `"refresh:"` (R82); on the lift the list rests with the control
/// revealed (R83). The load is a timer on the window's virtual clock: a test advances the clock by
/// a second. Its end calls `endRefreshing()`, and the list scrolls back up on its own (R85). A
/// test without touches fires the control as a UIKit test does: `beginRefreshing()`, then
/// `sendActions(for: .valueChanged)` (R84).
open class RefreshableListViewController: ViewController {
    /// How long a load takes, on the window's clock.
    open var refreshDuration: TimeInterval = 1

    /// The height of each row (points).
    public let rowHeight: CGFloat = 44
    /// The list: fills the view and holds ``rowViews``, one under the other.
    public let listView = ScrollView(frame: ViewController.defaultViewFrame)
    /// The list's refresh control.
    public let refreshControl = RefreshControl()
    /// The rows, top to bottom, named by their titles: `"row 1"` … `"row 20"`, and a new row on
    /// top after each load, `"new 1"`, `"new 2"` … (empty until the view loads).
    public private(set) var rowViews: [View] = []
    /// How many loads finished.
    public private(set) var refreshCount = 0
    /// Whether a load is under way.
    public var isLoading: Bool { loadTimer != nil }

    private var loadTimer: ClockTimer?
    private let detachedClock = ManualClock()

    /// The clock the load runs on: the window's, or the controller's own while the view is in no window.
    public var clock: ManualClock {
        viewIfLoaded?.window?.clock ?? detachedClock
    }

    deinit {
        loadTimer?.cancel()
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        listView.frame = view.bounds
        listView.accessibilityIdentifier = "list"
        for index in 1...20 { addRow(titled: "row \(index)", atTop: false) }
        view.addSubview(listView)

        publish("refresh:", RefreshableListViewController.refresh)
        refreshControl.accessibilityIdentifier = "refresh"
        refreshControl.addTarget(self, action: "refresh:", for: .valueChanged)
        listView.refreshControl = refreshControl
    }

    private func refresh(_ control: RefreshControl) {
        guard loadTimer == nil else { return }   // one load at a time
        loadTimer = clock.schedule(after: refreshDuration) { [weak self] in self?.finishLoading() }
    }

    private func finishLoading() {
        loadTimer = nil
        refreshCount += 1
        addRow(titled: "new \(refreshCount)", atTop: true)
        refreshControl.endRefreshing()
    }

    /// Adds a row at the top or the bottom; rows below a new top row move down by a row.
    private func addRow(titled title: String, atTop: Bool) {
        let width = view.bounds.width
        let row = View(frame: CGRect(x: 0, y: 0, width: width, height: rowHeight))
        row.accessibilityIdentifier = title
        if atTop {
            for existing in rowViews { existing.frame.origin.y += rowHeight }
            rowViews.insert(row, at: 0)
        } else {
            row.frame.origin.y = CGFloat(rowViews.count) * rowHeight
            rowViews.append(row)
        }
        listView.addSubview(row)
        listView.contentSize = CGSize(width: width, height: CGFloat(rowViews.count) * rowHeight)
    }
}
