import Foundation
import TargetAction

/// What a scale-and-rotation transform does, read back from its matrix: its uniform scale, its
/// angle (radians, clockwise positive, in −π…π) and its translation. Tests compare with a
/// tolerance, since a transform built step by step (`scaledBy`, `rotated(by:)`) carries rounding.
public struct TransformReading: CustomStringConvertible {
    public let transform: CGAffineTransform
    public var scale: CGFloat { hypot(transform.a, transform.b) }
    public var angle: CGFloat { atan2(transform.b, transform.a) }

    public init(_ transform: CGAffineTransform) {
        self.transform = transform
    }

    /// Whether the transform is `CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)`
    /// (no shear, no translation), each of its six components within `accuracy`.
    public func isScale(_ scale: CGFloat, angle: CGFloat = 0, accuracy: CGFloat = 1e-9) -> Bool {
        let e = CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale), t = transform
        return [t.a - e.a, t.b - e.b, t.c - e.c, t.d - e.d, t.tx - e.tx, t.ty - e.ty].allSatisfy { abs($0) <= accuracy }
    }

    public var description: String {
        let t = transform
        return "scale \(scale), angle \(angle) rad (a \(t.a), b \(t.b), c \(t.c), d \(t.d), tx \(t.tx), ty \(t.ty))"
    }
}
