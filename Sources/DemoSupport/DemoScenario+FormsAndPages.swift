import DemoControllers
import Foundation
import TargetAction

extension DemoScenario {
    /// FilterFormViewController: a segmented control and a stepper in a list, beside its tap and its pan.
    public static let filterForm = DemoScenario(
        title: "Filter form (FilterFormViewController)",
        technique: "a segmented control and a stepper in a vertical list whose tap ends editing: taps on them beat the list's tap (R90, R91); a vertical drag that starts on them scrolls the list (R90: only a mostly horizontal pan is beaten); a held plus half repeats on the window's clock (R95) once the list lets the stepper see the touch (R49)"
    ) {
        let form = FilterFormViewController()
        form.loadViewIfNeeded()
        form.listView.panGestureRecognizer.name = "scroll"   // a name for the trace
        let session = DemoSession(showing: form) {
            [("status", FilterFormViewController.statusTitles[max(0, form.appliedFilter.status)]),
             ("guests", "\(form.appliedFilter.guests)"),
             ("stays", "\(form.matchingStayCount)"),
             ("editing", form.isEditing ? "yes" : "no"),
             ("list offset", number(form.listView.contentOffset.y.rounded()))]
        }
        let segment = { (index: Int) -> CGPoint in
            let control = form.statusControl!
            let width = control.bounds.width / CGFloat(control.numberOfSegments)
            return control.convert(CGPoint(x: width * (CGFloat(index) + 0.5), y: control.bounds.midY), to: nil)
        }
        let plus = form.guestsStepper.convert(CGPoint(x: 70, y: 16), to: nil)
        session.act("Tap the search field: editing begins")
        session.tap(at: form.searchField.convert(CGPoint(x: 100, y: 22), to: nil))
        session.wait(0.5)
        session.act("Tap \"Available\": the segmented control beats the list's tap (R90), so editing goes on; the selection changes at the lift")
        session.tap(at: segment(1))
        session.wait(0.5)
        session.act("Hold plus for 1.2 s: the list holds the touch 0.15 s, then the stepper repeats at 0.5 s and 1 s after that (R95)")
        session.longPress(at: plus, duration: 1.2)
        session.wait(0.5)
        session.act("Drag up from the segmented control: vertical, so the list's pan begins and scrolls; the control never sees the touch")
        session.drag(from: segment(2), to: CGPoint(x: segment(2).x, y: segment(2).y - 120), duration: 0.2)
        session.wait(2, sampling: 1)
        session.perform("listView.setContentOffset(.zero, animated: false)") { form.listView.setContentOffset(.zero, animated: false) }
        session.act("Drag sideways from \"Available\" to \"Booked\": horizontal, so the list's pan fails and the selection follows the finger (R88)")
        session.drag(from: segment(1), to: segment(2), duration: 0.4)
        session.wait(0.5)
        session.act("Tap a stay: the list's tap ends editing")
        session.tap(at: CGPoint(x: 195, y: 520))
        session.wait(0.5)
        return session
    }

    /// PagedOnboardingViewController: a paging scroll view and a page control bound both ways.
    public static let pagedOnboarding = DemoScenario(
        title: "Paged onboarding (PagedOnboardingViewController)",
        technique: "a paging scroll view (R48) and a page control bound both ways with no loop: scrollViewDidScroll sets currentPage, which sends nothing (R96); the page control's .valueChanged (a tap beside the current indicator, R97, or a scrub, R98) scrolls the view on the window's clock (R52)"
    ) {
        let onboarding = PagedOnboardingViewController()
        onboarding.loadViewIfNeeded()
        onboarding.scrollView.panGestureRecognizer.name = "scroll"
        let session = DemoSession(showing: onboarding) {
            [("offset", number(onboarding.scrollView.contentOffset.x.rounded())),
             ("page", "\(onboarding.currentPage)"),
             ("page control actions", "\(onboarding.pageControlActionCount)"),
             ("finished", onboarding.isFinished ? "yes" : "no")]
        }
        let control = onboarding.pageControl!
        let indicator = { (page: Int) in control.convert(control.indicatorCenter(forPage: page), to: nil) }
        session.act("Swipe left: the scroll view pages to page 1; the page control follows and sends nothing")
        session.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.15, steps: 5)
        session.wait(0.6, sampling: 0.3)
        session.act("Tap right of the current indicator: page 2, one action, and the scroll view animates there")
        session.tap(at: CGPoint(x: indicator(1).x + 40, y: indicator(1).y))
        session.wait(0.6, sampling: 0.3)
        session.act("Scrub left along the indicators to page 0: the page jumps, the scroll view follows each jump")
        session.drag(from: indicator(2), to: indicator(0), duration: 0.3, steps: 2)
        session.wait(0.6, sampling: 0.3)
        session.perform("scrollView.contentOffset.x = 3 × width: the page control shows page 3 and sends nothing") {
            onboarding.scrollView.contentOffset = CGPoint(x: 3 * onboarding.scrollView.bounds.width, y: 0)
        }
        session.act("Tap \"Get started\" on the last page")
        session.tap(at: onboarding.getStartedButton.convert(CGPoint(x: 100, y: 25), to: nil))
        session.wait(0.3)
        return session
    }

    /// SettingsViewController's help row: a hover recognizer follows the pointer's path.
    public static let settingsHelpHover = DemoScenario(
        title: "Help on hover (SettingsViewController)",
        technique: "a hover recognizer on the help row: it begins when a pointer's sample finds the row on its hit path, changes at each later one over it, and ends when the pointer leaves the row or the window (R101); it takes no touches, so a tap on the row still ends editing (R102)"
    ) {
        let screen = SettingsViewController()
        let session = DemoSession(showing: screen) {
            [("help tip", screen.isShowingHelp ? "shown" : "hidden"),
             ("editing", screen.isEditing ? "yes" : "no")]
        }
        let row = screen.helpRow.convert(CGPoint(x: 40, y: 22), to: nil)
        session.act("The pointer enters the window above the row, then moves down onto it: the hover begins, the tip shows")
        session.hover(to: CGPoint(x: row.x, y: row.y - 80))
        for step in 1...2 {
            session.wait(0.05)
            session.hover(to: CGPoint(x: row.x, y: row.y - 80 + CGFloat(step) * 40))
        }
        session.act("It moves along the row: the hover changes, the tip stays")
        session.wait(0.05)
        session.hover(to: CGPoint(x: row.x + 200, y: row.y))
        session.act("Tap the switch, then tap the row while the pointer is over it: the tap is the background's and ends editing; the hover goes on")
        session.tap(at: screen.darkModeSwitch.convert(CGPoint(x: 25, y: 15), to: nil))
        session.wait(0.5)
        session.tap(at: CGPoint(x: row.x + 200, y: row.y))
        session.wait(0.3)
        session.act("The pointer leaves the window: the hover ends, the tip hides")
        session.hoverExit()
        return session
    }
}
