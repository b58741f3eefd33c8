import Foundation
import Mocks
import Testing
import TargetAction

/// Runs a closure on every action it receives.
private final class Reader {
    let body: (GestureRecognizer) -> Void
    init(_ body: @escaping (GestureRecognizer) -> Void) { self.body = body }
    func handle(_ recognizer: GestureRecognizer) { body(recognizer) }
}

/// What a pan's handler read on one action.
private struct PanReading {
    let state: GestureRecognizer.State
    let translation: CGPoint
    let translationInWindow: CGPoint
    let velocity: CGPoint
    let location: CGPoint
}

/// A window (0, 0, 400, 800) with a panel (100, 100, 200, 200), centre (200, 200), that carries
/// a pan with no hysteresis, whose actions are recorded as the panel reads them.
private final class PanScene {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let panel = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    let pan: PanGestureRecognizer
    let simulator: TouchSimulator
    var readings: [PanReading] = []
    private var reader: Reader?

    init(transform: CGAffineTransform, pan: PanGestureRecognizer = PanGestureRecognizer(target: nil, action: nil)) {
        self.pan = pan
        simulator = TouchSimulator(window: window)
        window.addSubview(panel)
        panel.transform = transform
        pan.hysteresis = 0
        panel.addGestureRecognizer(pan)
        let reader = Reader { [unowned self] recognizer in
            let pan = recognizer as! PanGestureRecognizer
            readings.append(PanReading(
                state: pan.state, translation: pan.translation(in: panel), translationInWindow: pan.translation(in: nil),
                velocity: pan.velocity(in: panel), location: pan.location(in: panel)))
        }
        self.reader = reader
        pan.addTarget(reader, action: Reader.handle)
    }

    /// A 100-point drag to the right through the panel's centre, at 1,000 points per second.
    func dragRight() {
        simulator.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 300, y: 200), duration: 0.1, steps: 10)
    }
}

@Suite("R56: recognizers report through transforms")
struct TransformRecognizerRuleTests {
    @Test("R56: a view scaled 2× reads a 100-point drag as 50, and its velocity halved")
    func r56_scaledPan() throws {
        let scene = PanScene(transform: CGAffineTransform(scaleX: 2, y: 2))
        scene.dragRight()
        let changed = try #require(scene.readings.last { $0.state == .changed })
        let ended = try #require(scene.readings.last)
        #expect(ended.state == .ended)
        #expect(nearly(ended.translation, CGPoint(x: 50, y: 0)))
        #expect(nearly(ended.translationInWindow, CGPoint(x: 100, y: 0)))
        #expect(nearly(ended.velocity, CGPoint(x: 500, y: 0), 1e-6))
        #expect(nearly(changed.location, CGPoint(x: 150, y: 100)))   // window (300, 200)
    }

    @Test("R56: a view turned a quarter clockwise reads a drag to the right as upward")
    func r56_rotatedPan() throws {
        let scene = PanScene(transform: CGAffineTransform(rotationAngle: .pi / 2))
        scene.dragRight()
        let changed = try #require(scene.readings.last { $0.state == .changed })
        let ended = try #require(scene.readings.last)
        #expect(nearly(ended.translation, CGPoint(x: 0, y: -100)))
        #expect(nearly(ended.velocity, CGPoint(x: 0, y: -1000), 1e-6))
        #expect(nearly(changed.location, CGPoint(x: 100, y: 0)))
        #expect(nearly(changed.location, scene.panel.convert(CGPoint(x: 300, y: 200), from: nil)))
    }

    @Test("R56: setTranslation in a transformed view is that view's vector")
    func r56_setTranslation() {
        let scaled = PanScene(transform: CGAffineTransform(scaleX: 2, y: 2))
        scaled.simulator.down(at: CGPoint(x: 200, y: 200))
        scaled.simulator.move(to: CGPoint(x: 250, y: 200))
        scaled.pan.setTranslation(CGPoint(x: 10, y: 5), in: scaled.panel)
        #expect(scaled.pan.translation(in: nil) == CGPoint(x: 20, y: 10))
        #expect(scaled.pan.translation(in: scaled.panel) == CGPoint(x: 10, y: 5))
        scaled.simulator.up()

        let turned = PanScene(transform: CGAffineTransform(rotationAngle: .pi / 2))
        turned.simulator.down(at: CGPoint(x: 200, y: 200))
        turned.simulator.move(to: CGPoint(x: 250, y: 200))
        turned.pan.setTranslation(CGPoint(x: 0, y: -100), in: turned.panel)
        #expect(nearly(turned.pan.translation(in: nil), CGPoint(x: 100, y: 0)))
        turned.simulator.move(to: CGPoint(x: 260, y: 200))
        #expect(nearly(turned.pan.translation(in: turned.panel), CGPoint(x: 0, y: -110)))
        turned.simulator.up()
    }

    @Test("R56: Apple's pan recipe keeps a view under the finger inside a scaled, turned superview")
    func r56_panRecipe() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let board = View(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        let card = View(frame: CGRect(x: 120, y: 120, width: 60, height: 60))
        window.addSubview(board)
        board.addSubview(card)
        board.transform = CGAffineTransform(rotationAngle: .pi / 5).scaledBy(x: 1.5, y: 1.5)
        let pan = PanGestureRecognizer(target: nil, action: nil)
        pan.hysteresis = 0
        card.addGestureRecognizer(pan)
        let reader = Reader { recognizer in
            let pan = recognizer as! PanGestureRecognizer
            let translation = pan.translation(in: card.superview)
            card.center = CGPoint(x: card.center.x + translation.x, y: card.center.y + translation.y)
            pan.setTranslation(.zero, in: card.superview)
        }
        pan.addTarget(reader, action: Reader.handle)
        let start = card.convert(CGPoint(x: 30, y: 30), to: nil)
        let end = CGPoint(x: start.x + 100, y: start.y + 40)
        TouchSimulator(window: window).drag(from: start, to: end, duration: 0.2)
        #expect(nearly(card.convert(CGPoint(x: 30, y: 30), to: nil), end))
    }

    @Test("R56: a screen-edge pan reads its translation through the view's transform")
    func r56_screenEdgePan() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let content = View(frame: window.bounds)
        window.addSubview(content)
        content.transform = CGAffineTransform(scaleX: 2, y: 2)
        let edge = ScreenEdgePanGestureRecognizer(target: nil, action: nil)
        edge.edges = .left
        edge.hysteresis = 0
        content.addGestureRecognizer(edge)
        var translations: [CGPoint] = []
        let reader = Reader { translations.append(($0 as! PanGestureRecognizer).translation(in: content)) }
        edge.addTarget(reader, action: Reader.handle)
        TouchSimulator(window: window).drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 105, y: 400), duration: 0.1)
        #expect(nearly(try #require(translations.last), CGPoint(x: 50, y: 0)))
    }

    @Test("R56: a pan mock gives its set translation as is; its set location converts through transforms")
    func r56_mock() {
        let mock = PanGestureRecognizerMock(target: nil, action: nil)
        let scene = PanScene(transform: CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2), pan: mock)
        mock.pan(location: CGPoint(x: 10, y: 20), translation: CGPoint(x: 30, y: 0), state: .changed)
        #expect(mock.translation(in: scene.panel) == CGPoint(x: 30, y: 0))
        #expect(mock.translation(in: nil) == CGPoint(x: 30, y: 0))
        #expect(nearly(mock.location(in: nil), scene.panel.convert(CGPoint(x: 10, y: 20), to: nil)))
        #expect(nearly(mock.location(in: nil), CGPoint(x: 360, y: 20)))
    }

    @Test("R56: Apple's pinch recipe scales the view by exactly the fingers' spread")
    func r56_pinchRecipe() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let photo = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(photo)
        let pinch = PinchGestureRecognizer(target: nil, action: nil)
        photo.addGestureRecognizer(pinch)
        let reader = Reader { recognizer in
            let pinch = recognizer as! PinchGestureRecognizer
            guard let view = pinch.view, pinch.state == .began || pinch.state == .changed else { return }
            view.transform = view.transform.scaledBy(x: pinch.scale, y: pinch.scale)
            pinch.scale = 1
        }
        pinch.addTarget(reader, action: Reader.handle)
        TouchSimulator(window: window).pinch(center: CGPoint(x: 200, y: 200), from: 100, to: 250, angle: 0.3, duration: 0.5)
        #expect(nearly(photo.transform.a, 2.5) && nearly(photo.transform.d, 2.5))
        #expect(photo.transform.b == 0 && photo.transform.c == 0)
        #expect(nearly(photo.frame, CGRect(x: -50, y: -50, width: 500, height: 500)))
        #expect(photo.center == CGPoint(x: 200, y: 200))
    }

    @Test("R56: Apple's rotation recipe turns the view by exactly the fingers' turn")
    func r56_rotationRecipe() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let dial = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(dial)
        let rotation = RotationGestureRecognizer(target: nil, action: nil)
        dial.addGestureRecognizer(rotation)
        let reader = Reader { recognizer in
            let rotation = recognizer as! RotationGestureRecognizer
            guard let view = rotation.view, rotation.state == .began || rotation.state == .changed else { return }
            view.transform = view.transform.rotated(by: rotation.rotation)
            rotation.rotation = 0
        }
        rotation.addTarget(reader, action: Reader.handle)
        TouchSimulator(window: window).rotate(center: CGPoint(x: 200, y: 200), radius: 60, from: 0.2, to: 0.2 + .pi / 3, duration: 0.5)
        #expect(nearly(atan2(dial.transform.b, dial.transform.a), .pi / 3))
        #expect(nearly(hypot(dial.transform.a, dial.transform.b), 1))
        #expect(dial.bounds.size == CGSize(width: 200, height: 200))
    }
}
