import DemoControllers
import DemoSupport
import Foundation
import TargetAction
import Testing

/// The filter form, paged onboarding and help-on-hover scripts do what their captions say.
extension DemoScenarioTests {
    @Test("R90, R91, R95, R88: the form filters by taps, a hold and a sideways drag, scrolls from a vertical drag, and a tap on a stay ends editing")
    func filterFormFiltersScrollsAndEndsEditing() {
        let session = DemoScenario.filterForm.run()
        let results = results(session)

        #expect(results.first == "status All, guests 2, stays 13, editing no, list offset 0")
        #expect(results.contains("editing yes"))
        #expect(results.contains("status Available, stays 10"))
        #expect(results.contains("guests 4, stays 4"))
        #expect(results.contains("list offset 110"))
        #expect(results.contains("status Booked, stays 3"))
        #expect(results.last == "editing no")
        let why = session.trace.rows.filter { $0.kind == .why }.map(\.text)
        #expect(why.contains("endEditing failed: the touch is SegmentedControl(\"status\")'s, which takes precedence over it (R90)"))
        #expect(why.contains("scroll failed: the touch is SegmentedControl(\"status\")'s, which takes precedence over it (R90)"))
    }

    @Test("R48, R96-R98: a swipe pages with no page control action; a tap and a scrub each send, and the scroll view follows")
    func pagedOnboardingStaysInStepBothWays() {
        let results = results(DemoScenario.pagedOnboarding.run())

        #expect(results.contains("offset 390, page 1"))
        #expect(!results.contains { $0.contains("page control actions 1") && $0.contains("offset 390") })
        #expect(results.contains("page 2"))
        #expect(results.contains("page control actions 1"))
        #expect(results.contains("offset 780"))
        #expect(results.contains("page control actions 3"))
        #expect(results.contains("offset 0"))
        #expect(results.contains("offset 1170, page 3"))
        #expect(results.last == "finished yes")
    }

    @Test("R101, R102: the help tip shows while the pointer is over the row, a tap on the row ends editing, and the exit hides the tip")
    func helpOnHover() {
        let session = DemoScenario.settingsHelpHover.run()
        let results = results(session)

        #expect(results == ["help tip hidden, editing no", "help tip shown", "editing yes", "editing no", "help tip hidden"])
        let touches = session.trace.rows.filter { $0.kind == .touch }.map(\.text)
        #expect(touches.first == "pointer enters at (60, 222)")
        #expect(touches.last == "pointer exits")
        let states = session.trace.rows.filter { $0.kind == .state && $0.text.hasPrefix("helpHover") }.map(\.text)
        #expect(states.first == "helpHover: .possible → .began")
    }
}
