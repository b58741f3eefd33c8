import Foundation

/// Something VoiceOver reaches that is no view: a part of a view, such as a stepper's half or a
/// segment, or a row drawn by hand (UIKit's `UIAccessibilityElement`).
///
/// A container lists its elements in ``Responder/accessibilityElements``, and each holds its
/// container weakly. The element is an element by default, and its next responder is its
/// container when that is a ``Responder`` (R152).
open class AccessibilityElement: Responder {
    /// Creates an element of `container`, usually the view that lists it.
    public init(accessibilityContainer container: AnyObject) {
        accessibilityContainer = container
        super.init()
    }

    /// The view or element that lists this element; held weakly.
    open weak var accessibilityContainer: AnyObject?
    /// A name for tests to find the element by.
    open var accessibilityIdentifier: String?
    /// The element's rectangle in its container view's coordinates; `.null` (the default): the
    /// element's ``Responder/accessibilityFrame`` is whatever was set. When set, the frame follows
    /// the container view as it moves (R140).
    open var accessibilityFrameInContainerSpace: CGRect = .null

    override open var next: Responder? {
        accessibilityContainer as? Responder
    }

    override open var accessibilityFrame: CGRect {
        get {
            if !accessibilityFrameInContainerSpace.isNull, let view = accessibilityContainer as? View {
                return view.convert(accessibilityFrameInContainerSpace, to: nil)
            }
            return super.accessibilityFrame
        }
        set { super.accessibilityFrame = newValue }
    }

    override var isAccessibilityElementByDefault: Bool { true }
}
