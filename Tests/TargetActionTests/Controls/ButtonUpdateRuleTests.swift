import Foundation
import Mocks
import Testing
@testable import TargetAction

/// R115, R116: requests for an update, and the flush that applies each button's once.
@Suite struct ButtonUpdateRuleTests {
    /// A button that counts its updates and what each read.
    final class CountingButton: Button {
        var updates: [String] = []

        override func updateConfiguration() {
            super.updateConfiguration()
            updates.append("update \(state.contains(.highlighted) ? "highlighted" : "plain")\(isSelected ? " selected" : "")")
        }
    }

    private func scene() -> (window: Window, button: CountingButton, simulator: TouchSimulator) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let button = CountingButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        window.addSubview(button)
        return (window, button, TouchSimulator(window: window))
    }

    @Test("R115: an update runs updateConfiguration, then the handler, for a button with no configuration too")
    func anUpdateRunsBoth() {
        let (_, button, _) = scene()
        var order: [String] = []
        button.configurationUpdateHandler = { _ in order.append("handler") }
        button.layoutIfNeeded()   // the handler's setting was a request
        order.removeAll()
        button.updates.removeAll()

        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()

        #expect(button.updates == ["update plain"])
        #expect(order == ["handler"])
    }

    @Test("R116: requests are coalesced: one update at the flush however many were made")
    func requestsAreCoalesced() {
        let (_, button, _) = scene()
        button.setNeedsUpdateConfiguration()
        button.setNeedsUpdateConfiguration()
        button.isSelected = true
        button.configuration = .gray()
        #expect(button.updates.isEmpty)   // nothing updates until a flush

        button.layoutIfNeeded()
        button.layoutIfNeeded()

        #expect(button.updates == ["update plain selected"])
    }

    @Test("R115: a request made while the button's own update runs is dropped")
    func aRequestDuringTheUpdateIsDropped() {
        let (_, button, _) = scene()
        button.configuration = .plain()
        button.configurationUpdateHandler = { button in
            button.configuration?.title = "Updated"
            button.isSelected = true
        }

        button.layoutIfNeeded()
        button.layoutIfNeeded()

        #expect(button.updates == ["update plain"])
        #expect(button.configuration?.title == "Updated")
    }

    @Test("R116 (a): a real press updates once after the touch-down event and once after the lift")
    func aPressUpdatesAfterEachEvent() {
        let (_, button, simulator) = scene()
        var seenAtTouchDown: [String] = []
        button.addAction(Action { [weak button] _ in seenAtTouchDown = button?.updates ?? ["gone"] }, for: .touchDown)

        simulator.down(at: CGPoint(x: 70, y: 42))
        #expect(seenAtTouchDown.isEmpty)   // the event's handlers run before its flush
        #expect(button.updates == ["update highlighted"])
        simulator.up()

        #expect(button.updates == ["update highlighted", "update plain"])
    }

    @Test("R116 (a), R117: a toggle button's highlight going off and its selection are one update")
    func aToggleIsOneUpdate() {
        let (_, button, simulator) = scene()
        button.changesSelectionAsPrimaryAction = true
        button.layoutIfNeeded()
        button.updates.removeAll()

        simulator.tap(at: CGPoint(x: 70, y: 42))

        #expect(button.updates == ["update highlighted", "update plain selected"])
    }

    @Test("R116 (a): the configuration follows the press: highlighted colours while held, plain after")
    func theConfigurationFollowsThePress() {
        let (_, button, simulator) = scene()
        button.configuration = .filled()
        button.layoutIfNeeded()

        simulator.down(at: CGPoint(x: 70, y: 42))
        #expect(button.configuration?.resolvedForegroundColor == Color.white.withAlphaComponent(0.5))
        simulator.up()

        #expect(button.configuration?.resolvedForegroundColor == .white)
    }

    @Test("R116 (b): a change a timer makes is applied right after that timer, at its time")
    func aTimerFlushes() {
        let (window, button, _) = scene()
        var seenByTheLaterTimer: [String] = []
        window.clock.schedule(after: 1) { button.isSelected = true }
        window.clock.schedule(after: 2) { seenByTheLaterTimer = button.updates }

        window.clock.advance(by: 3)

        #expect(seenByTheLaterTimer == ["update plain selected"])
        #expect(button.updates == ["update plain selected"])
    }

    @Test("R116: a state set in code outside an event waits; reading the configuration does not flush")
    func codeOutsideAnEventWaits() {
        let (window, button, _) = scene()
        button.configuration = .plain()
        window.layoutIfNeeded()
        button.updates.removeAll()

        button.isEnabled = false
        _ = button.configuration
        #expect(button.updates.isEmpty)
        #expect(button.configuration?.resolvedForegroundColor == .systemBlue)

        window.layoutIfNeeded()   // (c) from a view that contains it
        #expect(button.updates == ["update plain"])
        #expect(button.configuration?.resolvedForegroundColor == Color.systemBlue.withAlphaComponent(0.35))
    }

    @Test("R116 (c): layoutIfNeeded updates a button in no window")
    func layoutIfNeededOutsideAWindow() {
        let button = CountingButton(frame: .zero)
        button.isSelected = true

        button.layoutIfNeeded()

        #expect(button.updates == ["update plain selected"])
    }

    @Test("R116 (d): a waiting button that comes into a window is updated at once")
    func comingIntoAWindowUpdates() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let holder = View(frame: window.bounds)
        let button = CountingButton(configuration: .tinted())
        holder.addSubview(button)
        #expect(button.updates.isEmpty)

        window.addSubview(holder)

        #expect(button.updates == ["update plain"])
    }

    @Test("R116 (d): a button that asked while in no window is found however deep it is put, and only once")
    func aDeepWaitingButtonComingIntoAWindow() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let button = CountingButton(frame: .zero)
        button.isSelected = true   // a request in no window
        let inner = View(frame: window.bounds), outer = View(frame: window.bounds)
        inner.addSubview(button)
        outer.addSubview(inner)

        window.addSubview(outer)
        outer.removeFromSuperview()
        window.addSubview(outer)

        #expect(button.updates == ["update plain selected"])
    }

    @Test("R116 (c): layoutIfNeeded on an ancestor in a window updates its button, and the flush does not again")
    func layoutIfNeededInAWindowTakesTheButtonOffTheFlush() {
        let (window, button, simulator) = scene()
        button.isSelected = true

        window.layoutIfNeeded()

        #expect(button.updates == ["update plain selected"])
        #expect(window.clock.flush.isEmpty)
        simulator.tap(at: CGPoint(x: 300, y: 300))   // an event elsewhere: a flush with nothing to do
        #expect(button.updates == ["update plain selected"])
    }

    @Test("R116: within a flush, superview before subview, and subviews in order")
    func treeOrder() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var order: [String] = []
        let outer = CountingButton(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let first = CountingButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = CountingButton(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        outer.addSubview(first)
        outer.addSubview(second)
        window.addSubview(outer)
        for (name, button) in [("outer", outer), ("first", first), ("second", second)] {
            button.configurationUpdateHandler = { _ in order.append(name) }
        }
        window.layoutIfNeeded()
        order.removeAll()

        window.clock.schedule(after: 1) {
            second.isSelected = true
            first.isSelected = true
            outer.isSelected = true
        }
        window.clock.advance(by: 1)

        #expect(order == ["outer", "first", "second"])
    }

    @Test("R116: handlers that keep asking each other for updates are stopped after 100 rounds and reported")
    func aPingPongIsReported() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let ping = CountingButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let pong = CountingButton(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        window.addSubview(ping)
        window.addSubview(pong)
        ping.configurationUpdateHandler = { [weak pong] _ in pong?.isSelected.toggle() }
        pong.configurationUpdateHandler = { [weak ping] _ in ping?.isSelected.toggle() }
        window.layoutIfNeeded()

        let (_, failures) = FailureReporter.capturing {
            window.clock.schedule(after: 1) { ping.isSelected.toggle() }
            window.clock.advance(by: 1)
        }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("100 rounds") == true)
        #expect(ping.updates.count + pong.updates.count <= 2 * UpdateFlush.maximumRounds + 2)
    }
}
