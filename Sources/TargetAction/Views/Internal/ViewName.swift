import Foundation

/// A view's name as reports give it (``View/debugName``): its type with its accessibility
/// identifier, its tag or its frame. Kept as values, so that a name is put into words only when read.
struct ViewName: CustomStringConvertible {
    let type: View.Type
    let accessibilityIdentifier: String?
    let tag: Int
    let frame: CGRect

    init(_ view: View) {
        type = Swift.type(of: view)
        accessibilityIdentifier = view.accessibilityIdentifier
        tag = view.tag
        frame = view.frame
    }

    var description: String {
        if let accessibilityIdentifier { return "\(type)(\"\(accessibilityIdentifier)\")" }
        if tag != 0 { return "\(type)(tag: \(tag))" }
        return "\(type)(\(frame.origin.x), \(frame.origin.y), \(frame.size.width), \(frame.size.height))"
    }
}
