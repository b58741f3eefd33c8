import Foundation
import Mocks
import Testing
@testable import TargetAction

/// R123, R124 (and R115's requests of a styled button): a ButtonStyle's body, made at once and again
/// at a flush when what it shows changed, and its isPressed following the tracked touch.
@Suite struct ButtonStyleRuleTests {
    let scene = ControlScene()
    let log = MakeBodyLog()
    /// Inside the button (20, 20, 100, 44).
    let inside = CGPoint(x: 70, y: 42)

    private var button: Button { scene.button }
    private var body: BlurBox? { button.styleBody as? BlurBox }

    private func attach(title: String? = "Save") {
        button.setTitle(title, for: .normal)
        button.buttonStyle(PressBlurButtonStyle(log: log))
    }

    // MARK: R123

    @Test("R123: attaching makes the body at once from the current configuration, at index 0, filling the bounds")
    func attachingMakesTheBodyAtOnce() throws {
        let earlier = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        button.addSubview(earlier)
        button.role = .cancel
        attach()

        #expect(log.made == ["Save cancel pressed=false"])
        let body = try #require(body)
        #expect(button.subviews.first === body)
        #expect(button.subviews.count == 2)
        #expect(body.frame == button.bounds)
        #expect(!body.isUserInteractionEnabled)
        #expect(body.label?.title == "Save")
        #expect(button.styleConfiguration?.label === body.label)
        #expect(button.styleConfiguration?.role == .cancel)
        #expect(button.styleConfiguration?.isPressed == false)
        #expect(button.attachedButtonStyle is PressBlurButtonStyle)
        #expect(button.attachedPrimitiveButtonStyle == nil)
    }

    @Test("R123: the body keeps filling the bounds when the frame or the bounds change")
    func theBodyFollowsTheBounds() throws {
        attach()
        let body = try #require(body)

        button.frame = CGRect(x: 10, y: 10, width: 200, height: 60)
        #expect(body.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
        button.bounds = CGRect(x: 5, y: 5, width: 120, height: 30)
        #expect(body.frame == button.bounds)
    }

    @Test("R123: .cancel and .destructive carry over, .normal and .primary give nil; a role change is remade at the flush")
    func rolesAndTheirRequests() {
        attach()
        button.role = .destructive
        #expect(log.made.count == 1)   // a request: nothing until the flush
        button.layoutIfNeeded()
        button.role = .primary
        button.layoutIfNeeded()
        button.role = .normal
        button.layoutIfNeeded()   // nil again: nothing shown changed

        #expect(log.made == ["Save none pressed=false", "Save destructive pressed=false", "Save none pressed=false"])
        #expect(button.styleConfiguration?.role == nil)
    }

    @Test("R123, R115: a styled button's title change is a request; makeBody runs once per flush, and not when nothing shown changed")
    func titleChangesAreCoalesced() {
        attach()
        button.setTitle("Send", for: .normal)
        button.setTitle("Post", for: .normal)
        button.layoutIfNeeded()
        button.setTitle("Selected", for: .selected)   // not what the button shows
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()

        #expect(log.made == ["Save none pressed=false", "Post none pressed=false"])
        #expect(button.styleConfiguration?.label.title == "Post")
    }

    @Test("R123: the label carries currentTitle: a configuration's title when there is one")
    func theLabelCarriesTheCurrentTitle() {
        attach()
        var configuration = Button.Configuration.plain()
        configuration.title = "From the configuration"
        button.configuration = configuration
        button.layoutIfNeeded()

        #expect(button.styleConfiguration?.label.title == "From the configuration")
    }

    @Test("R123: a new style of either kind replaces the other; removeStyle takes the body and the button tracks again")
    func replacingAndRemoving() throws {
        attach()
        let first = try #require(body)
        button.buttonStyle(TapTriggerButtonStyle(log: log))

        #expect(first.superview == nil)
        #expect(button.attachedButtonStyle == nil)
        #expect(button.attachedPrimitiveButtonStyle is TapTriggerButtonStyle)
        #expect(button.styleConfiguration == nil)
        let second = try #require(button.styleBody as? TapTriggerBody)
        #expect(button.subviews.count == 1)

        button.removeStyle()
        #expect(second.superview == nil)
        #expect(button.styleBody == nil)
        scene.simulator.tap(at: inside)
        #expect(scene.events(of: "button") == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("R123: a ButtonStyle's body takes no touches: a tap on it is the button's, as R41")
    func theButtonTracksATapOnTheBody() {
        attach()
        scene.simulator.tap(at: inside)

        #expect(scene.events(of: "button") == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    // MARK: R124

    @Test("R124: isPressed is false at touch-down and turns true pressDelay (0.012 s) later, at that timer's flush")
    func isPressedAfterTheDelay() {
        attach()
        scene.simulator.down(at: inside)
        #expect(button.isHighlighted)
        #expect(button.styleConfiguration?.isPressed == false)

        scene.window.clock.advance(by: 0.011)
        #expect(button.styleConfiguration?.isPressed == false)
        scene.window.clock.advance(by: 0.002)
        #expect(button.styleConfiguration?.isPressed == true)
        #expect(body?.radius == 5)

        scene.simulator.up()
        #expect(button.styleConfiguration?.isPressed == false)
        #expect(log.made == ["Save none pressed=false", "Save none pressed=true", "Save none pressed=false"])
        #expect(Button.defaultPressDelay == 0.012)
    }

    @Test("R124: dragged beyond the 70-point region it is unpressed; re-entry presses again at once; the lift inside acts")
    func dragOutAndBackIn() {
        attach()
        scene.simulator.down(at: inside)
        scene.simulator.wait(0.02)
        scene.simulator.move(to: CGPoint(x: 70, y: 20 + 44 + 71))   // 71 points below the bounds
        #expect(button.styleConfiguration?.isPressed == false)
        scene.simulator.move(to: CGPoint(x: 70, y: 20 + 44 + 69))   // back inside the region
        #expect(button.styleConfiguration?.isPressed == true)
        scene.simulator.up()

        #expect(log.made.map { $0.hasSuffix("true") } == [false, true, false, true, false])
        #expect(scene.events(of: "button").suffix(2) == ["touchUpInside", "primaryActionTriggered"])
    }

    @Test("R124: a quick tap runs R41's actions though the body never showed a press; the delay's timer goes with the lift")
    func aQuickTapActsUnpressed() {
        attach()
        scene.simulator.down(at: inside)
        scene.simulator.up()

        #expect(log.made == ["Save none pressed=false"])
        #expect(scene.events(of: "button") == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(scene.window.clock.pendingTimerCount == 0)
    }

    @Test("R124: a lift outside sends .touchUpOutside and no primary action; a cancel unpresses")
    func liftOutsideAndCancel() {
        attach()
        scene.simulator.down(at: inside)
        scene.simulator.wait(0.02)
        scene.simulator.move(to: CGPoint(x: 70, y: 300))
        scene.simulator.up()
        #expect(scene.events(of: "button").suffix(1) == ["touchUpOutside"])
        #expect(!scene.events(of: "button").contains("primaryActionTriggered"))

        scene.simulator.down(at: inside)
        scene.simulator.wait(0.02)
        #expect(button.styleConfiguration?.isPressed == true)
        scene.simulator.cancel()
        #expect(button.styleConfiguration?.isPressed == false)
        #expect(scene.events(of: "button").last == "touchCancel")
    }

    @Test("R124: a disabled button is never pressed; disabling a pressed one unpresses it")
    func disabledNeverPresses() {
        attach()
        scene.simulator.down(at: inside)
        scene.simulator.wait(0.02)
        #expect(button.styleConfiguration?.isPressed == true)
        button.isEnabled = false
        button.layoutIfNeeded()
        #expect(button.styleConfiguration?.isPressed == false)
        scene.simulator.up()

        scene.simulator.down(at: inside)
        scene.simulator.wait(0.02)
        scene.simulator.up()
        #expect(log.made.filter { $0.hasSuffix("true") }.count == 1)
    }

    @Test("R124: pressDelay is settable; a negative or non-finite delay is reported and kept")
    func pressDelayIsASetting() {
        attach()
        button.pressDelay = 0.1
        let (_, failures) = FailureReporter.capturing {
            button.pressDelay = -1
            button.pressDelay = .infinity
        }
        #expect(failures.count == 2)
        #expect(button.pressDelay == 0.1)

        scene.simulator.down(at: inside)
        scene.simulator.wait(0.05)
        #expect(button.styleConfiguration?.isPressed == false)
        scene.simulator.wait(0.06)
        #expect(button.styleConfiguration?.isPressed == true)
        scene.simulator.up()
    }

    @Test("R115, R116 (b): a change of isPressed is a request: the update handler runs at the delay's flush")
    func isPressedIsARequest() {
        attach()
        var updates = 0
        button.configurationUpdateHandler = { _ in updates += 1 }
        button.layoutIfNeeded()
        updates = 0

        scene.simulator.down(at: inside)   // the highlight: one update
        scene.window.clock.advance(by: 0.012)   // isPressed: one more

        #expect(updates == 2)
        scene.simulator.up()
    }

    @Test("R124: a ButtonStyle attached while a touch is tracked presses pressDelay after it was attached")
    func attachedMidTouch() {
        scene.simulator.down(at: inside)
        scene.simulator.wait(0.1)
        attach()
        #expect(button.styleConfiguration?.isPressed == false)
        scene.simulator.wait(0.012)
        #expect(button.styleConfiguration?.isPressed == true)
        scene.simulator.up()
    }
}
