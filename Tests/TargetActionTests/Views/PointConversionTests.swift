import Foundation
import Testing
import TargetAction

/// A window W with nested, offset views, some with non-zero bounds origins:
///
///     W  frame (0, 0, 400, 800)
///     └ A  frame (10, 20, 300, 500), bounds origin (5, 7)      A → W: + (5, 13)
///       ├ B  frame (30, 40, 100, 100), bounds origin (-3, 11)  B → A: + (33, 29), B → W: + (38, 42)
///       │ └ C  frame (1, 2, 50, 50)                            C → B: + (1, 2),   C → W: + (39, 44)
///       └ D  frame (200, 300, 50, 50)                          D → A: + (200, 300), D → W: + (205, 313)
final class NestedTree {
    let w = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let a = View(frame: CGRect(x: 10, y: 20, width: 300, height: 500))
    let b = View(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
    let c = View(frame: CGRect(x: 1, y: 2, width: 50, height: 50))
    let d = View(frame: CGRect(x: 200, y: 300, width: 50, height: 50))

    init() {
        w.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        a.addSubview(d)
        a.bounds.origin = CGPoint(x: 5, y: 7)
        b.bounds.origin = CGPoint(x: -3, y: 11)
    }

    func view(_ name: Name) -> View {
        switch name {
        case .w: w
        case .a: a
        case .b: b
        case .c: c
        case .d: d
        }
    }

    enum Name: String, CaseIterable, Sendable { case w, a, b, c, d }

    /// Where each view's (0, 0) lies in window coordinates, worked out by hand above.
    static func originInWindow(_ name: Name) -> CGPoint {
        switch name {
        case .w: CGPoint(x: 0, y: 0)
        case .a: CGPoint(x: 5, y: 13)
        case .b: CGPoint(x: 38, y: 42)
        case .c: CGPoint(x: 39, y: 44)
        case .d: CGPoint(x: 205, y: 313)
        }
    }
}

@Suite("Point conversion across nested, offset views")
struct PointConversionTests {
    typealias Name = NestedTree.Name

    static let point = CGPoint(x: 7, y: -3)

    @Test("convert(_:to: nil) is window coordinates", arguments: Name.allCases)
    func toWindowCoordinates(name: Name) {
        let tree = NestedTree()
        let origin = NestedTree.originInWindow(name)

        let converted = tree.view(name).convert(Self.point, to: nil)

        #expect(converted == CGPoint(x: Self.point.x + origin.x, y: Self.point.y + origin.y))
        #expect(tree.view(name).convert(Self.point, to: tree.w) == converted)
    }

    @Test("convert(_:from: nil) is from window coordinates", arguments: Name.allCases)
    func fromWindowCoordinates(name: Name) {
        let tree = NestedTree()
        let origin = NestedTree.originInWindow(name)

        let converted = tree.view(name).convert(Self.point, from: nil)

        #expect(converted == CGPoint(x: Self.point.x - origin.x, y: Self.point.y - origin.y))
        #expect(tree.view(name).convert(Self.point, from: tree.w) == converted)
    }

    @Test("between any two views of the tree", arguments: Name.allCases, Name.allCases)
    func betweenAnyTwoViews(from: Name, to: Name) {
        let tree = NestedTree()
        let source = NestedTree.originInWindow(from)
        let destination = NestedTree.originInWindow(to)
        let expected = CGPoint(x: Self.point.x + source.x - destination.x, y: Self.point.y + source.y - destination.y)

        let viaTo = tree.view(from).convert(Self.point, to: tree.view(to))
        let viaFrom = tree.view(to).convert(Self.point, from: tree.view(from))

        #expect(viaTo == expected)
        #expect(viaFrom == expected)
    }

    @Test("a round trip gives the point back", arguments: Name.allCases, Name.allCases)
    func roundTrip(from: Name, to: Name) {
        let tree = NestedTree()
        let there = tree.view(from).convert(Self.point, to: tree.view(to))

        let back = tree.view(to).convert(there, to: tree.view(from))

        #expect(back == Self.point)
    }

    @Test func handWorkedCousinConversion() {
        let tree = NestedTree()

        #expect(tree.c.convert(CGPoint.zero, to: tree.d) == CGPoint(x: -166, y: -269))
        #expect(tree.d.convert(CGPoint(x: 10, y: 10), to: tree.c) == CGPoint(x: 176, y: 279))
        #expect(tree.c.convert(CGPoint.zero, to: tree.b) == CGPoint(x: 1, y: 2))
        #expect(tree.b.convert(CGPoint.zero, to: tree.a) == CGPoint(x: 33, y: 29))
    }

    @Test("rect conversion moves the origin and keeps the size", arguments: Name.allCases, Name.allCases)
    func rectConversion(from: Name, to: Name) {
        let tree = NestedTree()
        let rect = CGRect(x: 7, y: -3, width: 20, height: 30)

        let converted = tree.view(from).convert(rect, to: tree.view(to))
        let back = tree.view(to).convert(converted, from: tree.view(from))

        #expect(converted.origin == tree.view(from).convert(rect.origin, to: tree.view(to)))
        #expect(converted.size == rect.size)
        #expect(tree.view(to).convert(converted, to: tree.view(from)) == rect)
        #expect(tree.view(from).convert(rect, to: nil) == tree.view(to).convert(converted, to: nil))
        #expect(back.size == rect.size)
    }

    @Test func aViewsFrameIsItsBoundsConvertedToTheSuperview() {
        let tree = NestedTree()

        for view in [tree.a, tree.b, tree.c, tree.d] {
            #expect(view.convert(view.bounds, to: view.superview) == view.frame)
        }
    }

    @Test func conversionFollowsChangesToTheTree() {
        let tree = NestedTree()

        tree.a.frame.origin = CGPoint(x: 100, y: 100)
        tree.b.bounds.origin = .zero

        #expect(tree.c.convert(CGPoint.zero, to: nil) == CGPoint(x: 100 - 5 + 30 + 1, y: 100 - 7 + 40 + 2))
    }

    @Test("a window's own bounds origin is part of window coordinates")
    func windowBoundsOrigin() {
        let tree = NestedTree()
        tree.w.bounds.origin = CGPoint(x: 0, y: 100)

        #expect(tree.a.convert(CGPoint.zero, to: nil) == CGPoint(x: 5, y: 13))
        #expect(tree.w.convert(CGPoint(x: 5, y: 13), to: tree.a) == .zero)
    }

    @Test("views outside any window convert through their root")
    func viewsWithoutAWindowUseTheirRoot() {
        let root = View(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let child = View(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        root.addSubview(child)

        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 20))
        #expect(child.convert(CGPoint.zero, from: nil) == CGPoint(x: -10, y: -20))
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 20))
    }

    @Test("views of two windows are related through the windows' frames and bounds")
    func acrossTwoWindows() {
        let first = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = Window(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        second.bounds.origin = CGPoint(x: 10, y: 10)
        let inSecond = View(frame: CGRect(x: 20, y: 30, width: 10, height: 10))
        second.addSubview(inSecond)

        let screenOrigin = first.convert(CGPoint.zero, to: second)
        let intoSubview = first.convert(CGPoint.zero, to: inSecond)
        let back = inSecond.convert(intoSubview, to: first)

        #expect(screenOrigin == CGPoint(x: -90, y: -40))
        #expect(intoSubview == CGPoint(x: -110, y: -70))
        #expect(back == .zero)
    }
}
