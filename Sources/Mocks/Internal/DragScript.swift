import Foundation
import TargetAction

/// The steps of a pan mock's `drag(from:translations:duration:ending:)` (``PanDriving``): each
/// translation with the velocity a real pan would report there (R25).
struct DragScript {
    struct Step {
        let translation: CGPoint
        let velocity: CGPoint
    }

    /// The time between two steps.
    let interval: TimeInterval
    let steps: [Step]

    init(translations: [CGPoint], duration: TimeInterval, smoothing: CGFloat) {
        interval = duration / TimeInterval(translations.count)
        var steps: [Step] = []
        steps.reserveCapacity(translations.count)
        var previous = CGPoint.zero
        var previousSample: CGPoint?
        for translation in translations {
            let sample = CGPoint(x: (translation.x - previous.x) / interval, y: (translation.y - previous.y) / interval)
            let velocity = previousSample.map { earlier in
                CGPoint(x: smoothing * sample.x + (1 - smoothing) * earlier.x,
                        y: smoothing * sample.y + (1 - smoothing) * earlier.y)
            } ?? sample
            steps.append(Step(translation: translation, velocity: velocity))
            previous = translation
            previousSample = sample
        }
        self.steps = steps
    }

    /// What is wrong with a drag's arguments, if anything.
    static func problem(
        from location: CGPoint?, translations: [CGPoint], duration: TimeInterval, ending: GestureRecognizer.State
    ) -> String? {
        if translations.isEmpty {
            return "translations is empty; give at least one, the cumulative translation of each .changed step."
        }
        if !(duration.isFinite && duration > 0) {
            return "duration is \(duration); give the seconds from .began to the last step, more than zero, such as 0.25."
        }
        if ending != .ended && ending != .cancelled {
            return "ending is \(ending); a pan finishes with .ended or .cancelled."
        }
        if let index = translations.firstIndex(where: { !($0.x.isFinite && $0.y.isFinite) }) {
            return "translations[\(index)] is (\(translations[index].x), \(translations[index].y)); every translation must be finite."
        }
        if let location, !(location.x.isFinite && location.y.isFinite) {
            return "from is (\(location.x), \(location.y)); the start must be finite."
        }
        return nil
    }
}
