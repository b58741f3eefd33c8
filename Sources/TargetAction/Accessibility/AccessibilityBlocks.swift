import Foundation

// UIKit's names for the blocks that stand in for overriding an accessibility member (R140).

/// A block that answers an accessibility action with whether it handled it.
public typealias AXBoolReturnBlock = () -> Bool
/// A block that performs an accessibility action.
public typealias AXVoidReturnBlock = () -> Void
/// A block that answers an accessibility string: a label, value or hint.
public typealias AXStringReturnBlock = () -> String?
