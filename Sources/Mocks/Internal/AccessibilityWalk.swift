import Foundation
import TargetAction

/// The elements VoiceOver reaches in a window (R141), in reading order (R142); and, for a report,
/// why an object of the window is not reached (R156).
///
/// One walk from the window finds a tree of elements and groups; sorting each group that is not
/// explicitly ordered by its nodes' frame origins, and reading each group through where it sorts,
/// gives the order. Each object is walked once, so entries that list an ancestor end no loop.
struct AccessibilityWalk {
    /// An object the walk found but does not reach, and the first reason R141 gives.
    struct Unreached {
        let object: Responder
        let reason: String
    }

    /// The elements, in reading order.
    private(set) var elements: [Responder] = []
    /// When diagnosing, every object the walk passed and does not reach, in walk order.
    private(set) var unreached: [Unreached] = []

    /// Something the walk found: one element, or a group read through together.
    private indirect enum Node {
        case element(Responder, origin: CGPoint)
        /// Elements and groups read together; `isOrdered`: in the order given (`accessibilityElements`).
        case group([Node], isOrdered: Bool)
    }

    private let diagnosing: Bool
    /// The objects walked, so that each is walked once; those passed below what VoiceOver skips
    /// apart, so that diagnosing changes nothing of what is reached.
    private var walked: Set<ObjectIdentifier> = []
    private var passed: Set<ObjectIdentifier> = []

    /// Walks `window`; with `diagnosing`, also below what VoiceOver skips, to say why.
    init(window: Window, diagnosing: Bool = false) {
        self.diagnosing = diagnosing
        let nodes = walk(window, blockedBecause: nil)
        var elements: [Responder] = []
        Self.read(nodes, isOrdered: false, into: &elements)
        self.elements = elements
        if diagnosing {   // an object skipped on one path may be reached on another (an entry listed elsewhere)
            let reached = Set(elements.map(ObjectIdentifier.init))
            unreached.removeAll { reached.contains(ObjectIdentifier($0.object)) }
        }
    }

    // MARK: The walk (R141)

    /// What `object` contributes. `blocked` is why an ancestor keeps it from VoiceOver: then it
    /// contributes nothing, and is only noted (when diagnosing).
    private mutating func walk(_ object: Responder, blockedBecause blocked: String?) -> [Node] {
        if let blocked {
            guard passed.insert(ObjectIdentifier(object)).inserted else { return [] }
            note(object, blocked)
            for child in Self.children(of: object) { _ = walk(child, blockedBecause: blocked) }
            return []
        }
        guard walked.insert(ObjectIdentifier(object)).inserted else { return [] }
        if let (own, below) = Self.skipped(object) {
            note(object, own)
            if diagnosing { for child in Self.children(of: object) { _ = walk(child, blockedBecause: below) } }
            return []
        }
        if object.isAccessibilityElement {
            if diagnosing {
                let below = "it is inside \(object.voiceOverName), an accessibility element itself: VoiceOver reads it as one element and walks nothing below it"
                for child in Self.children(of: object) { _ = walk(child, blockedBecause: below) }
            }
            let frame = object.accessibilityFrame
            return [.element(object, origin: CGPoint(x: frame.minX, y: frame.minY))]
        }
        note(object, "it is not an accessibility element (isAccessibilityElement is false)")
        if let entries = object.accessibilityElements {
            var nodes: [Node] = []
            for case let entry as Responder in entries { nodes += walk(entry, blockedBecause: nil) }
            if diagnosing, let view = object as? View {
                let below = "it is not among the accessibilityElements of \(view.debugName), which VoiceOver reads instead of its subviews"
                for subview in view.subviews { _ = walk(subview, blockedBecause: below) }
            }
            return [.group(nodes, isOrdered: true)]
        }
        guard let view = object as? View else { return [] }
        let subviews = view.subviews
        let modal = subviews.last { $0.accessibilityViewIsModal }
        var nodes: [Node] = []
        for subview in subviews {
            if let modal, subview !== modal {
                if diagnosing {
                    _ = walk(subview, blockedBecause: "it is outside the modal view \(modal.debugName), whose accessibilityViewIsModal hides its siblings")
                }
                continue
            }
            nodes += walk(subview, blockedBecause: nil)
        }
        return view.shouldGroupAccessibilityChildren ? [.group(nodes, isOrdered: false)] : nodes
    }

    /// Why `object` contributes nothing of its own accord (R141), and what that makes of the
    /// objects below it; nil when it is walked.
    private static func skipped(_ object: Responder) -> (own: String, below: String)? {
        let name = (object as? View)?.debugName ?? object.voiceOverName
        if object.accessibilityElementsHidden {
            return ("it has accessibilityElementsHidden = true",
                    "it is inside \(name), which has accessibilityElementsHidden = true")
        }
        guard let view = object as? View else { return nil }
        if view.isHidden {
            return ("it is hidden", "it is inside \(name), which is hidden")
        }
        if view.alpha < View.minimumHitTestAlpha {
            return ("its alpha is \(number(view.alpha)), below \(number(View.minimumHitTestAlpha))",
                    "it is inside \(name), whose alpha is \(number(view.alpha)), below \(number(View.minimumHitTestAlpha))")
        }
        if view.frame.size == .zero {
            return ("its frame has zero size", "it is inside \(name), whose frame has zero size")
        }
        return nil
    }

    /// Every object below `object`: its `accessibilityElements`, then its subviews.
    private static func children(of object: Responder) -> [Responder] {
        var children: [Responder] = []
        for case let entry as Responder in object.accessibilityElements ?? [] { children.append(entry) }
        if let view = object as? View { children += view.subviews }
        return children
    }

    private mutating func note(_ object: Responder, _ reason: String) {
        guard diagnosing else { return }
        unreached.append(Unreached(object: object, reason: reason))
    }

    // MARK: The reading order (R142)

    /// Appends the elements of `nodes` in reading order: sorted by their origins, top to bottom
    /// then left to right, ties in walk order, unless `isOrdered`; each group read through where
    /// it sorts.
    private static func read(_ nodes: [Node], isOrdered: Bool, into elements: inout [Responder]) {
        var placed: [(node: Node, origin: CGPoint, index: Int)] = []
        for (index, node) in nodes.enumerated() {
            guard let origin = origin(of: node) else { continue }   // an empty group reads nothing
            placed.append((node, origin, index))
        }
        if !isOrdered {
            placed.sort { a, b in
                if a.origin.y != b.origin.y { return a.origin.y < b.origin.y }
                if a.origin.x != b.origin.x { return a.origin.x < b.origin.x }
                return a.index < b.index
            }
        }
        for entry in placed {
            switch entry.node {
            case .element(let object, _): elements.append(object)
            case .group(let members, let ordered): read(members, isOrdered: ordered, into: &elements)
            }
        }
    }

    /// A node's origin: an element's frame's, a group's the origin of the union of its elements'
    /// frames; nil for a group with no element.
    private static func origin(of node: Node) -> CGPoint? {
        switch node {
        case .element(_, let origin):
            return origin
        case .group(let members, _):
            var union: CGPoint?
            for member in members {
                guard let origin = origin(of: member) else { continue }
                union = union.map { CGPoint(x: min($0.x, origin.x), y: min($0.y, origin.y)) } ?? origin
            }
            return union
        }
    }
}
