import Foundation
import TargetAction

/// A filter form for a list of stays: a search field, a segmented control for the stay's status
/// and a stepper for the number of guests, above the matching stays, all in one vertical list.
///
/// Technique: controls inside a scroll view whose background tap ends editing. A tap on the
/// segmented control or the stepper is theirs: the list's one-tap recognizer fails (R90, R91),
/// so editing goes on. A vertical drag that starts on either still scrolls the list: the
/// segmented control beats only a mostly horizontal pan (R90), the stepper no pan at all, and the
/// list's pan begins before the content sees the touch (R49). A held plus half steps on the
/// window's clock (R95), counted from when the list lets the stepper see the touch. A tap on the
/// list anywhere else ends editing.
///
/// The recognizer is named `"endEditing"` and sits on the list. The handlers are private and
/// published as `"statusChanged:"` (the segmented control's `.valueChanged`), `"guestsChanged:"`
/// (the stepper's), `"search:"` (the search field's `.primaryActionTriggered`) and `"endEditing:"`.
open class FilterFormViewController: ViewController {
    /// Which stays the list shows.
    public struct Filter: Equatable, Sendable {
        /// The selected status segment: 0 all, 1 available, 2 booked.
        public var status: Int
        /// The fewest guests a stay must sleep.
        public var guests: Int

        public init(status: Int, guests: Int) {
            self.status = status
            self.guests = guests
        }
    }

    /// The status segments' titles, left to right.
    public static let statusTitles = ["All", "Available", "Booked"]

    /// The list holding the form and the stays, `"list"`.
    public let listView = ScrollView(frame: ViewController.defaultViewFrame)
    /// The search field (a button that starts editing), `"search"`.
    public private(set) var searchField: Button!
    /// The status filter, `"status"`: All, Available, Booked; All at first.
    public private(set) var statusControl: SegmentedControl!
    /// The guests filter, `"guests"`: 1 to 8, 2 at first.
    public private(set) var guestsStepper: Stepper!
    /// The stays, top to bottom, below the form (empty until the view loads).
    public private(set) var stayViews: [View] = []
    /// Whether the search field is being edited: a tap on it starts, a tap on the list ends.
    public private(set) var isEditing = false
    /// The filter the list applies now; it changes only when a control sends `.valueChanged`.
    public private(set) var appliedFilter = Filter(status: 0, guests: 2)
    /// How many times a control changed the filter.
    public private(set) var filterChangeCount = 0

    /// Each stay: whether it is available, and how many guests it sleeps.
    public static let stays: [(isAvailable: Bool, sleeps: Int)] = (0..<16).map { ($0 % 3 != 0, 1 + $0 % 6) }

    /// How many stays match ``appliedFilter``.
    public var matchingStayCount: Int {
        FilterFormViewController.stays.filter { stay in
            let status = appliedFilter.status == 0 || (appliedFilter.status == 1) == stay.isAvailable
            return status && stay.sleeps >= appliedFilter.guests
        }.count
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        let width = view.bounds.width
        view.accessibilityIdentifier = "filters"
        listView.frame = view.bounds
        listView.accessibilityIdentifier = "list"

        searchField = Button(frame: CGRect(x: 20, y: 40, width: width - 40, height: 44))
        searchField.accessibilityIdentifier = "search"
        statusControl = SegmentedControl(items: FilterFormViewController.statusTitles)
        statusControl.frame = CGRect(x: 20, y: 120, width: width - 40, height: 36)
        statusControl.accessibilityIdentifier = "status"
        statusControl.selectedSegmentIndex = 0
        guestsStepper = Stepper(frame: CGRect(x: width - 114, y: 200, width: 94, height: 32))
        guestsStepper.accessibilityIdentifier = "guests"
        guestsStepper.minimumValue = 1
        guestsStepper.maximumValue = 8
        guestsStepper.value = 2
        for control in [searchField, statusControl, guestsStepper] as [Control] {
            listView.addSubview(control)
        }
        for index in FilterFormViewController.stays.indices {
            let stay = View(frame: CGRect(x: 0, y: 280 + CGFloat(index) * 80, width: width, height: 80))
            stay.accessibilityIdentifier = "stay \(index)"
            listView.addSubview(stay)
            stayViews.append(stay)
        }
        listView.contentSize = CGSize(width: width, height: 280 + CGFloat(stayViews.count) * 80)
        view.addSubview(listView)

        publish("statusChanged:", FilterFormViewController.statusChanged)
        publish("guestsChanged:", FilterFormViewController.guestsChanged)
        publish("search:", FilterFormViewController.search)
        publish("endEditing:", FilterFormViewController.endEditing)
        statusControl.addTarget(self, action: "statusChanged:", for: .valueChanged)
        guestsStepper.addTarget(self, action: "guestsChanged:", for: .valueChanged)
        searchField.addTarget(self, action: "search:", for: .primaryActionTriggered)

        let tap = TapGestureRecognizer(target: self, action: "endEditing:")
        tap.name = "endEditing"
        listView.addGestureRecognizer(tap)
    }

    // MARK: Actions

    private func statusChanged(_ sender: SegmentedControl) {
        appliedFilter.status = max(0, sender.selectedSegmentIndex)
        filterChangeCount += 1
    }

    private func guestsChanged(_ sender: Stepper) {
        appliedFilter.guests = Int(sender.value)
        filterChangeCount += 1
    }

    private func search(_ sender: Button) {
        isEditing = true
    }

    private func endEditing(_ recognizer: TapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        isEditing = false
    }
}
