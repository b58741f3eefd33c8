import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R119-R121: a button's menu opens at touch-down or after a press, one per window, and the next
/// touch-down dismisses it and reaches nothing.
@Suite struct MenuPresentationRuleTests {
    /// The scene's button, given a two-action menu; shown as its primary action when `primary`.
    private func menuScene(primary: Bool) -> (scene: ControlScene, menu: Menu) {
        let scene = ControlScene()
        let menu = Menu(title: "Sort", children: [Action(title: "Date") { _ in }, Action(title: "Name") { _ in }])
        scene.button.menu = menu
        scene.button.showsMenuAsPrimaryAction = primary
        return (scene, menu)
    }

    private let onButton = CGPoint(x: 70, y: 42)

    @Test("R119: the event's raw value is UIKit's, and the menu settings start as UIKit's")
    func r119_constants() {
        #expect(Control.Event.menuActionTriggered.rawValue == 1 << 14)
        #expect(Control.Event.menuActionTriggered.description == ".menuActionTriggered")
        let button = Button(frame: .zero)
        #expect(button.menu == nil && !button.showsMenuAsPrimaryAction)
        #expect(Button.defaultMenuPressDuration == 0.5 && button.menuPressDuration == 0.5)
        #expect(Button.defaultMenuAllowableMovement == 10 && button.menuAllowableMovement == 10)
    }

    @Test("R119: a touch-down tracks, sends .menuActionTriggered, presents the menu, then ends tracking as a cancel")
    func r119_touchDownPresents() {
        let (scene, menu) = menuScene(primary: true)
        var seen: [String] = []
        scene.button.addAction(Action { [weak button = scene.button, weak window = scene.window] _ in
            seen.append("menuActionTriggered highlighted=\(button?.isHighlighted == true) presented=\(window?.presentedMenu != nil)")
        }, for: .menuActionTriggered)
        scene.button.addAction(Action { [weak button = scene.button, weak window = scene.window] _ in
            seen.append("touchCancel highlighted=\(button?.isHighlighted == true) presented=\(window?.presentedMenu != nil)")
        }, for: .touchCancel)

        scene.simulator.down(at: onButton)

        #expect(scene.events(of: "button") == ["touchDown", "menuActionTriggered", "touchCancel"])
        #expect(seen == ["menuActionTriggered highlighted=true presented=false", "touchCancel highlighted=false presented=true"])
        #expect(scene.window.presentedMenu === menu)
        #expect(scene.window.presentedMenuSource === scene.button)
        #expect(!scene.button.isTracking && !scene.button.isHighlighted)
    }

    @Test("R119: the rest of that touch sends nothing: no drags, no touchUpInside, no primary action")
    func r119_theRestSendsNothing() {
        let (scene, _) = menuScene(primary: true)
        scene.simulator.down(at: onButton)
        scene.simulator.move(to: CGPoint(x: 90, y: 42))
        scene.simulator.move(to: CGPoint(x: 300, y: 400))
        scene.simulator.move(to: onButton)
        scene.simulator.up()

        #expect(scene.events(of: "button") == ["touchDown", "menuActionTriggered", "touchCancel"])
        #expect(scene.window.presentedMenu != nil)
    }

    @Test("R119: tracking ends through cancelTracking, not endTracking")
    func r119_cancelTrackingIsCalled() {
        final class JournalButton: Button {
            var calls: [String] = []
            override func cancelTracking(with event: TargetAction.Event?) { calls.append("cancelTracking") }
            override func endTracking(_ touch: Touch?, with event: TargetAction.Event?) { calls.append("endTracking") }
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let button = JournalButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        button.menu = Menu(children: [Action(title: "One") { _ in }])
        button.showsMenuAsPrimaryAction = true
        window.addSubview(button)
        let simulator = TouchSimulator(window: window)

        simulator.tap(at: onButton)

        #expect(button.calls == ["cancelTracking"])
    }

    @Test("R119: a disabled button presents nothing; a button without a menu tracks a tap as before")
    func r119_disabledOrNoMenu() {
        let (scene, _) = menuScene(primary: true)
        scene.button.isEnabled = false
        scene.simulator.tap(at: onButton)
        #expect(scene.window.presentedMenu == nil)
        #expect(scene.events(of: "button").isEmpty)

        let plain = ControlScene()
        plain.button.showsMenuAsPrimaryAction = true
        plain.simulator.tap(at: onButton)
        #expect(plain.events(of: "button") == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("R117, R119: performPrimaryAction presents the menu instead: .menuActionTriggered alone, no toggle")
    func r117_r119_performPrimaryActionPresents() {
        let (scene, menu) = menuScene(primary: true)
        scene.button.changesSelectionAsPrimaryAction = true

        scene.button.performPrimaryAction()

        #expect(scene.events(of: "button") == ["menuActionTriggered"])
        #expect(scene.window.presentedMenu === menu)
        #expect(!scene.button.isSelected)
    }

    @Test("R115: setting menu or showsMenuAsPrimaryAction asks for an update")
    func r115_menuSettingsAreRequests() {
        let scene = ControlScene()
        var updates = 0
        scene.button.configurationUpdateHandler = { _ in updates += 1 }
        scene.button.layoutIfNeeded()
        updates = 0

        scene.button.menu = Menu(children: [])
        scene.button.layoutIfNeeded()
        #expect(updates == 1)
        scene.button.showsMenuAsPrimaryAction = true
        scene.button.layoutIfNeeded()
        #expect(updates == 2)
    }

    // MARK: R120

    @Test("R120: a touch held menuPressDuration presents the menu at that moment and ends tracking; the lift sends nothing")
    func r120_pressPresents() {
        let (scene, menu) = menuScene(primary: false)
        scene.simulator.down(at: onButton)
        scene.simulator.wait(0.49)
        #expect(scene.window.presentedMenu == nil)
        #expect(scene.button.isHighlighted)

        scene.simulator.wait(0.01)
        #expect(scene.window.presentedMenu === menu)
        #expect(scene.events(of: "button") == ["touchDown", "menuActionTriggered", "touchCancel"])
        #expect(!scene.button.isTracking && !scene.button.isHighlighted)

        scene.simulator.up()
        #expect(scene.events(of: "button") == ["touchDown", "menuActionTriggered", "touchCancel"])
    }

    @Test("R120: a lift before menuPressDuration is a tap, and no menu opens afterwards")
    func r120_earlyLiftIsATap() {
        let (scene, _) = menuScene(primary: false)
        scene.simulator.down(at: onButton)
        scene.simulator.wait(0.4)
        scene.simulator.up()
        scene.simulator.wait(1)

        #expect(scene.events(of: "button") == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(scene.window.presentedMenu == nil)
        #expect(scene.window.clock.pendingTimerCount == 0)
    }

    @Test("R120: a move of menuAllowableMovement (10 points) from the touch-down means no menu, even back where it started")
    func r120_movingTooFarCancelsThePress() {
        let (scene, _) = menuScene(primary: false)
        scene.simulator.down(at: onButton)
        scene.simulator.move(to: CGPoint(x: onButton.x + 6, y: onButton.y + 8))   // 10 points away
        scene.simulator.move(to: onButton)
        scene.simulator.wait(1)
        #expect(scene.window.presentedMenu == nil)
        scene.simulator.up()
        #expect(scene.events(of: "button").suffix(2) == ["touchUpInside", "primaryActionTriggered"])

        let (near, menu) = menuScene(primary: false)
        near.simulator.down(at: onButton)
        near.simulator.move(to: CGPoint(x: onButton.x + 9.9, y: onButton.y))
        near.simulator.wait(0.5)
        #expect(near.window.presentedMenu === menu)
    }

    @Test("R120: the press follows the settings: menuPressDuration and menuAllowableMovement")
    func r120_settings() {
        let (scene, menu) = menuScene(primary: false)
        scene.button.menuPressDuration = 1
        scene.button.menuAllowableMovement = 30
        scene.simulator.down(at: onButton)
        scene.simulator.move(to: CGPoint(x: onButton.x + 25, y: onButton.y))
        scene.simulator.wait(0.9)
        #expect(scene.window.presentedMenu == nil)
        scene.simulator.wait(0.1)
        #expect(scene.window.presentedMenu === menu)
    }

    @Test("R30, R120: a negative or non-finite press duration or movement is reported and kept")
    func r120_badSettingsAreReported() {
        let button = Button(frame: .zero)
        let (_, failures) = FailureReporter.capturing {
            button.menuPressDuration = -1
            button.menuPressDuration = .nan
            button.menuAllowableMovement = -.infinity
        }
        #expect(failures.map(\.message) == [
            "\(button.debugName).menuPressDuration = -1.0: it must be finite and not negative. It stays 0.5.",
            "\(button.debugName).menuPressDuration = nan: it must be finite and not negative. It stays 0.5.",
            "\(button.debugName).menuAllowableMovement = -inf: it must be finite and not negative. It stays 10.0.",
        ])
        #expect(button.menuPressDuration == 0.5 && button.menuAllowableMovement == 10)
    }

    // MARK: R121

    @Test("R121: the next touch-down anywhere dismisses the menu, and that touch reaches no view, recognizer or value gesture")
    func r121_dismissingTouchReachesNothing() {
        /// A view that logs the phases of the touches it hears.
        final class TouchLoggingView: View {
            var phases: [String] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: TargetAction.Event?) { phases.append("began") }
            override func touchesMoved(_ touches: Set<Touch>, with event: TargetAction.Event?) { phases.append("moved") }
            override func touchesEnded(_ touches: Set<Touch>, with event: TargetAction.Event?) { phases.append("ended") }
            override func touchesCancelled(_ touches: Set<Touch>, with event: TargetAction.Event?) { phases.append("cancelled") }
        }
        for valueGesture in [false, true] {   // a recognizer, or a value gesture, on the view under the touch
            let (scene, _) = menuScene(primary: true)
            let pad = TouchLoggingView(frame: CGRect(x: 200, y: 500, width: 200, height: 200))
            scene.background.addSubview(pad)
            var recognized = 0
            if valueGesture {
                pad.gesture(TapGesture().onEnded { recognized += 1 })
            } else {
                scene.backgroundTap()
                scene.log.onAction = { _ in recognized += 1 }
            }
            scene.simulator.tap(at: onButton)
            scene.journal.entries.removeAll()

            scene.simulator.down(at: CGPoint(x: 300, y: 600))
            #expect(scene.window.presentedMenu == nil)
            #expect(scene.window.presentedMenuSource == nil)
            scene.simulator.move(to: CGPoint(x: 301, y: 600))
            scene.simulator.up()

            #expect(recognized == 0)
            #expect(pad.phases.isEmpty)
            #expect(scene.journal.entries.isEmpty)

            scene.simulator.tap(at: CGPoint(x: 300, y: 600))   // the next touch is an ordinary one again
            #expect(recognized == 1)
            #expect(pad.phases == ["began", "cancelled"])   // the recognizer took it (cancelsTouchesInView)
        }
    }

    @Test("R121: a touch-down on the presenting button dismisses the menu and does not open it again")
    func r121_touchOnTheButtonOnlyDismisses() {
        let (scene, _) = menuScene(primary: true)
        scene.simulator.tap(at: onButton)
        scene.journal.entries.removeAll()

        scene.simulator.tap(at: onButton)

        #expect(scene.window.presentedMenu == nil)
        #expect(scene.journal.entries.isEmpty)
    }

    @Test("R121: a window shows one menu: a new presentation replaces it")
    func r121_oneMenuPerWindow() {
        let (scene, _) = menuScene(primary: true)
        let other = Button(frame: CGRect(x: 200, y: 20, width: 100, height: 44))
        let otherMenu = Menu(title: "Other", children: [Action(title: "X") { _ in }])
        other.menu = otherMenu
        other.showsMenuAsPrimaryAction = true
        scene.background.addSubview(other)
        scene.simulator.tap(at: onButton)

        other.performPrimaryAction()

        #expect(scene.window.presentedMenu === otherMenu)
        #expect(scene.window.presentedMenuSource === other)
    }
}
