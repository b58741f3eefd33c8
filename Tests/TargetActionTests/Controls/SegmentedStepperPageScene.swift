import Foundation
import Mocks
import TestSupport
@testable import TargetAction

/// A 400x800 window: a background view with a segmented control, a stepper and a page control on
/// it; every control event of each is logged by name, and the background's recognizers log their
/// states in ``log``.
///
/// - The segmented control `"segmented"` spans x 20…320 (window), y 20…60: three segments "A", "B",
///   "C", 100 points each, so segment i covers x 20 + 100·i … 120 + 100·i.
/// - The stepper `"stepper"` sits at (20, 100), 94 × 32: minus left of x 67, plus from x 67.
/// - The page control `"pages"` spans x 20…220, y 200…226, with 5 pages: indicator i is at
///   x 88 + 16·i, y 213 (window).
struct SegmentedStepperPageScene: ControlStage {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let background = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let segmented = SegmentedControl(items: ["A", "B", "C"])
    let stepper = Stepper(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
    let pages = PageControl(frame: CGRect(x: 20, y: 200, width: 200, height: 26))
    let simulator: TouchSimulator
    let log = ActionLog()
    let journal = CallJournal()

    init() {
        window.addSubview(background)
        segmented.frame = CGRect(x: 20, y: 20, width: 300, height: 40)
        pages.numberOfPages = 5
        for control in [segmented, stepper, pages] as [Control] { background.addSubview(control) }
        simulator = TouchSimulator(window: window)
        record(segmented, as: "segmented")
        record(stepper, as: "stepper")
        record(pages, as: "pages")
    }

    /// How many `.valueChanged` `name` sent.
    func valueChanges(of name: String) -> Int {
        events(of: name).filter { $0 == "valueChanged" }.count
    }

    /// The middle of segment `index`, in window coordinates.
    func segment(_ index: Int) -> CGPoint { CGPoint(x: 70 + 100 * CGFloat(index), y: 40) }

    /// The stepper's minus and plus halves, in window coordinates.
    var minus: CGPoint { CGPoint(x: 40, y: 116) }
    var plus: CGPoint { CGPoint(x: 94, y: 116) }

    /// Page `page`'s indicator, in window coordinates.
    func indicator(_ page: Int) -> CGPoint { pages.convert(pages.indicatorCenter(forPage: page), to: nil) }
}
