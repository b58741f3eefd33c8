import Foundation
import TargetAction

/// A sheet holding a list: a downward drag that begins while the list is at its top pulls the
/// sheet, which dismisses or springs back on release; any other drag scrolls the list.
///
/// Technique: two pans on one touch. The sheet's pan (on the root view, named `"sheetPan"`) and
/// the list's own ``ScrollView/panGestureRecognizer`` recognize together: this controller, the
/// sheet pan's delegate, says yes to `shouldRecognizeSimultaneouslyWith` for that pair. Which of
/// them moves anything is decided once per drag, by its first movement. When the list was at its
/// top as the drag began and the finger moves down, the sheet follows the finger, and the
/// controller, the list's delegate, pins the list at its top from `scrollViewDidScroll`, as UIKit
/// apps do. Otherwise the sheet stays put and the list scrolls. By default there is no hand-off
/// mid-drag: a drag that scrolls the list back to its top goes on scrolling it (into the rubber
/// band), and a pull never turns into scrolling. With ``handsOffDrag``, a drag hands itself over
/// at the list's top both ways, as bottom-sheet libraries do: the list goes on from the offset the
/// controller pinned it at (R45, amended), with no jump.
///
/// On release a pull dismisses the sheet when it moves down at ``minimumVelocityToDismiss`` or
/// faster, or when it is pulled past ``minimumHeightRatioToDismiss`` of its height and not moving
/// back up; otherwise the sheet springs back. The pan's handler is private and published as
/// `"sheetPan:"`, so a test can swap in a mock that reaches it by name.
open class SheetWithListViewController: ViewController, GestureRecognizerDelegate, ScrollViewDelegate {
    /// A release at least this fast downwards dismisses the sheet (points per second).
    open var minimumVelocityToDismiss: CGFloat = 1500
    /// A release past this fraction of the sheet's height dismisses it, unless moving back up.
    open var minimumHeightRatioToDismiss: CGFloat = 0.5
    /// How long the dismiss and spring-back animations last.
    open var animationDuration: TimeInterval = 0.25
    /// Whether one drag moves on between the list and the sheet at the list's top: scrolling up to
    /// the top goes on as a pull, and a pull back past where the sheet rests goes on scrolling.
    /// Default: false.
    open var handsOffDrag = false

    /// How many rows the list holds.
    public let numberOfRows = 50
    /// The height of each row (points).
    public let rowHeight: CGFloat = 44

    /// The list: fills the sheet's view and holds ``rowViews``, one under the other.
    public let listView = ScrollView(frame: ViewController.defaultViewFrame)
    /// The rows, top to bottom, named `"row 0"`, `"row 1"`, … (empty until the view loads).
    public private(set) var rowViews: [View] = []
    /// Whether the drag under way pulls the sheet (rather than scrolling the list).
    public var isPullingSheet: Bool { drag == .pullingSheet }
    /// How many times a pull dismissed the sheet.
    public private(set) var dismissalCount = 0

    /// How far the sheet is pulled down from where it rests (points).
    public var sheetOffset: CGFloat { viewIfLoaded?.frame.minY ?? 0 }
    /// Whether the list shows its top: its offset is at or above its top edge.
    public var isListAtTop: Bool { listView.contentOffset.y <= -listView.contentInset.top }

    /// What the drag under way moves: decided by its first movement, for the whole drag.
    private enum Drag { case none, undecided, pullingSheet, scrollingList }
    private var drag = Drag.none
    /// The list's offset when its own drag began (its pan may move it before the sheet's pan acts).
    private var listOffsetAtDragStart: CGFloat = 0
    /// The sheet pan's translation when the pull under way started (0 unless handed over).
    private var pullStart: CGFloat = 0
    /// The sheet pan's translation and the list's offset at its last move.
    private var lastTranslation: CGFloat = 0
    private var lastListOffset: CGFloat = 0

    override open func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "sheet"
        listView.frame = view.bounds
        listView.accessibilityIdentifier = "list"
        listView.delegate = self
        listView.contentSize = CGSize(width: view.bounds.width, height: CGFloat(numberOfRows) * rowHeight)
        for index in 0..<numberOfRows {
            let row = View(frame: CGRect(x: 0, y: CGFloat(index) * rowHeight, width: view.bounds.width, height: rowHeight))
            row.accessibilityIdentifier = "row \(index)"
            listView.addSubview(row)
            rowViews.append(row)
        }
        view.addSubview(listView)

        publish("sheetPan:", SheetWithListViewController.sheetPan)
        let sheetPan = PanGestureRecognizer(target: self, action: "sheetPan:")
        sheetPan.name = "sheetPan"
        sheetPan.delegate = self   // lets it run with the list's pan
        view.addGestureRecognizer(sheetPan)
    }

    // MARK: GestureRecognizerDelegate

    /// The sheet's pan and the list's pan recognize together.
    open func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        g === listView.panGestureRecognizer || other === listView.panGestureRecognizer
    }

    // MARK: ScrollViewDelegate

    /// Notes where the list was when its drag began.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        listOffsetAtDragStart = scrollView.contentOffset.y
    }

    /// While the sheet is pulled, the list stays at its top.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {
        if isPullingSheet { pinListAtTop() }
    }

    // MARK: The sheet's pan

    private func sheetPan(_ recognizer: PanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        switch recognizer.state {
        case .began, .changed:
            if recognizer.state == .began || drag == .none {   // a mock may start at .changed
                drag = listWasAtTopWhenDragBegan ? .undecided : .scrollingList
                pullStart = 0
                lastTranslation = 0
                lastListOffset = listView.contentOffset.y
            }
            if drag == .undecided, translation.y != 0 {   // a pan may begin with no translation yet
                drag = translation.y > 0 ? .pullingSheet : .scrollingList
            }
            if handsOffDrag { handOver(at: translation.y) }
            lastTranslation = translation.y
            lastListOffset = listView.contentOffset.y
            guard drag == .pullingSheet else { return }
            pinListAtTop()
            view.frame.origin.y = max(0, translation.y - pullStart)
        case .ended:
            let pulled = drag == .pullingSheet
            drag = .none
            guard pulled else { return }
            view.frame.origin.y = max(0, translation.y - pullStart)   // where it was let go
            let velocity = recognizer.velocity(in: view).y
            let fastEnough = velocity >= minimumVelocityToDismiss
            let farEnough = sheetOffset > view.frame.height * minimumHeightRatioToDismiss && velocity >= 0
            if fastEnough || farEnough {
                dismissSheet()
            } else {
                springBack()
            }
        case .cancelled, .failed:
            let pulled = drag == .pullingSheet
            drag = .none
            if pulled { springBack() }
        case .possible:
            break
        }
    }

    /// With ``handsOffDrag``: a scroll that reached the list's top and moves down goes on as a pull;
    /// a pull back past where the sheet rests goes on scrolling the list from its top.
    private func handOver(at translation: CGFloat) {
        if drag == .scrollingList, isListAtTop, translation > lastTranslation {
            drag = .pullingSheet
            pullStart = lastTranslation + (lastListOffset + listView.contentInset.top)   // where the list reached its top
        } else if drag == .pullingSheet, translation < pullStart {
            drag = .scrollingList
            view.frame.origin.y = 0
        }
    }

    /// Whether the list was at its top when this drag began.
    private var listWasAtTopWhenDragBegan: Bool {
        guard listView.isDragging else { return isListAtTop }
        return listOffsetAtDragStart <= -listView.contentInset.top
    }

    private func pinListAtTop() {
        let top = CGPoint(x: listView.contentOffset.x, y: -listView.contentInset.top)
        if listView.contentOffset != top { listView.contentOffset = top }
    }

    private func dismissSheet() {
        View.animate(withDuration: animationDuration, animations: {
            self.view.frame.origin.y = self.view.frame.height
        }, completion: { _ in
            self.dismissalCount += 1
            self.dismiss(animated: false, completion: nil)
        })
    }

    private func springBack() {
        View.animate(withDuration: animationDuration, animations: {
            self.view.frame.origin.y = 0
        })
    }
}
