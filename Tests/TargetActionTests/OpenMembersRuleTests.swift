// R71: every member UIKit's Swift interface declares `open` is `open` here, getters included, so a
// test's own fake overrides it as on UIKit. Each override below compiles only if the member is open.
//
// No @testable import: this is what another module (a user's test target) can override.
import Foundation
import TargetAction
import Testing

private final class FakeView: View {
    override var superview: View? { super.superview }
    override var subviews: [View] { super.subviews }
    override var window: Window? { super.window }
    override var gestureRecognizers: [GestureRecognizer]? {
        get { super.gestureRecognizers }
        set { super.gestureRecognizers = newValue }
    }
    override func isDescendant(of view: View) -> Bool { super.isDescendant(of: view) }
    override func viewWithTag(_ tag: Int) -> View? { super.viewWithTag(tag) }
}

private final class FakeWindow: Window {
    override var screen: Screen { super.screen }
}

private final class FakeViewController: ViewController {
    override var presentedViewController: ViewController? { super.presentedViewController }
    override var presentingViewController: ViewController? { super.presentingViewController }
    override var parent: ViewController? { super.parent }
    override var children: [ViewController] { super.children }
    override var isViewLoaded: Bool { super.isViewLoaded }
    override var viewIfLoaded: View? { super.viewIfLoaded }
    override func loadViewIfNeeded() { super.loadViewIfNeeded() }
}

private final class FakeTouch: Touch {
    override var phase: Phase { super.phase }
    override var timestamp: TimeInterval { super.timestamp }
    override var tapCount: Int { super.tapCount }
    override var view: View? { super.view }
    override var window: Window? { super.window }
    override var gestureRecognizers: [GestureRecognizer] { super.gestureRecognizers }
    override var type: TouchType { super.type }
}

private final class FakeEvent: Event {
    override var timestamp: TimeInterval { super.timestamp }
    override var allTouches: Set<Touch>? { super.allTouches }
    override func touches(for view: View) -> Set<Touch>? { super.touches(for: view) }
    override func touches(for recognizer: GestureRecognizer) -> Set<Touch>? { super.touches(for: recognizer) }
}

private final class FakeControl: Control {
    override var isTracking: Bool { super.isTracking }
    override var isTouchInside: Bool { super.isTouchInside }
    override var state: State { super.state }
    override var allTargets: [AnyObject] { super.allTargets }
    override var allControlEvents: Event { super.allControlEvents }
}

/// A recognizer whose view a test sets: what a ported suite's fake does.
private final class FakePan: PanGestureRecognizer {
    var fakeView: View?
    var fakeTranslation = CGPoint.zero
    override var view: View? { fakeView ?? super.view }
    override var delegate: (any GestureRecognizerDelegate)? {
        get { super.delegate }
        set { super.delegate = newValue }
    }
    override func translation(in view: View?) -> CGPoint { fakeTranslation }
}

/// A scroll view whose tracking and pan a test sets.
private final class FakeScrollView: ScrollView {
    var fakeTracking = false
    let fakePan = FakePan(target: nil, action: nil)
    override var isTracking: Bool { fakeTracking }
    override var panGestureRecognizer: PanGestureRecognizer { fakePan }
    override var isDragging: Bool { fakeTracking }
    override var isDecelerating: Bool { super.isDecelerating }
    override var delegate: (any ScrollViewDelegate)? {
        get { super.delegate }
        set { super.delegate = newValue }
    }
    override var showsVerticalScrollIndicator: Bool {
        get { super.showsVerticalScrollIndicator }
        set { super.showsVerticalScrollIndicator = newValue }
    }
    override func flashScrollIndicators() { super.flashScrollIndicators() }
}

/// A bottom sheet over a list, as a ported library writes it: its pan handler asks the list
/// whether it is tracking, and reads the pan's view.
private final class BottomSheetController: ViewController {
    let list: ScrollView
    private(set) var sheetOffset: CGFloat = 0
    private(set) var handledOnView: View?

    init(list: ScrollView) {
        self.list = list
        super.init()
    }

    func handlePan(_ pan: PanGestureRecognizer) {
        handledOnView = pan.view
        guard !list.isTracking || list.contentOffset.y <= 0 else { return }   // the list scrolls instead
        sheetOffset = max(0, pan.translation(in: pan.view).y)
    }
}

@Suite struct OpenMembersRuleTests {
    @Test("R71: a fake pan's view, a fake list's tracking and pan drive a controller as a ported suite does")
    func fakesOverrideWhatUIKitLetsThemOverride() {
        let list = FakeScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        list.contentSize = CGSize(width: 100, height: 1000)
        let controller = BottomSheetController(list: list)
        let sheetView = View(frame: .zero)
        let pan = list.fakePan
        pan.fakeView = sheetView
        pan.fakeTranslation = CGPoint(x: 0, y: 80)

        controller.handlePan(list.panGestureRecognizer)
        let whileTheListRests = controller.sheetOffset
        list.fakeTracking = true
        list.contentOffset = CGPoint(x: 0, y: 200)
        pan.fakeTranslation = CGPoint(x: 0, y: 120)
        controller.handlePan(list.panGestureRecognizer)

        #expect(whileTheListRests == 80)
        #expect(controller.sheetOffset == 80)   // the list was tracking, away from its top
        #expect(controller.handledOnView === sheetView)
        #expect(list.isDragging)
        #expect(list.gestureRecognizers?.contains { $0 === pan } == false)   // its own pan still drags it
    }

    @Test("R71: the open members read as the real ones until a subclass changes them")
    func overridesThatCallSuperChangeNothing() {
        let window = FakeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = FakeView(frame: window.bounds)
        window.addSubview(view)
        let controller = FakeViewController()
        let control = FakeControl(frame: .zero)

        controller.loadViewIfNeeded()

        #expect(view.superview === window && view.window === window && view.isDescendant(of: window))
        #expect(window.subviews.count == 1 && window.screen === Screen.main)
        #expect(controller.isViewLoaded && controller.viewIfLoaded != nil && controller.children.isEmpty)
        #expect(!control.isTracking && !control.isTouchInside && control.allTargets.isEmpty)
        #expect(FakeTouch().phase == .began && FakeEvent(timestamp: 2, changes: []).timestamp == 2)
    }

    @Test("Scroll indicators: stored, default true; nothing is drawn, and flashing does nothing")
    func scrollIndicatorSettingsAreStored() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let defaults = (scrollView.showsVerticalScrollIndicator, scrollView.showsHorizontalScrollIndicator)

        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.flashScrollIndicators()

        #expect(defaults == (true, true))
        #expect(!scrollView.showsVerticalScrollIndicator && !scrollView.showsHorizontalScrollIndicator)
        #expect(scrollView.contentOffset == .zero)
    }
}
