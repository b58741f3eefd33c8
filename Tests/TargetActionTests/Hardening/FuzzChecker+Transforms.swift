import Foundation
@testable import TargetAction

/// R54 and R55: conversions and hit tests through transforms, against a model written plainly
/// from the rules.
extension FuzzChecker {
    /// R54 written plainly: a point of `view` in its superview's coordinates, `center + T(p − mid)`.
    static func referencePointInSuperview(_ point: CGPoint, of view: View) -> CGPoint {
        let t = view.transform, center = view.center, bounds = view.bounds
        let x = point.x - bounds.midX, y = point.y - bounds.midY
        return CGPoint(x: center.x + t.a * x + t.c * y + t.tx, y: center.y + t.b * x + t.d * y + t.ty)
    }

    /// R54's inverse: a point of `view`'s superview in `view`'s coordinates, `mid + T⁻¹(p − center)`;
    /// nil when the transform has determinant 0 (the view is drawn with no area).
    static func referencePointFromSuperview(_ point: CGPoint, of view: View) -> CGPoint? {
        let t = view.transform, center = view.center, bounds = view.bounds
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0 else { return nil }
        let x = point.x - center.x - t.tx, y = point.y - center.y - t.ty
        return CGPoint(x: bounds.midX + (t.d * x - t.c * y) / determinant,
                       y: bounds.midY + (-t.b * x + t.a * y) / determinant)
    }

    /// R54: after each step, every view in the window converts points to the window and back, to
    /// another view and back, and lands in the window where the plain model says.
    func checkConversions() {
        guard violation == nil else { return }
        let views = scene.views.filter { $0.window === scene.window }
        guard views.count > 1 else { return }
        conversionRound &+= 1
        for (position, view) in views.enumerated() where position > 0 {
            let bounds = view.bounds
            // A point inside the bounds and one well outside, varying from step to step.
            let u = CGFloat((conversionRound &* 37 &+ position &* 11) % 101) / 100
            let v = CGFloat((conversionRound &* 53 &+ position &* 7) % 97) / 96
            let points = [CGPoint(x: bounds.minX + u * bounds.width, y: bounds.minY + v * bounds.height),
                          CGPoint(x: bounds.minX - 30 + 3 * u * bounds.width, y: bounds.maxY + 20 - 2 * v * bounds.height)]
            let other = views[(position + conversionRound) % views.count]
            for point in points {
                var expected = point
                var current: View = view
                while let superview = current.superview {
                    expected = Self.referencePointInSuperview(expected, of: current)
                    current = superview
                }
                let inWindow = view.convert(point, to: nil)
                checkClose(inWindow, expected, "\(describe(view)).convert(\(point), to: nil)", "the reference conversion gives")
                checkClose(view.convert(inWindow, from: nil), point, "\(describe(view)).convert(convert(\(point), to: nil), from: nil)", "the point it started from is")
                checkClose(scene.window.convert(point, from: view), expected, "window.convert(\(point), from: \(describe(view)))", "the reference conversion gives")
                let there = view.convert(point, to: other)
                checkClose(other.convert(there, to: view), point, "\(describe(other)).convert(\(describe(view)).convert(\(point), to: \(describe(other))), to: \(describe(view)))", "the point it started from is")
                checkClose(view.convert(there, from: other), point, "\(describe(view)).convert(\(describe(view)).convert(\(point), to: \(describe(other))), from: \(describe(other)))", "the point it started from is")
            }
        }
        count("conversion rounds")
    }

    private func checkClose(_ found: CGPoint, _ expected: CGPoint, _ what: @autoclosure () -> String, _ reference: @autoclosure () -> String) {
        let magnitude = max(1, abs(expected.x), abs(expected.y), abs(found.x), abs(found.y))
        let tolerance = 1e-6 * max(1, magnitude / 1000)
        guard !(abs(found.x - expected.x) <= tolerance && abs(found.y - expected.y) <= tolerance) else { return }
        fail("R54", "\(what()) is (\(found.x), \(found.y)); \(reference()) (\(expected.x), \(expected.y)).")
    }
}
