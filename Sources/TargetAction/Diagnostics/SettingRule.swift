import Foundation

/// What a setting's value must be; a value that is not is reported and the old one kept (R30).
struct SettingRule<Value> {
    /// How the report words the rule: "it must be \(expected)".
    let expected: String
    let accepts: (Value) -> Bool
}

extension SettingRule where Value: BinaryFloatingPoint {
    static var finite: Self { Self(expected: "finite") { $0.isFinite } }
    static var finiteAndNotNegative: Self { Self(expected: "finite and not negative") { $0.isFinite && $0 >= 0 } }
    static var finiteAndAboveZero: Self { Self(expected: "finite and above zero") { $0.isFinite && $0 > 0 } }
    static var fromZeroToOne: Self { Self(expected: "from 0 to 1") { $0 >= 0 && $0 <= 1 } }
    static var aboveZeroAndAtMostOne: Self { Self(expected: "above 0 and at most 1") { $0 > 0 && $0 <= 1 } }
    static var aboveZeroAndBelowOne: Self { Self(expected: "above 0 and below 1") { $0 > 0 && $0 < 1 } }
}

extension SettingRule where Value == Int {
    static var atLeastOne: Self { Self(expected: "at least 1") { $0 >= 1 } }
    static var zeroOrMore: Self { Self(expected: "0 or more") { $0 >= 0 } }
}

/// Views and recognizers: their settings are checked by one rule each, reported at the test's line.
protocol ChecksSettings: AnyObject {
    var debugName: String { get }
    /// Reports misuse at the line of the test driving the window, if any.
    func reportMisuse(_ message: String)
}

extension ChecksSettings {
    /// Whether `value` breaks `rule`: then it is reported and the caller puts `old` back.
    func rejects<Value>(_ value: Value, _ name: String, keeping old: Value, unless rule: SettingRule<Value>) -> Bool {
        guard !rule.accepts(value) else { return false }
        reportBadSetting(name, value, keeping: old, expected: rule.expected)
        return true
    }

    /// Reports a setting that makes no sense; the caller keeps `old`.
    func reportBadSetting<Value>(_ name: String, _ value: Value, keeping old: Value, expected: String) {
        reportMisuse("\(debugName).\(name) = \(value): it must be \(expected). It stays \(old).")
    }
}

extension View: ChecksSettings {}
extension GestureRecognizer: ChecksSettings {}
