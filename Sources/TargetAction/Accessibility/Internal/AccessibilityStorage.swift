import Foundation

/// What an app set of a responder's accessibility members; allocated on the first setting, so a
/// responder that sets none carries a single nil reference.
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    /// The traits set, without the state traits a control adds (R145-R149); nil: the default.
    var traits: AccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var elements: [Any]?
    var customActions: [AccessibilityCustomAction]?

    var labelBlock: AXStringReturnBlock?
    var valueBlock: AXStringReturnBlock?
    var hintBlock: AXStringReturnBlock?
    var activateBlock: AXBoolReturnBlock?
    var incrementBlock: AXVoidReturnBlock?
    var decrementBlock: AXVoidReturnBlock?
    var escapeBlock: AXBoolReturnBlock?
    var magicTapBlock: AXBoolReturnBlock?
}
