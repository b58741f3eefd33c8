import Foundation

/// What a gesture's callback asks of the change it makes: SwiftUI's type. Nothing renders here;
/// a test reads what an `updating` body or a `@GestureState` reset asked for.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations: Bool

    public init() {
        self.init(animation: nil)
    }

    public init(animation: Animation?) {
        self.animation = animation
        disablesAnimations = false
    }
}
