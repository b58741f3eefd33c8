import Foundation

/// A gesture as a value, SwiftUI's model: built-in gestures, their callbacks (`onChanged`,
/// `onEnded`, `updating`), `map`, and their compositions, attached to a ``View`` with
/// ``View/gesture(_:including:fileID:filePath:line:column:)`` and recognized from real touches.
///
/// A custom gesture composes others in its ``body``; built-in gestures have no body.
public protocol Gesture<Value> {
    /// What the gesture reports while it runs and when it ends.
    associatedtype Value = Body.Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture
    var body: Body { get }
}

extension Gesture where Body == Never {
    /// A built-in gesture has no body, as in SwiftUI: reading it stops the program.
    public var body: Never {
        preconditionFailure("\(Self.self) is a built-in gesture: it has no body to read.")
    }
}

extension Never: Gesture {
    public typealias Value = Never
    public typealias Body = Never
}

/// `nil` is a gesture that never recognizes and blocks nothing (R67): `gesture(flag ? drag : nil)`.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public typealias Body = Never
}
