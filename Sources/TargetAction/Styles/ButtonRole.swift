import Foundation

/// What a button does, as a style reads it: SwiftUI's `ButtonRole`. A ``Button`` whose
/// ``Button/role`` is `.cancel` or `.destructive` gives its style that role; any other role gives
/// nil (R123).
public struct ButtonRole: Hashable, Sendable {
    /// The role's name, for messages.
    let name: String

    /// A button that cancels what is under way.
    public static let cancel = ButtonRole(name: "cancel")
    /// A button that deletes or destroys something.
    public static let destructive = ButtonRole(name: "destructive")
}

extension ButtonRole {
    /// The role a style sees for a button's `role`: `.cancel` and `.destructive` carry over, the
    /// others have none (R123).
    init?(_ role: Button.Role) {
        switch role {
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        case .normal, .primary: return nil
        }
    }
}
