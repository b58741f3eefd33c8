import Foundation
import Mocks
import Testing
import TargetAction

/// Whether two numbers agree within `tolerance`.
func nearly(_ x: CGFloat, _ y: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(x - y) <= tolerance
}

func nearly(_ p: CGPoint, _ q: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    nearly(p.x, q.x, tolerance) && nearly(p.y, q.y, tolerance)
}

func nearly(_ r: CGRect, _ s: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    nearly(r.origin, s.origin, tolerance) && nearly(r.width, s.width, tolerance) && nearly(r.height, s.height, tolerance)
}

/// The rule's formula, from public members alone: `center + transform(p − mid)`.
func referenceInSuperview(_ point: CGPoint, of view: View) -> CGPoint {
    let offset = CGPoint(x: point.x - view.bounds.midX, y: point.y - view.bounds.midY).applying(view.transform)
    return CGPoint(x: view.center.x + offset.x, y: view.center.y + offset.y)
}

/// `point` of `view` in window coordinates, step by step with ``referenceInSuperview(_:of:)``.
func referenceInWindow(_ point: CGPoint, of view: View) -> CGPoint {
    var point = point
    var view = view
    while let parent = view.superview {
        point = referenceInSuperview(point, of: view)
        view = parent
    }
    return point
}

/// A window with two transformed subtrees:
///
///     W (0, 0, 400, 800)
///     ├ A frame (50, 60, 200, 160), turned 30°
///     │ └ B frame (20, 30, 80, 60), bounds origin (5, -4), scaled (1.5, 0.75), moved (7, -3)
///     │   └ C frame (10, 10, 20, 30), turned -70°, scaled 2
///     └ D frame (220, 400, 120, 90), scaled 0.5, turned 120°, moved (-11, 13)
///       └ E frame (15, 25, 40, 30)
final class TransformedTree {
    let w = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let a = View(frame: CGRect(x: 50, y: 60, width: 200, height: 160))
    let b = View(frame: CGRect(x: 20, y: 30, width: 80, height: 60))
    let c = View(frame: CGRect(x: 10, y: 10, width: 20, height: 30))
    let d = View(frame: CGRect(x: 220, y: 400, width: 120, height: 90))
    let e = View(frame: CGRect(x: 15, y: 25, width: 40, height: 30))

    init() {
        w.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        w.addSubview(d)
        d.addSubview(e)
        b.bounds.origin = CGPoint(x: 5, y: -4)
        a.transform = CGAffineTransform(rotationAngle: .pi / 6)
        b.transform = CGAffineTransform(translationX: 7, y: -3).scaledBy(x: 1.5, y: 0.75)
        c.transform = CGAffineTransform(rotationAngle: -7 * .pi / 18).scaledBy(x: 2, y: 2)
        d.transform = CGAffineTransform(translationX: -11, y: 13).rotated(by: 2 * .pi / 3).scaledBy(x: 0.5, y: 0.5)
    }

    var all: [View] { [w, a, b, c, d, e] }
}

@Suite("R53: transform about the centre; frame as the transformed bounds' box")
struct TransformFrameRuleTests {
    static let frame = CGRect(x: 100, y: 100, width: 100, height: 50)

    @Test("R53: setting transform changes neither center nor bounds")
    func r53_centerAndBoundsKept() {
        let view = View(frame: Self.frame)
        view.bounds.origin = CGPoint(x: 3, y: -4)
        let center = view.center, bounds = view.bounds
        for t in [CGAffineTransform(rotationAngle: 0.7), CGAffineTransform(scaleX: 2, y: 0.5),
                  CGAffineTransform(translationX: 30, y: -8), .identity] {
            view.transform = t
            #expect(view.center == center)
            #expect(view.bounds == bounds)
            #expect(view.transform == t)
        }
        #expect(view.frame == Self.frame)   // back to the identity: exactly as set
    }

    @Test("R53: a 45° turn reads frame as the box around the turned bounds")
    func r53_rotationFrame() {
        let view = View(frame: Self.frame)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let half = (100 + 50) * sin(CGFloat.pi / 4) / 2
        #expect(nearly(view.frame, CGRect(x: 150 - half, y: 125 - half, width: 2 * half, height: 2 * half)))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(nearly(view.frame, CGRect(x: 125, y: 75, width: 50, height: 100)))
    }

    @Test("R53: a scale grows the frame about the centre; a translation moves it")
    func r53_scaleAndTranslationFrame() {
        let view = View(frame: Self.frame)
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.frame == CGRect(x: 50, y: 50, width: 200, height: 150))
        view.transform = CGAffineTransform(translationX: 10, y: -20)
        #expect(view.frame == CGRect(x: 110, y: 80, width: 100, height: 50))
        view.transform = CGAffineTransform(translationX: 10, y: -20).scaledBy(x: 0.5, y: 0.5)
        #expect(view.frame == CGRect(x: 135, y: 92.5, width: 50, height: 25))
        #expect(view.center == CGPoint(x: 150, y: 125))
    }

    @Test("R53: setting frame on a transformed view keeps the transform, fits the bounds to it")
    func r53_frameSetterWithTransform() {
        let view = View(frame: Self.frame)
        view.transform = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.center == CGPoint(x: 90, y: 30))
        #expect(view.transform == CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 2))

        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.frame = CGRect(x: 10, y: 20, width: 50, height: 100)
        #expect(nearly(view.frame, CGRect(x: 10, y: 20, width: 50, height: 100)))
        #expect(nearly(view.bounds.width, 100) && nearly(view.bounds.height, 50))
        #expect(view.center == CGPoint(x: 35, y: 70))
    }

    @Test("R53: a transform with a non-finite component is reported and not applied")
    func r53_nonFiniteTransformRefused() {
        let view = View(frame: Self.frame)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let (_, failures) = FailureReporter.capturing { view.transform = CGAffineTransform(scaleX: .nan, y: 1) }
        #expect(failures.count == 1)
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.frame == CGRect(x: 50, y: 75, width: 200, height: 100))
    }
}

@Suite("R54: conversions apply every transform on the way")
struct TransformConversionRuleTests {
    static let points = [CGPoint(x: 0, y: 0), CGPoint(x: 7, y: -3), CGPoint(x: 12.5, y: 40)]

    @Test("R54: a point maps into the superview as center + transform(p − mid)")
    func r54_oneStep() {
        let tree = TransformedTree()
        for view in [tree.a, tree.b, tree.c, tree.d, tree.e] {
            for p in Self.points {
                #expect(nearly(view.convert(p, to: view.superview), referenceInSuperview(p, of: view)))
            }
        }
    }

    @Test("R54: to and from nil are window coordinates, through nested transforms")
    func r54_window() {
        let tree = TransformedTree()
        for view in tree.all {
            for p in Self.points {
                let inWindow = view.convert(p, to: nil)
                #expect(nearly(inWindow, referenceInWindow(p, of: view)))
                #expect(nearly(view.convert(inWindow, from: nil), p))
                #expect(nearly(tree.w.convert(p, to: view), view.convert(p, from: nil)))
            }
        }
    }

    @Test("R54: between any two views, both subtrees included, and back within 1e-9")
    func r54_roundTrips() {
        let tree = TransformedTree()
        for from in tree.all {
            for to in tree.all {
                for p in Self.points {
                    let there = from.convert(p, to: to)
                    #expect(nearly(there, to.convert(referenceInWindow(p, of: from), from: nil)))
                    #expect(nearly(to.convert(p, from: from), there))
                    #expect(nearly(to.convert(there, to: from), p))
                }
            }
        }
    }

    @Test("R54: a rectangle converts to the box of its converted corners")
    func r54_rectangles() {
        let tree = TransformedTree()
        let rect = CGRect(x: -2, y: 3, width: 11, height: 7)
        for from in tree.all {
            for to in [nil, tree.w, tree.a, tree.c, tree.e] as [View?] {
                let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                               CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
                    .map { from.convert($0, to: to) }
                let xs = corners.map(\.x), ys = corners.map(\.y)
                let box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                #expect(nearly(from.convert(rect, to: to), box))
                if let to {
                    #expect(nearly(to.convert(rect, from: from), box))
                }
            }
        }
        // A view's bounds in its superview are its frame, transformed or not.
        for view in [tree.a, tree.b, tree.c, tree.d, tree.e] {
            #expect(nearly(view.convert(view.bounds, to: view.superview), view.frame))
        }
    }

    @Test("R54: without transforms a rectangle keeps its size and only moves")
    func r54_untransformedRectangle() {
        let tree = NestedTree()
        let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
        #expect(tree.c.convert(rect, to: nil) == CGRect(x: 40, y: 46, width: 30, height: 40))
        #expect(tree.c.convert(rect, from: tree.d) == CGRect(x: 167, y: 271, width: 30, height: 40))
    }
}

@Suite("R55: hit testing through transforms")
struct TransformHitTestingRuleTests {
    @Test("R55: a turned view is hit where it is drawn, not where its untransformed frame was")
    func r55_rotated() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let bar = View(frame: CGRect(x: 100, y: 100, width: 100, height: 20))   // centre (150, 110)
        window.addSubview(bar)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)   // drawn x 140...160, y 60...160

        #expect(window.hitTest(CGPoint(x: 150, y: 70), with: nil) === bar)
        #expect(window.hitTest(CGPoint(x: 155, y: 155), with: nil) === bar)
        #expect(window.hitTest(CGPoint(x: 110, y: 110), with: nil) === window)   // its old frame
        #expect(window.hitTest(CGPoint(x: 190, y: 105), with: nil) === window)
        #expect(bar.point(inside: bar.convert(CGPoint(x: 150, y: 70), from: nil), with: nil))
        #expect(!bar.point(inside: bar.convert(CGPoint(x: 110, y: 110), from: nil), with: nil))
    }

    @Test("R55: a scaled view and its subviews are hit where they are drawn")
    func r55_scaled() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let card = View(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let corner = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(card)
        card.addSubview(corner)
        card.transform = CGAffineTransform(scaleX: 2, y: 2)   // drawn (75, 75, 100, 100)

        #expect(window.hitTest(CGPoint(x: 170, y: 170), with: nil) === card)
        #expect(window.hitTest(CGPoint(x: 80, y: 80), with: nil) === corner)     // drawn (75, 75, 20, 20)
        #expect(window.hitTest(CGPoint(x: 101, y: 101), with: nil) === card)     // corner's old place
        #expect(window.hitTest(CGPoint(x: 180, y: 120), with: nil) === window)
    }

    @Test("R55: a view flattened to no area takes no touches, and the simulator says why")
    func r55_flattened() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let card = View(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        window.addSubview(card)
        card.transform = CGAffineTransform(scaleX: 0, y: 1)
        #expect(window.hitTest(CGPoint(x: 125, y: 125), with: nil) === window)
        let reach = TouchSimulator(window: window).reachablePoint(of: card)
        #expect(reach.point == nil)
        #expect(reach.reason?.contains("determinant 0") == true)
    }

    @Test("R55: the simulator reaches a transformed view at its drawn centre")
    func r55_simulatorReachability() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let panel = View(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        let knob = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        window.addSubview(panel)
        panel.addSubview(knob)
        panel.transform = CGAffineTransform(translationX: 20, y: 30).rotated(by: .pi)
        let simulator = TouchSimulator(window: window)
        let reach = simulator.reachablePoint(of: knob)
        #expect(reach.reason == nil)
        #expect(nearly(reach.point ?? .zero, knob.convert(CGPoint(x: knob.bounds.midX, y: knob.bounds.midY), to: nil)))
        #expect(nearly(reach.point ?? .zero, CGPoint(x: 340, y: 350)))

        knob.transform = CGAffineTransform(translationX: 1000, y: 0)   // drawn outside the panel
        #expect(simulator.reachablePoint(of: knob).reason?.contains("outside") == true)
    }
}
