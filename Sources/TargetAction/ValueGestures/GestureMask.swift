import Foundation

/// Which gestures an attached gesture lets recognize: its own, those of the views inside it
/// (and those attached earlier to its view), both or neither (R66).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Neither the attached gesture nor those inside it.
    public static let none = GestureMask([])
    /// The attached gesture only.
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// The gestures inside it only.
    public static let subviews = GestureMask(rawValue: 1 << 1)
    /// Both: the default.
    public static let all: GestureMask = [.gesture, .subviews]
}
