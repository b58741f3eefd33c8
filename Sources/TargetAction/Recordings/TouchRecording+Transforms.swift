import Foundation

// R132: transforms return a new recording with the same phases, order, name and source.
extension TouchRecording {
    /// Every location multiplied by `factor` about (0, 0); times unchanged. Pixels to points on a
    /// 2.625× screen: `scaled(by: 1 / 2.625)`. A negative or non-finite factor makes every location
    /// NaN, which ``validate()`` and a replay report.
    public func scaled(by factor: CGFloat) -> TouchRecording {
        let factor = Self.usable(factor)
        return mapSamples { $0.location = CGPoint(x: $0.location.x * factor, y: $0.location.y * factor) }
    }

    /// Every location moved by (`dx`, `dy`).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> TouchRecording {
        mapSamples { $0.location = CGPoint(x: $0.location.x + dx, y: $0.location.y + dy) }
    }

    /// Moved so that the first finger's first sample is at `point`; the other fingers keep their
    /// place relative to it.
    public func moved(to point: CGPoint) -> TouchRecording {
        let first = fingers.first?.firstLocation ?? .zero
        return offsetBy(dx: point.x - first.x, dy: point.y - first.y)
    }

    /// Each time `t` becomes `startTime + (t − startTime) × factor`: 2 plays at half speed. A
    /// negative or non-finite factor makes every time NaN, which ``validate()`` and a replay report.
    public func timeScaled(by factor: TimeInterval) -> TouchRecording {
        let factor = Self.usable(factor)
        let start = startTime
        return mapSamples { $0.time = start + ($0.time - start) * factor }
    }

    /// `factor`, or NaN when it is negative or not finite (R132).
    private static func usable(_ factor: CGFloat) -> CGFloat {
        factor.isFinite && factor >= 0 ? factor : .nan
    }

    private func mapSamples(_ change: (inout Sample) -> Void) -> TouchRecording {
        var copy = self
        for finger in copy.fingers.indices {
            for sample in copy.fingers[finger].samples.indices { change(&copy.fingers[finger].samples[sample]) }
        }
        return copy
    }
}
