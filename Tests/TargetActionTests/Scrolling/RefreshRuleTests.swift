import Foundation
import Mocks
import Testing
@testable import TargetAction

/// A 400×800 list with 2000 points of content and a refresh control, a journal of its delegate
/// calls, and what the control's `.valueChanged` action saw each time it ran.
struct RefreshScene {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let control = RefreshControl()
    let journal = ZoomJournal()
    let simulator: TouchSimulator
    let sends = Sends()
    var clock: ManualClock { window.clock }

    /// What the action read: refreshing, a finger down, the adjusted top inset, the offset.
    final class Sends {
        var seen: [(isRefreshing: Bool, isTracking: Bool, insetTop: CGFloat, offset: CGFloat)] = []
    }

    init(contentHeight: CGFloat = 2000, inset: EdgeInsets = .zero) {
        list.contentSize = CGSize(width: 400, height: contentHeight)
        list.contentInset = inset
        list.contentOffset = CGPoint(x: 0, y: -inset.top)
        list.addSubview(View(frame: CGRect(x: 0, y: 0, width: 400, height: contentHeight)))
        list.refreshControl = control
        list.delegate = journal
        window.addSubview(list)
        simulator = TouchSimulator(window: window)
        let sends = self.sends
        control.addAction(Action { action in
            guard let control = action.sender as? RefreshControl, let list = control.superview as? ScrollView else { return }
            sends.seen.append((control.isRefreshing, list.isTracking, list.adjustedContentInset.top, list.contentOffset.y))
        }, for: .valueChanged)
    }

    /// A finger down at (200, 200), moved `distance` points down in 20-point steps 0.01 s apart; it stays down.
    func pull(by distance: CGFloat, from y: CGFloat = 200) {
        simulator.down(at: CGPoint(x: 200, y: y))
        move(by: distance, from: y)
    }

    /// The finger down moved from `y` by `distance` in 20-point steps.
    func move(by distance: CGFloat, from y: CGFloat) {
        let steps = Int((abs(distance) / 20).rounded(.up))
        for step in 1...max(1, steps) {
            simulator.wait(0.01)
            simulator.move(to: CGPoint(x: 200, y: y + distance * CGFloat(step) / CGFloat(max(1, steps))))
        }
    }
}

/// R81-R85: pull to refresh with real fingers.
@Suite struct RefreshRuleTests {
    // MARK: R81

    @Test("R81: setting refreshControl adds it, 60 points tall and as wide as the list, just above the content; a new one replaces it")
    func r81_attaching() {
        let scene = RefreshScene()

        #expect(scene.control.superview === scene.list)
        #expect(scene.list.subviews.first === scene.control)
        #expect(scene.control.frame == CGRect(x: 0, y: -60, width: 400, height: 60))
        #expect(!scene.control.isRefreshing)
        #expect(!scene.list.alwaysBounceVertical)
        #expect(RefreshControl.defaultHeight == 60)

        scene.list.frame = CGRect(x: 0, y: 0, width: 300, height: 800)

        #expect(scene.control.frame == CGRect(x: 0, y: -60, width: 300, height: 60))

        let other = RefreshControl()
        scene.list.refreshControl = other

        #expect(scene.control.superview == nil)
        #expect(other.superview === scene.list && scene.list.refreshControl === other)

        scene.list.refreshControl = nil

        #expect(other.superview == nil && scene.list.refreshControl == nil)
    }

    @Test("R81: content shorter than the list can be pulled only with alwaysBounceVertical", arguments: [false, true])
    func r81_shortContent(alwaysBounceVertical: Bool) {
        let scene = RefreshScene(contentHeight: 300)
        scene.list.alwaysBounceVertical = alwaysBounceVertical

        scene.pull(by: 400)

        #expect(scene.sends.seen.count == (alwaysBounceVertical ? 1 : 0))
        #expect((scene.list.contentOffset.y < 0) == alwaysBounceVertical)
    }

    // MARK: R82

    @Test("R82: the trigger distance is min(round(h ÷ 2), 112.5 × max(h, 372) ÷ 568)", arguments: [
        (CGFloat(844), CGFloat(112.5 * 844 / 568)), (CGFloat(568), CGFloat(112.5)), (CGFloat(300), CGFloat(112.5 * 372 / 568)), (CGFloat(100), CGFloat(50)),
    ])
    func r82_triggerDistance(height: CGFloat, distance: CGFloat) {
        let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: height))
        let control = RefreshControl()

        let detached = control.triggerDistance
        list.refreshControl = control

        #expect(detached == 0)
        #expect(abs(control.triggerDistance - distance) < 1e-9)
    }

    @Test("R82: a pull with a finger triggers during the drag, once: refreshing, the inset grown by 60 first, the offset unmoved")
    func r82_triggersDuringTheDrag() throws {
        let scene = RefreshScene()

        scene.pull(by: 400)

        let seen = try #require(scene.sends.seen.first)
        #expect(scene.sends.seen.count == 1)
        #expect(seen.isRefreshing && seen.isTracking)
        #expect(seen.insetTop == 60)
        #expect(-seen.offset >= scene.control.triggerDistance)
        #expect(scene.journal.lines.filter { $0.hasPrefix("didChangeAdjusted") } == ["didChangeAdjustedContentInset(top 60.0)"])
        #expect(scene.list.contentInset == .zero)
        #expect(scene.list.isDragging)   // the finger is still down

        scene.move(by: 100, from: 600)   // further down: nothing more

        #expect(scene.sends.seen.count == 1)
    }

    @Test("R82: content pulled past the trigger with no finger down never triggers")
    func r82_noFingerNoTrigger() {
        let scene = RefreshScene()

        scene.list.contentOffset = CGPoint(x: 0, y: -100)
        scene.list.contentOffset = CGPoint(x: 0, y: -300)
        scene.list.setContentOffset(CGPoint(x: 0, y: -250), animated: true)
        scene.clock.advance(by: 1)

        #expect(scene.sends.seen.isEmpty)
        #expect(!scene.control.isRefreshing)
    }

    @Test("R82: a disabled refresh control never triggers")
    func r82_disabled() {
        let scene = RefreshScene()
        scene.control.isEnabled = false

        scene.pull(by: 400)

        #expect(scene.sends.seen.isEmpty)
    }

    // MARK: R83

    @Test("R83: a lift while refreshing returns the content to the revealed control over 0.3 s; pulling again sends nothing")
    func r83_liftRestsAtTheControl() {
        let scene = RefreshScene()
        scene.pull(by: 400)

        scene.simulator.up()

        #expect(scene.list.isDecelerating)
        scene.clock.advance(by: 0.3)
        #expect(scene.list.contentOffset.y == -60)
        #expect(!scene.list.isDecelerating && scene.control.isRefreshing)

        scene.pull(by: 400)
        scene.simulator.up()
        scene.clock.advance(by: 1)

        #expect(scene.sends.seen.count == 1)
        #expect(scene.list.contentOffset.y == -60)
    }

    // MARK: R84

    @Test("R84: beginRefreshing grows the inset, sends nothing and scrolls nothing; again, or in no window, it does nothing")
    func r84_beginRefreshing() {
        let scene = RefreshScene()

        scene.control.beginRefreshing()
        scene.control.beginRefreshing()

        #expect(scene.control.isRefreshing)
        #expect(scene.list.adjustedContentInset.top == 60)
        #expect(scene.list.contentOffset.y == 0)
        #expect(scene.sends.seen.isEmpty)
        #expect(scene.journal.lines == ["didChangeAdjustedContentInset(top 60.0)"])

        let detached = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let control = RefreshControl()
        detached.refreshControl = control
        control.beginRefreshing()

        #expect(!control.isRefreshing && detached.adjustedContentInset.top == 0)
    }

    // MARK: R85

    @Test("R85: endRefreshing with the control revealed and no finger down scrolls back as an animated setContentOffset")
    func r85_endScrollsBack() {
        let scene = RefreshScene()
        scene.pull(by: 400)
        scene.simulator.up()
        scene.clock.advance(by: 0.3)
        scene.journal.clear()

        scene.control.endRefreshing()

        #expect(!scene.control.isRefreshing)
        #expect(scene.list.adjustedContentInset.top == 0)
        #expect(scene.journal.lines == ["didChangeAdjustedContentInset(top 0.0)"])
        scene.clock.advance(by: 0.3)
        #expect(scene.list.contentOffset.y == 0)
        #expect(scene.journal.lines.last == "didEndScrollingAnimation")
    }

    @Test("R85: endRefreshing with a finger down moves nothing, and the lift bounces to the top; that drag cannot trigger again until back within 5 points")
    func r85_endDuringTheDrag() {
        let scene = RefreshScene()
        scene.pull(by: 400)
        let offset = scene.list.contentOffset.y

        scene.control.endRefreshing()

        #expect(scene.list.contentOffset.y == offset)
        scene.move(by: 100, from: 600)
        #expect(scene.sends.seen.count == 1)

        scene.move(by: -680, from: 700)   // back up past the top: the pull is over
        scene.move(by: 660, from: 20)     // and down again, in the same drag

        #expect(scene.sends.seen.count == 2)

        scene.control.endRefreshing()
        scene.simulator.up()
        scene.clock.advance(by: 0.3)

        #expect(scene.list.contentOffset.y == 0)
        #expect(!scene.journal.lines.contains("didEndScrollingAnimation"))
    }

    @Test("R85: endRefreshing while the content returns from past a side edge scrolls up and comes to rest within the edges")
    func r85_endWhileReturningFromASideEdge() {
        let scene = RefreshScene()
        scene.list.alwaysBounceHorizontal = true
        scene.simulator.down(at: CGPoint(x: 200, y: 200))
        for step in 1...9 {
            scene.simulator.wait(0.01)
            scene.simulator.move(to: CGPoint(x: 200 + CGFloat(step) * 10, y: 200 + CGFloat(step) * 50))
        }
        scene.simulator.up()
        scene.clock.advance(by: 0.1)
        #expect(scene.list.contentOffset.x < 0)   // still on its way back

        scene.control.endRefreshing()
        scene.clock.advance(by: 0.3)

        #expect(scene.list.contentOffset == .zero)
    }

    @Test("R85, R47: endRefreshing while a flick decelerates towards the control's room: the content comes to rest at the new top edge, still decelerating until then")
    func r85_endWhileDeceleratingTowardsTheRoom() {
        let scene = RefreshScene()
        scene.pull(by: 400)   // triggers
        scene.list.contentOffset = CGPoint(x: 0, y: 1000)   // set by code mid-drag (R45)
        scene.move(by: 200, from: 600)   // a fast flick down: the content heads for the top
        scene.simulator.up()
        scene.clock.advance(by: 0.05)
        #expect(scene.list.isDecelerating && scene.list.contentOffset.y > 0)
        scene.journal.clear()

        scene.control.endRefreshing()   // v = 0: nothing moves now
        let offset = scene.list.contentOffset.y
        scene.clock.advance(by: 0.016)

        #expect(scene.list.isDecelerating)
        #expect(abs(scene.list.contentOffset.y - offset) < 60)   // on its curve, no jump
        scene.clock.advance(by: 10)
        #expect(scene.list.contentOffset.y == 0)
        #expect(!scene.list.isDecelerating)
        #expect(scene.journal.lines.last == "didEndDecelerating")
        #expect(!scene.journal.lines.contains("didEndScrollingAnimation"))
    }

    @Test("R85: endRefreshing with nothing pulled moves nothing; when not refreshing it does nothing")
    func r85_nothingPulled() {
        let scene = RefreshScene()
        scene.control.endRefreshing()
        #expect(scene.journal.lines.isEmpty)

        scene.control.beginRefreshing()
        scene.control.endRefreshing()

        #expect(scene.journal.lines == ["didChangeAdjustedContentInset(top 60.0)", "didChangeAdjustedContentInset(top 0.0)"])
        #expect(scene.clock.pendingTimerCount == 0)
    }
}
