import Foundation
@testable import TargetAction

/// R100-R103: hover recognizers on some of a scene's views, derived from the seed and the views
/// (nothing stored, so every scene built from a spec has the same ones), and the hover recognizer
/// the scene attaches for each.
extension FuzzSceneSpec {
    struct HoverSpec {
        /// Index in ``views`` of the view it is attached to.
        var view: Int
        /// R32: the kinds of pointer it hears.
        var allowedTouchTypes: Set<Touch.TouchType>
    }

    /// 0-3 hover recognizers, on random views; none in half the scenes.
    var hovers: [HoverSpec] {
        var random = SplitMix64(seed: SplitMix64.derive(seed, 8))
        guard random.chance(0.5) else { return [] }
        return (0..<random.int(1...3)).map { _ in
            let types: Set<Touch.TouchType> = random.chance(0.15) ? [random.pick([.pencil, .indirectPointer])] : Set(Touch.TouchType.allCases)
            return HoverSpec(view: random.below(views.count), allowedTouchTypes: types)
        }
    }

    var hoverDescription: [String] {
        hovers.enumerated().map { index, hover in
            let types = hover.allowedTouchTypes.count == Touch.TouchType.allCases.count ? "" : " types \(hover.allowedTouchTypes.map(\.description).sorted())"
            return "  h\(index) hover on \(hover.view == 0 ? "window" : "v\(hover.view)")\(types)"
        }
    }
}

/// Checks a hover action's readings as it runs: a finite location, zOffset within 0…1, the pointer
/// as its one touch while active; what is wrong waits in ``problems`` for the checker.
final class FuzzHoverProbe: Responder {
    var problems: [String] = []
    private(set) var actions = 0

    override init() {
        super.init()
        publish("hovered:", FuzzHoverProbe.hovered)
    }

    private func hovered(_ hover: HoverGestureRecognizer) {
        actions += 1
        let state = hover.state
        let location = hover.location(in: nil)
        if !location.x.isFinite || !location.y.isFinite {
            problems.append("R19: \(hover.debugName).location(in: nil) is (\(location.x), \(location.y)) inside its \(state) action.")
        }
        if !(hover.zOffset >= 0 && hover.zOffset <= 1) || !hover.altitudeAngle.isFinite || !hover.azimuthAngle(in: nil).isFinite {
            problems.append("R103: \(hover.debugName) reads zOffset \(hover.zOffset), altitude \(hover.altitudeAngle), azimuth \(hover.azimuthAngle(in: nil)) inside its \(state) action.")
        }
        if state.isActive, hover.numberOfTouches != 1 {
            problems.append("R19: \(hover.debugName) is \(state) with numberOfTouches \(hover.numberOfTouches), not its pointer alone.")
        }
    }
}

extension FuzzScene {
    /// Attaches a hover recognizer for each of the spec's ``FuzzSceneSpec/hovers``, in order, each
    /// with a target of its own that checks what its actions read. Touches that reach one are
    /// heard through the window's observer (R102).
    func addHoverRecognizers() {
        for (index, spec) in spec.hovers.enumerated() {
            let hover = HoverGestureRecognizer(target: nil, action: nil)
            let probe = FuzzHoverProbe()
            hover.addTarget(probe, action: "hovered:")
            hover.name = "h\(index)"
            hover.allowedTouchTypes = spec.allowedTouchTypes
            views[spec.view].addGestureRecognizer(hover)
            hovers.append(hover)
            hoverProbes.append(probe)
        }
    }
}
