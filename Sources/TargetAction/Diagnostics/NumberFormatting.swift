import Foundation

/// A number as a person writes it, without a float's noise: two decimals (3705 for
/// 3704.9999999999977, 0.3 for 0.30000000000000004), or two significant digits below 0.1 so that a
/// small limit keeps its meaning (0.035, 0.005) (R109). Very large or small numbers take `%g`'s
/// form; NaN and infinities their own.
package func number(_ value: some BinaryFloatingPoint) -> String {
    let double = Double(value)
    guard double.isFinite else { return double.description }
    let magnitude = abs(double)
    guard magnitude < 1e15, magnitude == 0 || magnitude >= 1e-9 else { return String(format: "%g", double) }
    // Decimals: 2, or as many as two significant digits need below 0.1.
    let decimals = magnitude >= 0.1 || magnitude == 0 ? 2 : 1 - Int(log10(magnitude).rounded(.down))
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((magnitude * scale).rounded())
    guard scaled != 0 else { return "0" }
    var fraction = String(scaled % Int(scale))
    fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let whole = "\(double < 0 ? "-" : "")\(scaled / Int(scale))"
    return fraction.isEmpty ? whole : "\(whole).\(fraction)"
}

/// A point as "(x, y)" with short numbers.
package func format(_ point: CGPoint) -> String {
    "(\(number(point.x)), \(number(point.y)))"
}

/// `text` with every decimal number of more than two decimals written as ``number(_:)`` writes it
/// (R109): reports put values into words where they are made, and this keeps "3704.9999999999977"
/// out of all of them.
package func roundingLongDecimals(in text: String) -> String {
    let characters = Array(text)
    var result = ""
    var index = 0
    var changed = false
    while index < characters.count {
        guard characters[index].isASCII, characters[index].isNumber,
              index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == ".") else {
            result.append(characters[index])
            index += 1
            continue
        }
        var end = index
        while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
        var decimals = 0
        if end + 1 < characters.count, characters[end] == ".", characters[end + 1].isASCII, characters[end + 1].isNumber {
            end += 1
            while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1; decimals += 1 }
        }
        let token = String(characters[index..<end])
        let standsAlone = end == characters.count || !(characters[end].isLetter || characters[end].isNumber)
        if decimals > 2, standsAlone, let value = Double(token) {
            result += number(value)
            changed = true
        } else {
            result += token
        }
        index = end
    }
    return changed ? result : text
}
