import Foundation

/// A value the transcript writes by its type: a callback's value or a `@GestureState`.
package protocol TranscriptValue {
    /// The value in a transcript's words: short numbers, points as "(x, y)".
    var transcriptText: String { get }
}

/// `value` as the transcript writes it.
///
/// A ``TranscriptValue`` writes itself; an optional its content or "nil"; a type with its own
/// description keeps it; other tuples, structures, enumerations and collections are written as
/// Swift prints them, part by part, each part written the same way.
package func transcribe(_ value: Any) -> String {
    transcribe(value, nested: false)
}

/// A number to three decimals, as ``number(_:)`` writes it: "0.17", "-1.67", "0".
package func transcriptNumber(_ value: some BinaryFloatingPoint) -> String {
    let rounded = (Double(value) * 1000).rounded() / 1000
    return number(rounded == 0 ? 0 : rounded)
}

/// `nested`: a part of another value, which Swift prints as `debugDescription`.
private func transcribe(_ value: Any, nested: Bool) -> String {
    if let known = value as? any TranscriptValue { return known.transcriptText }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
        return mirror.children.first.map { transcribe($0.value, nested: nested) } ?? "nil"
    case .tuple:
        return "(\(parts(of: mirror)))"
    case .collection, .set:
        return "[\(mirror.children.map { transcribe($0.value, nested: true) }.joined(separator: ", "))]"
    default:
        break
    }
    if nested, value is any CustomDebugStringConvertible || value is any CustomStringConvertible {
        return String(reflecting: value)
    }
    if value is any CustomStringConvertible { return "\(value)" }
    switch mirror.displayStyle {
    case .struct:
        return "\(type(of: value))(\(parts(of: mirror)))"
    case .enum:
        guard let payload = mirror.children.first, let name = payload.label else { return "\(value)" }
        let inner = Mirror(reflecting: payload.value)
        let shown = inner.displayStyle == .tuple ? parts(of: inner) : transcribe(payload.value, nested: true)
        return "\(name)(\(shown))"
    default:
        return "\(value)"
    }
}

/// The children of a tuple or structure, "label: text", an unlabelled one as its text alone.
private func parts(of mirror: Mirror) -> String {
    mirror.children.map { child in
        let text = transcribe(child.value, nested: true)
        guard let label = child.label, !label.hasPrefix(".") else { return text }
        return "\(label): \(text)"
    }.joined(separator: ", ")
}

extension Double: TranscriptValue {
    package var transcriptText: String { transcriptNumber(self) }
}

extension Float: TranscriptValue {
    package var transcriptText: String { transcriptNumber(self) }
}

extension CGFloat: TranscriptValue {
    package var transcriptText: String { transcriptNumber(self) }
}

extension Bool: TranscriptValue {
    package var transcriptText: String { self ? "true" : "false" }
}

extension CGPoint: TranscriptValue {
    package var transcriptText: String { "(\(x.transcriptText), \(y.transcriptText))" }
}

extension CGSize: TranscriptValue {
    package var transcriptText: String { "(\(width.transcriptText), \(height.transcriptText))" }
}
