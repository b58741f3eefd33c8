import Foundation

/// Which way a three-finger swipe scrolls (R154): UIKit's `UIAccessibilityScrollDirection`, with its
/// raw values.
public enum AccessibilityScrollDirection: Int, Sendable {
    case right = 1, left, up, down, next, previous
}
