import Foundation

/// What a setting's value must be; a value that is not is reported and the old one kept (R30).
package struct SettingRule<Value> {
    /// How the report words the rule: "it must be \(expected)".
    package let expected: String
    package let accepts: (Value) -> Bool

    package init(expected: String, accepts: @escaping (Value) -> Bool) {
        self.expected = expected
        self.accepts = accepts
    }

    /// The report of `owner.name = value`, kept at `old`, when `value` breaks the rule; nil when it keeps it.
    package func report(ifBroken value: Value, _ name: String, of owner: String, keeping old: Value) -> String? {
        accepts(value) ? nil : SettingRule.report(name, "\(value)", of: owner, keeping: "\(old)", expected: expected)
    }

    /// How every refused setting is worded.
    static func report(_ name: String, _ value: String, of owner: String, keeping old: String, expected: String) -> String {
        "\(owner).\(name) = \(value): it must be \(expected). It stays \(old)."
    }
}

extension SettingRule where Value: BinaryFloatingPoint {
    package static var finite: Self { Self(expected: "finite") { $0.isFinite } }
    package static var finiteAndNotNegative: Self { Self(expected: "finite and not negative") { $0.isFinite && $0 >= 0 } }
    package static var finiteAndAboveZero: Self { Self(expected: "finite and above zero") { $0.isFinite && $0 > 0 } }
    package static var fromZeroToOne: Self { Self(expected: "from 0 to 1") { $0 >= 0 && $0 <= 1 } }
    package static var aboveZeroAndAtMostOne: Self { Self(expected: "above 0 and at most 1") { $0 > 0 && $0 <= 1 } }
    package static var aboveZeroAndBelowOne: Self { Self(expected: "above 0 and below 1") { $0 > 0 && $0 < 1 } }
}

extension SettingRule where Value == Int {
    package static var atLeastOne: Self { Self(expected: "at least 1") { $0 >= 1 } }
    package static var zeroOrMore: Self { Self(expected: "0 or more") { $0 >= 0 } }
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
        reportMisuse(SettingRule<Value>.report(name, "\(value)", of: debugName, keeping: "\(old)", expected: expected))
    }
}

extension View: ChecksSettings {}
extension GestureRecognizer: ChecksSettings {}
