import Foundation

/// Where a value gesture is in its touch sequence (R59): possible, active with a value, ended with
/// its last value, or failed. Ended and failed are final until the sequence is over.
enum GesturePhase<Value> {
    case possible
    case active(Value)
    case ended(Value)
    case failed

    var status: GestureStatus {
        switch self {
        case .possible: .possible
        case .active: .active
        case .ended: .ended
        case .failed: .failed
        }
    }

    /// The value while active or once ended; nil otherwise.
    var value: Value? {
        switch self {
        case .active(let value), .ended(let value): value
        case .possible, .failed: nil
        }
    }

    func map<T>(_ transform: (Value) -> T) -> GesturePhase<T> {
        switch self {
        case .possible: .possible
        case .active(let value): .active(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }
}

/// A phase without its value.
enum GestureStatus: Sendable, CustomStringConvertible {
    case possible, active, ended, failed

    var isTerminal: Bool { self == .ended || self == .failed }

    var description: String {
        switch self {
        case .possible: "possible"
        case .active: "active"
        case .ended: "ended"
        case .failed: "failed"
        }
    }
}
