import Foundation
@testable import TargetAction

/// R111-R124: the scene's buttons take a look from a stream of their own: plain, configured with an
/// update handler, a configured toggle, styled, or with a menu (as primary action, on a press, or
/// a pop-up button); the rest of every seed's scene is what it was before.
extension FuzzSceneSpec {
    enum ButtonLook: Equatable {
        case plain, configured, toggle, styled, menu, pressMenu, popUp

        var flag: String {
            switch self {
            case .plain: ""
            case .configured: " configured"
            case .toggle: " toggle"
            case .styled: " styled"
            case .menu: " menu"
            case .pressMenu: " press menu"
            case .popUp: " pop-up"
            }
        }
    }

    mutating func addButtonLooks(_ random: SplitMix64) {
        var random = random
        for index in views.indices {
            guard case .button = views[index].control else { continue }
            views[index].buttonLook = random.pick([ButtonLook.plain, .configured, .toggle, .styled, .menu, .pressMenu, .popUp])
        }
    }
}

/// A scene's button, counting the runs of its update handler for the checker (R115).
final class FuzzButton: Button {
    private(set) var handlerRuns = 0
    /// The fault under test, if it is one of a button's.
    var fault: FuzzFault?
    /// Set by ``FuzzFault/buttonStaysHighlightedWhenDisabled``: disabled while highlighted.
    private var keepsHighlight = false

    override var isHighlighted: Bool {
        get { keepsHighlight || super.isHighlighted }
        set { super.isHighlighted = newValue }
    }

    override var isEnabled: Bool {
        willSet {
            if fault == .buttonStaysHighlightedWhenDisabled, isEnabled, !newValue, isHighlighted { keepsHighlight = true }
            if newValue { keepsHighlight = false }
        }
    }

    override func performUpdate(at moment: UpdateFlush.Moment) {
        super.performUpdate(at: moment)
        if fault == .buttonUpdatesTwice, moment == .afterEvent { super.performUpdate(at: moment) }
    }

    /// Gives the button `look`: a tinted configuration whose handler counts its runs, or a filled
    /// toggle with the same handler.
    func apply(_ look: FuzzSceneSpec.ButtonLook) {
        switch look {
        case .plain: return
        case .styled: return buttonStyle(FuzzPressStyle())
        case .menu, .pressMenu, .popUp:
            menu = Menu(title: "m", options: .singleSelection, children: [
                Action(title: "A") { _ in }, Action(title: "B") { _ in },
                Menu(title: "inline", options: .displayInline, children: [Action(title: "C") { _ in }]),
                Action(title: "D", attributes: .hidden) { _ in },
            ])
            showsMenuAsPrimaryAction = look != .pressMenu
            guard look == .popUp else { return }
        case .configured, .toggle: break
        }
        configuration = look == .toggle ? .filled() : .tinted()
        changesSelectionAsPrimaryAction = look == .toggle || look == .popUp
        configurationUpdateHandler = { button in
            (button as? FuzzButton)?.handlerRuns += 1
        }
    }
}

/// A scene's button style: its body is its label (R123, R124).
struct FuzzPressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> StyleConfigurationLabel {
        configuration.label
    }
}
