import TargetAction

/// Whether a recognizer is of a type given as a metatype value, subclasses included.
protocol KindMatching: AnyObject {}

extension KindMatching {
    static func isKind(of object: AnyObject) -> Bool { object is Self }
}

extension GestureRecognizer: KindMatching {}

extension GestureRecognizer {
    /// `self is type`, for a `type` known only at run time.
    func isInstance(of type: GestureRecognizer.Type) -> Bool {
        let kind: any KindMatching.Type = type
        return kind.isKind(of: self)
    }
}
