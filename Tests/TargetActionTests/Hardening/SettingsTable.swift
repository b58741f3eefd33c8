import Foundation
import Mocks
import Testing
@testable import TargetAction

/// A value the table tries on a setting: NaN, ±infinity, 0, a negative value and a huge one, and,
/// for a setting of several numbers, NaN in one of them alone.
enum SettingProbe: String, CaseIterable, Sendable, CustomStringConvertible {
    case nan, infinity = "+infinity", minusInfinity = "-infinity", nanInOne = "nan in one component"
    case zero = "0", negative = "-5", huge = "1e12"

    var description: String { rawValue }

    /// The number it puts in every component (in one alone for ``nanInOne``).
    var number: Double {
        switch self {
        case .nan, .nanInOne: .nan
        case .infinity: .infinity
        case .minusInfinity: -.infinity
        case .zero: 0
        case .negative: -5
        case .huge: 1e12
        }
    }
}

/// A setting's type, as the table fills it with a probe.
protocol SettingValue: Equatable {
    /// `probe` as a value of this type; nil where the type cannot hold it (NaN in an `Int`, or NaN
    /// in one component of a single number).
    static func value(of probe: SettingProbe) -> Self?
}

/// A setting of one number, whose rules are about that number.
protocol ScalarSetting: SettingValue {
    init(number: Double)
    var number: Double { get }
}

extension ScalarSetting {
    static func value(of probe: SettingProbe) -> Self? {
        probe == .nanInOne ? nil : Self(number: probe.number)
    }
}

extension Double: ScalarSetting {
    init(number: Double) { self = number }
    var number: Double { self }
}

extension CGFloat: ScalarSetting {
    init(number: Double) { self = CGFloat(number) }
    var number: Double { Double(self) }
}

extension Float: ScalarSetting {
    init(number: Double) { self = Float(number) }
    var number: Double { Double(self) }
}

extension Int: ScalarSetting {
    init(number: Double) { self = Int(number) }
    var number: Double { Double(self) }
    static func value(of probe: SettingProbe) -> Int? {
        probe.number.isFinite ? Int(probe.number) : nil
    }
}

extension Angle: ScalarSetting {
    init(number: Double) { self = .radians(number) }
    var number: Double { radians }
}

extension ScrollView.DecelerationRate: ScalarSetting {
    init(number: Double) { self.init(rawValue: CGFloat(number)) }
    var number: Double { Double(rawValue) }
}

/// Fills `count` components with the probe's number, or only the first with NaN for ``SettingProbe/nanInOne``.
private func components(_ probe: SettingProbe, _ count: Int, otherwise usual: CGFloat) -> [CGFloat] {
    (0..<count).map { $0 == 0 || probe != .nanInOne ? CGFloat(probe.number) : usual }
}

extension CGPoint: SettingValue {
    static func value(of probe: SettingProbe) -> CGPoint? {
        let c = components(probe, 2, otherwise: 10)
        return CGPoint(x: c[0], y: c[1])
    }
}

extension CGSize: SettingValue {
    static func value(of probe: SettingProbe) -> CGSize? {
        let c = components(probe, 2, otherwise: 100)
        return CGSize(width: c[0], height: c[1])
    }
}

extension CGRect: SettingValue {
    static func value(of probe: SettingProbe) -> CGRect? {
        let c = components(probe, 4, otherwise: 100)
        return CGRect(x: c[0], y: c[1], width: c[2], height: c[3])
    }
}

extension EdgeInsets: SettingValue {
    static func value(of probe: SettingProbe) -> EdgeInsets? {
        let c = components(probe, 4, otherwise: 10)
        return EdgeInsets(top: c[0], left: c[1], bottom: c[2], right: c[3])
    }
}

extension CGAffineTransform: SettingValue {
    /// A scale by the number and a move by it; NaN in one component is a NaN `tx` on the identity.
    static func value(of probe: SettingProbe) -> CGAffineTransform? {
        if probe == .nanInOne { return CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0) }
        let n = CGFloat(probe.number)
        return CGAffineTransform(a: n, b: 0, c: 0, d: n, tx: n, ty: n)
    }
}

/// What a setting does with a value: takes it, reports it and keeps the old one (R30), or takes
/// another value a documented rule gives.
enum SettingOutcome<Value> {
    case accepted
    case reported
    case adjusted(to: Value, String)
}

/// A setting's rule: what it does with each probe.
struct SettingPolicy<Value: SettingValue> {
    /// How the report words what the setting is, for the table's report.
    let summary: String
    let outcome: (SettingProbe, Value) -> SettingOutcome<Value>
}

extension SettingPolicy where Value: ScalarSetting {
    /// Accepted where `accepts` holds, else reported and kept.
    static func reported(unless summary: String, _ accepts: @escaping (Double) -> Bool) -> Self {
        Self(summary: "reported unless \(summary)") { _, value in accepts(value.number) ? .accepted : .reported }
    }

    static var finite: Self { .reported(unless: "finite") { $0.isFinite } }
    static var finiteAndNotNegative: Self { .reported(unless: "finite and not negative") { $0.isFinite && $0 >= 0 } }
    static var finiteAndAboveZero: Self { .reported(unless: "finite and above zero") { $0.isFinite && $0 > 0 } }
    static var fromZeroToOne: Self { .reported(unless: "from 0 to 1") { $0 >= 0 && $0 <= 1 } }
    static var aboveZeroAndAtMostOne: Self { .reported(unless: "above 0 and at most 1") { $0 > 0 && $0 <= 1 } }
    static var aboveZeroAndBelowOne: Self { .reported(unless: "above 0 and below 1") { $0 > 0 && $0 < 1 } }
    static var atLeastOne: Self { .reported(unless: "at least 1") { $0 >= 1 } }
    static var zeroOrMore: Self { .reported(unless: "0 or more") { $0 >= 0 } }
    static var anything: Self { Self(summary: "accepted: any value") { _, _ in .accepted } }

    /// Non-finite reported; a finite value outside `low…high` is clamped into it, as `rule` says.
    static func clamped(_ low: Double, _ high: Double, _ rule: String) -> Self {
        Self(summary: "reported unless finite; clamped to \(low)…\(high) (\(rule))") { _, value in
            guard value.number.isFinite else { return .reported }
            let clamped = min(max(value.number, low), high)
            return clamped == value.number ? .accepted : .adjusted(to: Value(number: clamped), rule)
        }
    }

    /// Non-finite reported; a finite value past `bound` (above it when `raising`, else below)
    /// also moves the other bound, as `rule` says; the setting itself takes the value.
    static func movesTheOtherBound(past bound: Double, raising: Bool, _ rule: String) -> Self {
        Self(summary: "reported unless finite; past the other bound it moves that bound too (\(rule))") { _, value in
            guard value.number.isFinite else { return .reported }
            let past = raising ? value.number > bound : value.number < bound
            return past ? .adjusted(to: value, rule) : .accepted
        }
    }
}

/// Settings of several numbers: every component must be finite.
extension SettingPolicy {
    static var finiteEverywhere: Self {
        Self(summary: "reported unless every component is finite") { probe, _ in probe.number.isFinite ? .accepted : .reported }
    }

}

extension SettingPolicy where Value == CGRect {
    /// Finite everywhere, and a negative size counts from the other corner (standardized), as `CGRect` does.
    static var standardized: Self {
        Self(summary: "reported unless every component is finite; a negative size standardized") { probe, value in
            guard probe.number.isFinite else { return .reported }
            return value.standardized == value ? .accepted : .adjusted(to: value.standardized, "standardized: a negative size counts from the other corner")
        }
    }
}

/// One row of the table: a setting, on one type, tried with one probe at a time.
struct SettingRow {
    /// "Type.property", as the Sources declare it.
    let key: String
    /// The key, with the type it is tried on where that is not the declaring type.
    let name: String
    let summary: String
    let probes: [SettingProbe]
    let trial: (SettingProbe) -> Void
}

/// A row's test case: the setting and the probe, by name.
struct SettingCase: Sendable, CustomTestStringConvertible {
    let group: Int
    let row: String
    let probe: SettingProbe
    var testDescription: String { "\(row) = \(probe)" }
}

extension SettingRow {
    /// A row for a setting of an object a stage builds in a fresh scene: each trial sets the probe,
    /// checks the outcome against `policy`, then drives touches through the scene and reads it.
    static func setting<Object: AnyObject, Value: SettingValue>(
        _ key: String, on host: String? = nil, _ keyPath: ReferenceWritableKeyPath<Object, Value>,
        _ policy: SettingPolicy<Value>, in stage: @escaping (SettingsScene) -> Object
    ) -> SettingRow {
        let name = host.map { "\(key) on \($0)" } ?? key
        return SettingRow(key: key, name: name, summary: policy.summary, probes: SettingProbe.allCases.filter { Value.value(of: $0) != nil }) { probe in
            guard let value = Value.value(of: probe) else { return }
            let scene = SettingsScene()
            let object = stage(scene)
            let old = object[keyPath: keyPath]
            let (_, reports) = FailureReporter.capturing { object[keyPath: keyPath] = value }
            check(policy.outcome(probe, value), "\(name) = \(probe) (\(policy.summary))", key, set: value, readback: (old, object[keyPath: keyPath]), reports)
            scene.driveAndCheck("\(name) = \(probe)")
        }
    }

    /// A row for a setting of a value gesture: each trial makes the gesture with the probe,
    /// attaches it to the host with `attach` (which hears its callbacks), and drives touches.
    /// A refused setting is reported when the gesture is attached, which then never recognizes (R67).
    static func gesture<G: Gesture, Value: SettingValue>(
        _ key: String, _ make: @escaping () -> G, _ keyPath: WritableKeyPath<G, Value>, _ policy: SettingPolicy<Value>,
        attach: @escaping (G, View, SettingsReadings) -> AttachedGesture
    ) -> SettingRow {
        SettingRow(key: key, name: key, summary: policy.summary, probes: SettingProbe.allCases.filter { Value.value(of: $0) != nil }) { probe in
            guard let value = Value.value(of: probe) else { return }
            var gesture = make()
            gesture[keyPath: keyPath] = value
            let scene = SettingsScene()
            scene.aim(at: scene.host)
            let (_, reports) = FailureReporter.capturing { _ = attach(gesture, scene.host, scene.readings) }
            let outcome = policy.outcome(probe, value)
            check(outcome, "\(key) = \(probe) (\(policy.summary))", key, set: value, readback: nil, reports)
            scene.driveAndCheck("\(key) = \(probe)")
            if case .reported = outcome {
                #expect(scene.readings.gestureCallbacks == 0, "\(key) = \(probe): refused, so the gesture never recognizes; its callbacks ran \(scene.readings.gestureCallbacks) times")
            }
        }
    }

    /// Checks a setting's outcome: taken (no report, reads back as set or as the rule adjusts it),
    /// or reported once, naming the setting, and kept. `readback` is the value before and after,
    /// where the setting can be read back.
    private static func check<Value: SettingValue>(
        _ outcome: SettingOutcome<Value>, _ label: String, _ key: String, set value: Value, readback: (old: Value, now: Value)?,
        _ reports: [ReportedFailure]
    ) {
        let property = String(key.split(separator: ".").last ?? "")
        switch outcome {
        case .accepted:
            #expect(reports.isEmpty, "\(label): accepted without a report, but reported \(reports.map(\.message))")
            if let (_, now) = readback { #expect(now == value, "\(label): accepted, so it reads back as set (\(value)); it reads \(now)") }
        case let .adjusted(expected, rule):
            #expect(reports.isEmpty, "\(label): adjusted without a report (\(rule)), but reported \(reports.map(\.message))")
            if let (_, now) = readback { #expect(now == expected, "\(label): adjusted to \(expected) (\(rule)); it reads \(now)") }
        case .reported:
            #expect(reports.count == 1 && reports.allSatisfy { $0.message.contains(property) },
                    "\(label): reported once, naming \(property) (R30); reports: \(reports.map(\.message))")
            if let (old, now) = readback { #expect(now == old, "\(label): reported, so it keeps \(old) (R30); it reads \(now)") }
        }
    }
}

extension SettingsScene {
    /// Drives touches (``drive()``) and checks that nothing was reported and every number read
    /// meanwhile and afterwards was finite. A touch aimed outside the window is reported by R109
    /// and sent nowhere: a setting that moves or shrinks the window, or spreads a tap's fingers
    /// past it, makes those reports, and only those.
    func driveAndCheck(_ label: String) {
        let (_, reports) = FailureReporter.capturing { drive() }
        let unexpected = reports.filter { !$0.message.contains("a touch begins only inside its window (R109)") }
        #expect(unexpected.isEmpty, "\(label): the touches afterwards were reported: \(unexpected.prefix(3).map(\.message))")
        #expect(readings.nonFinite.isEmpty, "\(label): not finite after touches: \(readings.nonFinite.prefix(5))")
    }
}
