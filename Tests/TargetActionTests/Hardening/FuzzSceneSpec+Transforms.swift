import Foundation
@testable import TargetAction

/// R53-R56: random transforms on some views (never the window), from a stream of their own, so
/// every seed's scene is otherwise what it was before transforms.
extension FuzzSceneSpec {
    mutating func addTransforms(_ random: SplitMix64) {
        var random = random
        for index in views.indices where index > 0 && random.chance(0.25) {
            views[index].transform = Self.randomTransform(&random)
        }
    }

    static func randomTransform(_ random: inout SplitMix64) -> CGAffineTransform {
        func scale(_ t: CGAffineTransform) -> CGAffineTransform {
            let x = CGFloat(random.pick([0.5, 2, random.double(0.5...2), random.double(0.5...2)]))
            let y = random.chance(0.3) ? CGFloat(random.double(0.5...2)) : x
            return t.scaledBy(x: x, y: y)
        }
        func rotate(_ t: CGAffineTransform) -> CGAffineTransform {
            let angle = random.chance(0.3) ? CGFloat(random.int(-2...2)) * .pi / 2 : CGFloat(random.double(-Double.pi...Double.pi))
            return t.rotated(by: angle)
        }
        func translate(_ t: CGAffineTransform) -> CGAffineTransform {
            t.translatedBy(x: CGFloat(random.int(-50...50)), y: CGFloat(random.int(-50...50)))
        }
        switch random.weighted([3, 3, 2, 4]) {
        case 0: return scale(.identity)
        case 1: return rotate(.identity)
        case 2: return translate(.identity)
        default:
            var t = CGAffineTransform.identity
            for _ in 0..<random.int(2...3) {
                switch random.below(3) {
                case 0: t = scale(t)
                case 1: t = rotate(t)
                default: t = translate(t)
                }
            }
            return t
        }
    }

    /// R54 written plainly from the spec: a point of view `index` in the window's coordinates,
    /// `center + transform(p − mid)` at every step up.
    func pointInWindow(_ point: CGPoint, from index: Int) -> CGPoint {
        var point = point
        var index = index
        while index > 0 {
            let view = views[index]
            let t = view.transform
            let x = point.x - (view.boundsOrigin.x + view.frame.width / 2)
            let y = point.y - (view.boundsOrigin.y + view.frame.height / 2)
            point = CGPoint(x: view.frame.midX + t.a * x + t.c * y + t.tx, y: view.frame.midY + t.b * x + t.d * y + t.ty)
            index = view.parent
        }
        return point
    }

    static func describe(_ t: CGAffineTransform) -> String {
        func f(_ v: CGFloat) -> String { String(format: "%.4g", Double(v)) }
        return "[\(f(t.a)) \(f(t.b)) \(f(t.c)) \(f(t.d)) \(f(t.tx)) \(f(t.ty))]"
    }
}
