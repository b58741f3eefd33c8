import Foundation

/// What a setting's value must be: the one check of every setting, whoever owns it.
///
/// A value that breaks the rule is reported in one wording, "… = value: it must be …" for a
/// property and "call(…): name must be …" for a value passed to a call; the owner says what
/// happens next: a property keeps its old value (R30), a value gesture never recognizes (R67).
package struct SettingRule<Value> {
    /// How the report words the rule: "it must be \(expected)".
    package let expected: String
    package let accepts: (Value) -> Bool
    /// How the report writes a value: `"\(value)"` unless the rule says otherwise.
    package let describe: (Value) -> String

    package init(expected: String, describe: @escaping (Value) -> String = { "\($0)" }, accepts: @escaping (Value) -> Bool) {
        self.expected = expected
        self.describe = describe
        self.accepts = accepts
    }

    /// What is wrong with `owner.name = value` ("Slider.value = nan: it must be finite."); nil when it keeps the rule.
    package func problem(_ value: Value, _ name: String, of owner: String) -> String? {
        accepts(value) ? nil : "\(owner).\(name) = \(describe(value)): it must be \(expected)."
    }

    /// What is wrong with `value` passed as `name` to the call `call` writes with it
    /// ("DragGesture(minimumDistance: -1.0): minimumDistance must be finite and not negative."); nil when it keeps the rule.
    package func problem(_ value: Value, _ name: String, in call: (String) -> String) -> String? {
        accepts(value) ? nil : "\(call(describe(value))): \(name) must be \(expected)."
    }

    /// What a refused setting keeps: "It stays \(old)."
    package func stays(_ old: Value) -> String {
        "It stays \(describe(old))."
    }

    /// The report of `owner.name = value`, kept at `old`, when `value` breaks the rule; nil when it keeps it.
    package func report(ifBroken value: Value, _ name: String, of owner: String, keeping old: @autoclosure () -> Value) -> String? {
        problem(value, name, of: owner).map { "\($0) \(stays(old()))" }
    }
}

extension SettingRule where Value: BinaryFloatingPoint {
    package static var number: Self { Self(expected: "a number") { !$0.isNaN } }
    package static var finite: Self { Self(expected: "finite") { $0.isFinite } }
    package static var finiteAndNotNegative: Self { Self(expected: "finite and not negative") { $0.isFinite && $0 >= 0 } }
    package static var finiteAndAboveZero: Self { Self(expected: "finite and above zero") { $0.isFinite && $0 > 0 } }
    package static var aboveZero: Self { Self(expected: "above zero (infinity allowed)") { $0 > 0 } }
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
    func rejects<Value>(_ value: Value, _ name: String, keeping old: @autoclosure () -> Value, unless rule: SettingRule<Value>) -> Bool {
        // The usual case first: a value that keeps the rule costs no name (a scroll view's bounds
        // are set on every frame).
        guard !rule.accepts(value), let report = rule.report(ifBroken: value, name, of: debugName, keeping: old()) else { return false }
        reportMisuse(report)
        return true
    }

    /// Whether `value`, passed as `name` to the call `call` writes with it, breaks `rule`: then it
    /// is reported, followed by what happens instead (`then`), and the caller changes nothing.
    func rejects<Value>(
        _ value: Value, _ name: String, in call: (String) -> String, unless rule: SettingRule<Value>, then: @autoclosure () -> String
    ) -> Bool {
        guard !rule.accepts(value), let problem = rule.problem(value, name, in: { "\(debugName).\(call($0))" }) else { return false }
        reportMisuse("\(problem) \(then())")
        return true
    }
}

extension View: ChecksSettings {}
extension GestureRecognizer: ChecksSettings {}
