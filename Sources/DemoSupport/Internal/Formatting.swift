import Foundation

/// A number without a useless fraction: 10, 0.35, 2.5.
func number(_ value: some BinaryFloatingPoint) -> String {
    let double = Double(value)
    if double == double.rounded() { return String(Int(double)) }
    return String(format: "%g", double)
}

/// A point as "(x, y)" with short numbers.
func format(_ point: CGPoint) -> String {
    "(\(number(point.x)), \(number(point.y)))"
}
