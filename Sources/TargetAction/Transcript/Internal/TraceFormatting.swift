import Foundation

/// A number without a useless fraction, to six significant digits: 10, 0.35, 2.5.
package func number(_ value: some BinaryFloatingPoint) -> String {
    let double = Double(value)
    if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
    // The shortest form that reads back as the same number is `%g`'s when it has six significant
    // digits or fewer and no exponent; `String(format:)` is far slower, so it is the fallback.
    let text = double.description
    var digits = 0, leadingZeros = true
    for character in text.utf8 {
        if character == UInt8(ascii: "e") { return String(format: "%g", double) }
        guard character >= UInt8(ascii: "0"), character <= UInt8(ascii: "9") else { continue }
        if character != UInt8(ascii: "0") { leadingZeros = false }
        if !leadingZeros { digits += 1 }
    }
    return digits <= 6 ? text : String(format: "%g", double)
}

/// A point as "(x, y)" with short numbers.
package func format(_ point: CGPoint) -> String {
    "(\(number(point.x)), \(number(point.y)))"
}
