import Foundation
import TargetAction

/// A pop-up sort button and a share button whose long press opens a menu.
///
/// Technique: menus on buttons (R119-R122). The ``sortButton`` is a pop-up button: its menu is its
/// primary action (`showsMenuAsPrimaryAction`) and it has `changesSelectionAsPrimaryAction`, so a
/// touch-down presents the "Sort by" menu (R119), choosing keeps exactly one action `.on` and the
/// button's title follows the chosen one (R122), and its taps never toggle `isSelected`. Each
/// action sets ``sortOrder``. The ``shareButton`` has a menu that is not its primary action: a tap
/// shares (``shareCount``), while a touch held for `menuPressDuration` (0.5 s) opens the menu
/// instead, and that touch shares nothing (R120). Its menu holds "Copy Link", "Mail" and an inline
/// submenu with a destructive "Report"; each records what it did in ``shareMenuChoices``. The
/// next touch-down anywhere dismisses a presented menu and reaches nothing (R121).
open class SortMenuViewController: ViewController {
    /// What the list is sorted by.
    public enum SortOrder: String, Sendable, Equatable, CustomStringConvertible {
        case name, date, size

        /// The action's title: "Name", "Date", "Size".
        public var title: String { rawValue.capitalized }
        public var description: String { rawValue }
    }

    /// What the share menu's actions do.
    public enum ShareChoice: String, Sendable, Equatable, CustomStringConvertible {
        case copyLink = "copied the link"
        case mail = "mailed"
        case report = "reported"

        public var description: String { rawValue }
    }

    /// The pop-up button: its menu "Sort by" opens at touch-down, its title is the chosen order.
    public private(set) var sortButton: Button!
    /// The share button: a tap shares, a 0.5 s press opens its menu.
    public private(set) var shareButton: Button!
    /// What the sort menu chose last; `.name` until then.
    public private(set) var sortOrder: SortOrder = .name
    /// How many times a tap on the share button shared.
    public private(set) var shareCount = 0
    /// What the share menu's actions did, in order.
    public private(set) var shareMenuChoices: [ShareChoice] = []

    override open func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        let sort = Button(configuration: .gray())
        sort.frame = CGRect(x: bounds.midX - 70, y: bounds.midY - 80, width: 140, height: 44)
        sort.accessibilityIdentifier = "sort"
        sort.menu = Menu(title: "Sort by", options: .singleSelection, children: [SortOrder.name, .date, .size].map { order in
            Action(title: order.title) { [weak self] _ in self?.sortOrder = order }
        })
        sort.showsMenuAsPrimaryAction = true
        sort.changesSelectionAsPrimaryAction = true
        view.addSubview(sort)
        sortButton = sort

        let share = Button(configuration: .filled(), primaryAction: Action(title: "Share") { [weak self] _ in
            self?.shareCount += 1
        })
        share.frame = CGRect(x: bounds.midX - 70, y: bounds.midY + 20, width: 140, height: 44)
        share.accessibilityIdentifier = "share"
        let report = Action(title: "Report") { [weak self] _ in self?.shareMenuChoices.append(.report) }
        report.attributes = .destructive
        share.menu = Menu(title: "Share", children: [
            Action(title: "Copy Link") { [weak self] _ in self?.shareMenuChoices.append(.copyLink) },
            Action(title: "Mail") { [weak self] _ in self?.shareMenuChoices.append(.mail) },
            Menu(title: "More", options: .displayInline, children: [report]),
        ])
        view.addSubview(share)
        shareButton = share
    }
}
