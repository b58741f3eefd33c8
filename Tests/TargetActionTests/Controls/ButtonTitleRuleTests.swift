import Foundation
import Mocks
import Testing
@testable import TargetAction

/// R112: titles and title colours per state, with UIKit's fallback to `.normal`.
@Suite struct ButtonTitleRuleTests {
    @Test("R112: a title is kept for exactly its state; other states read the .normal title, or nil")
    func titlesPerState() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        #expect(button.title(for: .normal) == nil)
        #expect(button.title(for: .highlighted) == nil)

        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.title(for: .normal) == "Play")
        #expect(button.title(for: .selected) == "Pause")
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.title(for: [.selected, .highlighted]) == "Play")

        button.setTitle(nil, for: .selected)
        #expect(button.title(for: .selected) == "Play")
    }

    @Test("R112: a set for a state both disabled and highlighted is ignored: that state reads the .normal value")
    func disabledHighlightedIsIgnored() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.setTitle("Normal", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.setTitle("Both", for: [.disabled, .highlighted])
        button.setTitleColor(.red, for: [.disabled, .highlighted])

        #expect(button.title(for: [.disabled, .highlighted]) == "Normal")
        #expect(button.titleColor(for: [.disabled, .highlighted]) == .black)
    }

    @Test("R112: title is the .normal title, read and written")
    func titleIsTheNormalTitle() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.title = "Save"
        #expect(button.title(for: .normal) == "Save")
        button.setTitle("Saved", for: .normal)
        #expect(button.title == "Saved")
        button.setTitle("Saving", for: .highlighted)
        #expect(button.title == "Saved")
    }

    @Test("R112: the current title and colour follow the state as a finger presses, drags off and lifts")
    func currentTitleFollowsAPress() {
        let scene = ControlScene()
        let button = scene.button
        button.setTitle("Play", for: .normal)
        button.setTitle("Playing…", for: .highlighted)
        button.setTitleColor(.gray, for: .highlighted)
        #expect(button.currentTitle == "Play")
        #expect(button.currentTitleColor == .systemBlue)

        scene.simulator.down(at: CGPoint(x: 70, y: 42))
        #expect(button.currentTitle == "Playing…")
        #expect(button.currentTitleColor == .gray)

        scene.simulator.move(to: CGPoint(x: 70, y: 400))   // far outside the 70-point region
        #expect(button.currentTitle == "Play")
        scene.simulator.move(to: CGPoint(x: 70, y: 50))
        #expect(button.currentTitle == "Playing…")

        scene.simulator.up()
        #expect(button.currentTitle == "Play")
    }

    @Test("R112: the current title colour is the state's, else the .normal one, else the tint")
    func currentTitleColourFallsBackToTheTint() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.tintColor = .systemRed
        #expect(button.currentTitleColor == .systemRed)
        button.setTitleColor(.black, for: .normal)
        button.isEnabled = false
        #expect(button.currentTitleColor == .black)
        button.setTitleColor(.gray, for: .disabled)
        #expect(button.currentTitleColor == .gray)
    }

    @Test("R112: a primary action runs for .primaryActionTriggered, and its title becomes the .normal title")
    func primaryActionInitializers() {
        var taps = 0
        let titled = Button(primaryAction: Action(title: "Sort") { _ in taps += 1 })
        #expect(titled.frame == .zero)
        #expect(titled.title == "Sort")
        titled.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)

        let untitled = Button(frame: CGRect(x: 0, y: 0, width: 10, height: 10), primaryAction: Action { _ in })
        #expect(untitled.title == nil)
        let framed = Button(frame: CGRect(x: 0, y: 0, width: 10, height: 10), primaryAction: Action(title: "Go") { _ in })
        #expect(framed.title == "Go")
        #expect(Button(primaryAction: nil).title == nil)
    }

    @Test("R112: a real tap on a button made with a primary action runs it once")
    func aTapRunsThePrimaryAction() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var taps = 0
        let button = Button(primaryAction: Action(title: "Add") { _ in taps += 1 })
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        window.addSubview(button)

        TouchSimulator(window: window).tap(at: CGPoint(x: 70, y: 42))

        #expect(taps == 1)
        #expect(button.currentTitle == "Add")
    }
}
