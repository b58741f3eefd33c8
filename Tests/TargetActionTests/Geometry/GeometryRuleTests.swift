import Foundation
import Testing
import TargetAction

/// R57: CoreGraphics's transform math, where the toolkit declares the types; R58: the screen.
@Suite struct GeometryRuleTests {
    private static func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test("R57: the initializers: zero, identity, translation, scale, rotation (clockwise on screen)")
    func r57_initializers() {
        let zero = CGAffineTransform()
        #expect([zero.a, zero.b, zero.c, zero.d, zero.tx, zero.ty] == [0, 0, 0, 0, 0, 0])
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform.identity.isIdentity && !zero.isIdentity)
        #expect(CGAffineTransform(translationX: 3, y: 4) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4))
        #expect(CGAffineTransform(scaleX: 2, y: 5) == CGAffineTransform(a: 2, b: 0, c: 0, d: 5, tx: 0, ty: 0))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(Self.close(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))   // right turns to down
        #expect(CGVector() == .zero && CGVector(dx: 1, dy: 2).dy == 2)
    }

    @Test("R57: concatenating applies the first, then the second; scaledBy, rotated and translatedBy apply the new step first")
    func r57_order() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        let point = CGPoint(x: 1, y: 1)

        #expect(point.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(point.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
        #expect(move.scaledBy(x: 2, y: 2) == scale.concatenating(move))
        #expect(move.translatedBy(x: 5, y: 0) == CGAffineTransform(translationX: 5, y: 0).concatenating(move))
        #expect(Self.close(point.applying(move.rotated(by: .pi)), CGPoint(x: 9, y: -1)))
    }

    @Test("R57: inverted undoes a transform, and leaves one that cannot be undone as it is")
    func r57_inverted() {
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 3).translatedBy(x: 7, y: -4)
        let point = CGPoint(x: 12, y: -5)

        #expect(Self.close(point.applying(t).applying(t.inverted()), point))
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
    }

    @Test("R57: sizes apply the linear part; rectangles become the bounding box of their corners")
    func r57_sizesAndRects() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: 3)
        #expect(CGSize(width: 10, height: 20).applying(t) == CGSize(width: 20, height: 60))
        let turned = CGRect(x: 0, y: 0, width: 20, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX + 10) < 1e-9 && abs(turned.width - 10) < 1e-9 && abs(turned.height - 20) < 1e-9)
    }

    @Test("R58: the screen is 390 × 844 points at scale 3, and every window is on it")
    func r58_screen() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        #expect(Screen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(Screen.main.scale == 3)
        #expect(window.screen === Screen.main)
        #expect(ViewController.defaultViewFrame == Screen.main.bounds)
    }

    @Test("R53: a transform is the identity by default; a non-finite one is reported and not applied")
    func r53_defaultAndBadTransform() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.transform == .identity)

        let (_, failures) = FailureReporter.capturing { view.transform = CGAffineTransform(scaleX: .nan, y: 1) }

        #expect(failures.count == 1)
        #expect(view.transform == .identity)
    }
}
