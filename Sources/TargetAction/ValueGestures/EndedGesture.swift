import Foundation

/// A gesture with an `onEnded` callback: what ``Gesture/onEnded(_:)`` returns (SwiftUI's
/// `_EndedGesture`).
public struct EndedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    package let base: Base
    package let action: (Value) -> Void
}
