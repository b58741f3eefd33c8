import Foundation

/// Where a gesture's locations are measured (R68): the attached view (`local`), the window
/// (`global`), or the nearest view named with ``View/coordinateSpace(name:)``.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}
