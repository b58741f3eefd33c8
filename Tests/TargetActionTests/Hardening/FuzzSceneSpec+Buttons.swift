import Foundation
@testable import TargetAction

/// R111-R117: the scene's buttons take a look from a stream of their own: plain, configured with an
/// update handler, or a configured toggle; the rest of every seed's scene is what it was before.
extension FuzzSceneSpec {
    enum ButtonLook: Equatable {
        case plain, configured, toggle

        var flag: String {
            switch self {
            case .plain: ""
            case .configured: " configured"
            case .toggle: " toggle"
            }
        }
    }

    mutating func addButtonLooks(_ random: SplitMix64) {
        var random = random
        for index in views.indices {
            guard case .button = views[index].control else { continue }
            views[index].buttonLook = random.pick([ButtonLook.plain, .configured, .toggle])
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
        guard look != .plain else { return }
        configuration = look == .toggle ? .filled() : .tinted()
        changesSelectionAsPrimaryAction = look == .toggle
        configurationUpdateHandler = { button in
            (button as? FuzzButton)?.handlerRuns += 1
        }
    }
}
