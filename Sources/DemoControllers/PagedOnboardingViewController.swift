import Foundation
import TargetAction

/// An onboarding flow: pages side by side in a paging scroll view, a page control below them,
/// and a "Get started" button on the last page.
///
/// Technique: a scroll view and a page control bound both ways with no feedback loop. The scroll
/// view's delegate (this controller) sets the page control's `currentPage` from the offset in
/// `scrollViewDidScroll`, which sends nothing (R96); the page control's `.valueChanged` action
/// (a tap beside the current indicator, R97, or a scrub along the indicators, R98) scrolls the
/// view to that page with an animation on the window's clock (R52), whose `scrollViewDidScroll`
/// calls set the page again and send nothing. While a finger is on the page control, the page
/// control leads and the offset does not set its page. A swipe pages the scroll view (R48).
///
/// The handlers are private and published as `"pageChanged:"` (the page control's
/// `.valueChanged`) and `"getStarted:"` (the button's `.primaryActionTriggered`).
open class PagedOnboardingViewController: ViewController, ScrollViewDelegate {
    /// The pages' titles, left to right.
    public static let pageTitles = ["Welcome", "Plan", "Share", "Go"]

    /// The paging scroll view, `"pages"`, filling the screen above the page control.
    public let scrollView = ScrollView(frame: ViewController.defaultViewFrame)
    /// The page control, `"pageControl"`, along the bottom.
    public private(set) var pageControl: PageControl!
    /// The pages, `"page 0"` … (empty until the view loads).
    public private(set) var pageViews: [View] = []
    /// The button on the last page, `"getStarted"`.
    public private(set) var getStartedButton: Button!
    /// Whether "Get started" was tapped.
    public private(set) var isFinished = false
    /// How many times the page control's action ran: once per user change of the page, however
    /// the scroll view then moves.
    public private(set) var pageControlActionCount = 0

    /// The page the page control shows.
    public var currentPage: Int {
        loadViewIfNeeded()
        return pageControl.currentPage
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        view.accessibilityIdentifier = "onboarding"
        scrollView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 80)
        scrollView.accessibilityIdentifier = "pages"
        scrollView.isPagingEnabled = true
        scrollView.delegate = self
        let pageSize = scrollView.bounds.size
        for (index, _) in PagedOnboardingViewController.pageTitles.enumerated() {
            let page = View(frame: CGRect(x: CGFloat(index) * pageSize.width, y: 0, width: pageSize.width, height: pageSize.height))
            page.accessibilityIdentifier = "page \(index)"
            scrollView.addSubview(page)
            pageViews.append(page)
        }
        scrollView.contentSize = CGSize(width: pageSize.width * CGFloat(pageViews.count), height: pageSize.height)
        getStartedButton = Button(frame: CGRect(x: 40, y: pageSize.height - 120, width: pageSize.width - 80, height: 50))
        getStartedButton.accessibilityIdentifier = "getStarted"
        getStartedButton.title = "Get started"
        pageViews.last?.addSubview(getStartedButton)
        view.addSubview(scrollView)

        pageControl = PageControl(frame: CGRect(x: 0, y: bounds.height - 80, width: bounds.width, height: 80))
        pageControl.accessibilityIdentifier = "pageControl"
        pageControl.numberOfPages = pageViews.count
        view.addSubview(pageControl)

        publish("pageChanged:", PagedOnboardingViewController.pageChanged)
        publish("getStarted:", PagedOnboardingViewController.getStarted)
        pageControl.addTarget(self, action: "pageChanged:", for: .valueChanged)
        getStartedButton.addTarget(self, action: "getStarted:", for: .primaryActionTriggered)
    }

    // MARK: Binding the two

    /// The offset's page, rounded, shown by the page control (unless a finger is on it): setting
    /// it sends nothing (R96).
    open func scrollViewDidScroll(_ scrollView: ScrollView) {
        let width = scrollView.bounds.width
        guard width > 0, !pageControl.isTracking else { return }
        pageControl.currentPage = Int((scrollView.contentOffset.x / width).rounded())
    }

    private func pageChanged(_ sender: PageControl) {
        pageControlActionCount += 1
        let offset = CGPoint(x: CGFloat(sender.currentPage) * scrollView.bounds.width, y: scrollView.contentOffset.y)
        scrollView.setContentOffset(offset, animated: true)
    }

    private func getStarted(_ sender: Button) {
        isFinished = true
    }
}
