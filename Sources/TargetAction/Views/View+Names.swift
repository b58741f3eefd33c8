import Foundation

extension View {
    /// A short name for messages: the type with the accessibility identifier, else the tag, else
    /// the frame.
    public var debugName: String {
        ViewName(self).description
    }

    /// A view's short name, for phrases and the transcript's lanes: its accessibility identifier,
    /// or its type.
    var shortName: String { accessibilityIdentifier ?? "\(type(of: self))" }
}
