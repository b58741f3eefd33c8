import Foundation

/// A gesture with an `onChanged` callback: what ``Gesture/onChanged(_:)`` returns (SwiftUI's
/// `_ChangedGesture`).
public struct ChangedGesture<Base: Gesture>: Gesture where Base.Value: Equatable {
    public typealias Value = Base.Value
    public typealias Body = Never

    package let base: Base
    package let action: (Value) -> Void
}
