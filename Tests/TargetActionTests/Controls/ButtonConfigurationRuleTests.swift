import Foundation
import Mocks
import Testing
@testable import TargetAction

/// R113, R114: configurations as values, and the colours they resolve to for a button's state and tint.
@Suite struct ButtonConfigurationRuleTests {
    @Test("R113: the presets start with every optional nil, dynamic corners, medium size, no indicator; only filled does not update for selection")
    func presets() {
        for (preset, updatesForSelection) in [(Button.Configuration.plain(), true), (.gray(), true), (.tinted(), true), (.filled(), false)] {
            #expect(preset.title == nil && preset.subtitle == nil)
            #expect(preset.baseForegroundColor == nil && preset.baseBackgroundColor == nil)
            #expect(preset.cornerStyle == .dynamic)
            #expect(preset.buttonSize == .medium)
            #expect(!preset.showsActivityIndicator)
            #expect(preset.automaticallyUpdateForSelection == updatesForSelection)
        }
    }

    @Test("R113: a configuration is a value: a changed copy changes nothing else; a button has none until given one")
    func aConfigurationIsAValue() {
        var original = Button.Configuration.filled()
        var copy = original
        copy.title = "Copy"
        copy.cornerStyle = .capsule
        #expect(original.title == nil)
        #expect(original.cornerStyle == .dynamic)
        original.subtitle = "Original"
        #expect(copy.subtitle == nil)

        let button = Button(frame: .zero)
        #expect(button.configuration == nil)
        button.configuration = copy
        copy.title = "Changed later"
        #expect(button.configuration?.title == "Copy")
    }

    @Test("R114: a fresh preset resolves for .normal and systemBlue")
    func aFreshPresetResolves() {
        let blue = Color.systemBlue
        #expect(Button.Configuration.plain().resolvedForegroundColor == blue)
        #expect(Button.Configuration.plain().resolvedBackgroundColor == .clear)
        #expect(Button.Configuration.gray().resolvedBackgroundColor == .systemGray5)
        #expect(Button.Configuration.tinted().resolvedBackgroundColor == blue.withAlphaComponent(0.15))
        #expect(Button.Configuration.filled().resolvedForegroundColor == .white)
        #expect(Button.Configuration.filled().resolvedBackgroundColor == blue)
    }

    @Test("R114: updated(for:) keeps what the app set and resolves the defaults for the button's state and tint")
    func updatedKeepsAppValues() {
        let button = Button(frame: .zero)
        button.tintColor = .systemRed
        var configuration = Button.Configuration.tinted()
        configuration.title = "Send"
        configuration.baseForegroundColor = .black

        let updated = configuration.updated(for: button)

        #expect(updated.title == "Send")
        #expect(updated.baseForegroundColor == .black)
        #expect(updated.resolvedForegroundColor == .black)
        #expect(updated.resolvedBackgroundColor == Color.systemRed.withAlphaComponent(0.15))
    }

    @Test("R114: disabled fades both colours by the disabled alpha; highlighted fades the foreground alone")
    func stateFadesTheColours() {
        let button = Button(frame: .zero)
        let configuration = Button.Configuration.filled()
        button.isEnabled = false
        let disabled = configuration.updated(for: button)
        #expect(disabled.resolvedForegroundColor == Color.white.withAlphaComponent(0.35))
        #expect(disabled.resolvedBackgroundColor == Color.systemBlue.withAlphaComponent(0.35))

        button.isEnabled = true
        button.isHighlighted = true
        let highlighted = configuration.updated(for: button)
        #expect(highlighted.resolvedForegroundColor == Color.white.withAlphaComponent(0.5))
        #expect(highlighted.resolvedBackgroundColor == .systemBlue)
    }

    @Test("R114: a selected button that updates for selection takes the filled look; one that does not keeps its preset's")
    func selectionTakesTheFilledLook() {
        let button = Button(frame: .zero)
        button.isSelected = true
        let gray = Button.Configuration.gray().updated(for: button)
        #expect(gray.resolvedForegroundColor == .white)
        #expect(gray.resolvedBackgroundColor == .systemBlue)

        var steady = Button.Configuration.gray()
        steady.automaticallyUpdateForSelection = false
        #expect(steady.updated(for: button).resolvedBackgroundColor == .systemGray5)
    }

    @Test("R114: the button's alpha settings are what updated(for:) fades by")
    func theAlphaSettingsAreRead() {
        let button = Button(frame: .zero)
        button.highlightedContentAlpha = 0.25
        button.tintedBackgroundAlpha = 0.5
        button.isHighlighted = true
        let updated = Button.Configuration.tinted().updated(for: button)
        #expect(updated.resolvedForegroundColor == Color.systemBlue.withAlphaComponent(0.25))
        #expect(updated.resolvedBackgroundColor == Color.systemBlue.withAlphaComponent(0.5))
    }

    @Test("R114: colours resolved while a real finger holds the button are the highlighted ones")
    func resolvedDuringARealPress() {
        let scene = ControlScene()
        scene.button.configuration = .plain()
        var pressed: Button.Configuration?
        scene.button.addAction(Action { [weak button = scene.button] _ in
            guard let button else { return }
            pressed = button.configuration?.updated(for: button)
        }, for: .touchDown)

        scene.simulator.tap(at: CGPoint(x: 70, y: 42))

        #expect(pressed?.resolvedForegroundColor == Color.systemBlue.withAlphaComponent(0.5))
        #expect(scene.button.configuration?.updated(for: scene.button).resolvedForegroundColor == .systemBlue)
    }

    @Test("R112: a configured button's current title is its configuration's; the primary action's title fills a nil one")
    func configuredTitles() {
        var configuration = Button.Configuration.filled()
        let button = Button(configuration: configuration, primaryAction: Action(title: "Sort") { _ in })
        #expect(button.frame == .zero)
        #expect(button.configuration?.title == "Sort")
        #expect(button.currentTitle == "Sort")
        #expect(button.title(for: .normal) == nil)

        configuration.title = "Order"
        let kept = Button(configuration: configuration, primaryAction: Action(title: "Sort") { _ in })
        #expect(kept.currentTitle == "Order")
        kept.setTitle("Classic", for: .normal)
        #expect(kept.currentTitle == "Order")
    }
}
