import Foundation
import Mocks
import Testing
@testable import TargetAction

/// R111: a control's state is exactly its three flags, as a real UIButton shows them.
@Suite struct ControlStateRuleTests {
    @Test("R111: state is exactly highlighted, disabled and selected, each from its own flag")
    func stateIsTheThreeFlags() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        #expect(button.state == .normal)
        button.isSelected = true
        #expect(button.state == .selected)
        button.isHighlighted = true
        #expect(button.state == [.selected, .highlighted])
        button.isHighlighted = false
        button.isEnabled = false
        #expect(button.state == [.selected, .disabled])
        button.isSelected = false
        #expect(button.state == .disabled)
    }

    @Test("R111: disabling unhighlights, and enabling again does not highlight again")
    func disablingUnhighlights() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.isHighlighted = true
        button.isEnabled = false
        #expect(!button.isHighlighted)
        button.isEnabled = true
        #expect(!button.isHighlighted)
        #expect(button.state == .normal)
    }

    @Test("R111: a disabled control set highlighted stays unhighlighted")
    func aDisabledControlIsNeverHighlighted() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.isEnabled = false
        button.isHighlighted = true
        #expect(!button.isHighlighted)
        #expect(button.state == .disabled)
    }

    @Test("R111: selected is independent of enabled and highlighted, enabled or not")
    func selectedIsIndependent() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.isEnabled = false
        button.isSelected = true
        #expect(button.isSelected)
        button.isEnabled = true
        #expect(button.isSelected)
        button.isHighlighted = true
        button.isSelected = false
        #expect(button.isHighlighted)
    }

    @Test("R111, R40: a press highlights; a handler that disables the button mid-press unhighlights it and ends the tracking")
    func disablingDuringAPressUnhighlights() {
        let scene = ControlScene()
        var statesSeen: [Control.State] = []
        scene.button.addAction(Action { [weak button = scene.button] _ in
            guard let button else { return }
            statesSeen.append(button.state)
            button.isEnabled = false
            statesSeen.append(button.state)
        }, for: .touchDown)

        scene.simulator.down(at: CGPoint(x: 70, y: 42))

        #expect(statesSeen == [.highlighted, .disabled])
        #expect(!scene.button.isTracking)
        scene.simulator.up()
        scene.button.isEnabled = true
        #expect(scene.button.state == .normal)
    }

    @Test("R111: a press on a selected button reads selected and highlighted; lifted, selected alone")
    func aPressOnASelectedButton() {
        let scene = ControlScene()
        scene.button.isSelected = true

        scene.simulator.down(at: CGPoint(x: 70, y: 42))
        #expect(scene.button.state == [.selected, .highlighted])
        scene.simulator.up()

        #expect(scene.button.state == .selected)
    }
}
