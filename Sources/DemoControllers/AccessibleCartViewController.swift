import Foundation
import TargetAction

/// A shopping cart whose rows a sighted user swipes left to delete and whose "+" buttons add one,
/// while a VoiceOver user reaches the same through each row's custom actions.
///
/// Technique: rows that are single accessibility elements (R141) with custom actions standing in
/// for gestures (R151). Each row in ``rowViews`` is an element labelled with the item's name, its
/// value the quantity ("Milk", "2": spoken "Milk, 2"), so its "+" button is not reached on its
/// own. Its custom actions are "Delete", a target/selector action sent to the controller (the
/// private `"deleteItem:"`, whose sender is the action), and "Add one", a handler that holds the
/// controller weakly; both find their row by the action. A sighted user drags a row left past
/// ``deleteThreshold`` to delete it (a pan on each row, named `"deletePan"`, published as
/// `"rowPan:"`) and taps its "+" to add one. The rows below a deleted one move up. The
/// ``totalView`` is an element reading "Total, $12"; the ``payButton`` pays, and so does the magic
/// tap (R153): the controller's `accessibilityPerformMagicTap()` pays and answers true, or false
/// when the cart is empty, so the magic tap goes on up the chain.
open class AccessibleCartViewController: ViewController {
    /// One line of the cart.
    public struct Item: Sendable, Equatable, CustomStringConvertible {
        /// The item's name, its row's accessibility label.
        public var name: String
        /// The price of one, in whole dollars.
        public var price: Int
        /// How many are in the cart, its row's accessibility value.
        public var quantity: Int

        public init(name: String, price: Int, quantity: Int) {
            self.name = name
            self.price = price
            self.quantity = quantity
        }

        /// "Milk × 2".
        public var description: String { "\(name) × \(quantity)" }
    }

    /// The cart a new controller starts with: two milks at $2, bread at $3, eggs at $5; $12 in all.
    public static let defaultItems = [
        Item(name: "Milk", price: 2, quantity: 2),
        Item(name: "Bread", price: 3, quantity: 1),
        Item(name: "Eggs", price: 5, quantity: 1),
    ]

    /// A row released farther left than this is deleted; a shorter drag slides it back (points).
    open var deleteThreshold: CGFloat = 100
    /// The height of each row (points).
    public let rowHeight: CGFloat = 60
    /// Where the first row's top is, in the controller's view (points).
    public let listTop: CGFloat = 100

    /// What is in the cart, top to bottom.
    public private(set) var items: [Item]
    /// The rows, one per item, in the same order: each is one accessibility element, named
    /// `"row Milk"`, … (empty until the view loads).
    public private(set) var rowViews: [View] = []
    /// Each row's "+" button, in the same order; a tap adds one of the row's item.
    public private(set) var addButtons: [Button] = []
    /// The element that reads the total: label "Total", value "$12".
    public private(set) var totalView: View!
    /// Pays the total; disabled while the cart is empty.
    public private(set) var payButton: Button!
    /// The totals paid, in dollars, in order.
    public private(set) var payments: [Int] = []

    /// Whether anything was paid.
    public var didPay: Bool { !payments.isEmpty }
    /// The cart's total, in dollars.
    public var total: Int { items.reduce(0) { $0 + $1.price * $1.quantity } }
    /// The total as shown and spoken: "$12".
    public var totalText: String { "$\(total)" }

    /// A cart holding `items`.
    public init(items: [Item] = AccessibleCartViewController.defaultItems) {
        self.items = items
        super.init()
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        publish("rowPan:", AccessibleCartViewController.rowPan)
        publish("deleteItem:", AccessibleCartViewController.deleteItem)
        for item in items {
            makeRow(for: item, width: bounds.width)
        }
        layOutRows()

        totalView = View(frame: CGRect(x: 20, y: bounds.height - 200, width: bounds.width - 40, height: 44))
        totalView.accessibilityIdentifier = "total"
        totalView.isAccessibilityElement = true
        totalView.accessibilityLabel = "Total"
        totalView.accessibilityTraits = .staticText
        view.addSubview(totalView)

        let pay = Button(configuration: .filled(), primaryAction: Action(title: "Pay") { [weak self] _ in
            self?.pay()
        })
        pay.frame = CGRect(x: 20, y: bounds.height - 140, width: bounds.width - 40, height: 50)
        pay.accessibilityIdentifier = "pay"
        view.addSubview(pay)
        payButton = pay
        cartDidChange()
    }

    /// The magic tap pays (R153); with nothing to pay it answers false, passing it up the chain.
    override open func accessibilityPerformMagicTap() -> Bool {
        pay()
    }

    // MARK: Rows

    /// Adds a row for `item`: one element with the two custom actions, a pan to delete, a "+" button.
    private func makeRow(for item: Item, width: CGFloat) {
        let row = View(frame: CGRect(x: 0, y: 0, width: width, height: rowHeight))
        row.accessibilityIdentifier = "row \(item.name)"
        row.isAccessibilityElement = true
        row.accessibilityLabel = item.name
        row.accessibilityCustomActions = [
            AccessibilityCustomAction(name: "Delete", target: self, selector: "deleteItem:"),
            AccessibilityCustomAction(name: "Add one") { [weak self] action in
                guard let self, let index = rowIndex(of: action) else { return false }
                addOne(at: index)
                return true
            },
        ]
        let pan = PanGestureRecognizer(target: self, action: "rowPan:")
        pan.name = "deletePan"
        pan.maximumNumberOfTouches = 1
        row.addGestureRecognizer(pan)

        let add = Button(frame: CGRect(x: width - 64, y: (rowHeight - 44) / 2, width: 44, height: 44), primaryAction: Action(title: "+") { [weak self] action in
            guard let self, let index = addButtons.firstIndex(where: { $0 === action.sender }) else { return }
            addOne(at: index)
        })
        add.accessibilityIdentifier = "add \(item.name)"
        row.addSubview(add)
        view.addSubview(row)
        rowViews.append(row)
        addButtons.append(add)
    }

    /// Puts each row under the one before it, from ``listTop``.
    private func layOutRows() {
        for (index, row) in rowViews.enumerated() {
            row.frame.origin = CGPoint(x: 0, y: listTop + CGFloat(index) * rowHeight)
        }
    }

    /// The row whose custom actions hold `action`.
    private func rowIndex(of action: AccessibilityCustomAction) -> Int? {
        rowViews.firstIndex { row in row.accessibilityCustomActions?.contains { $0 === action } == true }
    }

    /// The "Delete" custom action's target: deletes the row that offers it (R151).
    private func deleteItem(_ action: AccessibilityCustomAction) {
        guard let index = rowIndex(of: action) else { return }
        deleteRow(at: index)
    }

    /// A leftward drag moves the row with the finger; released past the threshold, it is deleted.
    private func rowPan(_ recognizer: PanGestureRecognizer) {
        guard let row = recognizer.view, let index = rowViews.firstIndex(where: { $0 === row }) else { return }
        let dragX = min(0, recognizer.translation(in: view).x)
        switch recognizer.state {
        case .began, .changed:
            row.frame.origin.x = dragX
        case .ended where dragX < -deleteThreshold:
            deleteRow(at: index)
        case .ended, .cancelled, .failed:
            row.frame.origin.x = 0
        case .possible:
            break
        }
    }

    private func deleteRow(at index: Int) {
        items.remove(at: index)
        rowViews.remove(at: index).removeFromSuperview()
        addButtons.remove(at: index)
        layOutRows()
        cartDidChange()
    }

    private func addOne(at index: Int) {
        items[index].quantity += 1
        cartDidChange()
    }

    // MARK: Paying

    /// Pays the total and empties the cart; false, paying nothing, when it is empty.
    @discardableResult
    private func pay() -> Bool {
        guard !items.isEmpty else { return false }
        payments.append(total)
        while !items.isEmpty { deleteRow(at: items.count - 1) }
        return true
    }

    /// Shows the quantities and the total, and enables paying while there is something to pay.
    private func cartDidChange() {
        for (row, item) in zip(rowViews, items) {
            row.accessibilityValue = "\(item.quantity)"
        }
        totalView?.accessibilityValue = totalText
        payButton?.isEnabled = !items.isEmpty
    }
}
