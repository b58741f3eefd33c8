import Foundation
import Mocks
import Testing
@testable import TargetAction

/// Everything a trial's handlers read while touches go through the scene, and what was not finite.
final class SettingsReadings: ScrollViewDelegate {
    private(set) var nonFinite: [String] = []
    /// How many times a value gesture's callback ran.
    private(set) var gestureCallbacks = 0
    /// The kinds of recognizer that sent an action, and how many they sent.
    private(set) var actions: [String: Int] = [:]
    /// The scroll view's zoom view, held weakly: the scroll view holds it.
    weak var zoomView: View?

    func note(_ what: String, _ numbers: CGFloat...) {
        if numbers.contains(where: { !$0.isFinite }) { nonFinite.append("\(what) \(numbers)") }
    }

    func note(_ what: String, _ point: CGPoint) { note(what, point.x, point.y) }

    /// Reads every number a recognizer offers, as a handler would.
    func read(_ recognizer: GestureRecognizer) {
        let name = "\(type(of: recognizer)) \(recognizer.state)"
        actions["\(type(of: recognizer))", default: 0] += 1
        note("\(name) location", recognizer.location(in: nil))
        if let view = recognizer.view { note("\(name) location in view", recognizer.location(in: view)) }
        for index in 0..<recognizer.numberOfTouches { note("\(name) touch \(index)", recognizer.location(ofTouch: index, in: nil)) }
        if let pan = recognizer as? PanGestureRecognizer {
            note("\(name) translation", pan.translation(in: nil))
            note("\(name) velocity", pan.velocity(in: nil))
            if let view = pan.view {
                note("\(name) translation in view", pan.translation(in: view))
                note("\(name) velocity in view", pan.velocity(in: view))
            }
        }
        if let pinch = recognizer as? PinchGestureRecognizer { note("\(name) scale, velocity", pinch.scale, pinch.velocity) }
        if let rotation = recognizer as? RotationGestureRecognizer { note("\(name) rotation, velocity", rotation.rotation, rotation.velocity) }
    }

    /// Reads a control's value, as an action would.
    func read(_ control: Control) {
        let name = "\(type(of: control))"
        if let slider = control as? Slider {
            note("\(name) value", CGFloat(slider.value))
            let thumb = slider.thumbFrame
            note("\(name) thumbFrame", thumb.minX, thumb.minY, thumb.width, thumb.height)
        }
        if let stepper = control as? Stepper { note("\(name) value", CGFloat(stepper.value)) }
    }

    /// Whether a scroll view was seen off its origin, and zoomed.
    private(set) var scrolled = false, zoomed = false

    func read(_ scrollView: ScrollView) {
        scrolled = scrolled || scrollView.contentOffset != .zero
        zoomed = zoomed || scrollView.zoomScale != 1
        note("ScrollView contentOffset", scrollView.contentOffset)
        note("ScrollView zoomScale", scrollView.zoomScale)
    }

    func drag(_ value: DragGesture.Value) {
        gestureCallbacks += 1
        note("DragGesture location", value.location)
        note("DragGesture startLocation", value.startLocation)
        note("DragGesture translation, velocity", value.translation.width, value.translation.height, value.velocity.width, value.velocity.height)
        note("DragGesture predicted end", value.predictedEndLocation)
    }

    func magnify(_ value: MagnifyGesture.Value) {
        gestureCallbacks += 1
        note("MagnifyGesture magnification, velocity", value.magnification, value.velocity)
        note("MagnifyGesture startLocation", value.startLocation)
        note("MagnifyGesture startAnchor", CGFloat(value.startAnchor.x), CGFloat(value.startAnchor.y))
    }

    func rotate(_ value: RotateGesture.Value) {
        gestureCallbacks += 1
        note("RotateGesture rotation, velocity", CGFloat(value.rotation.radians), CGFloat(value.velocity.radians))
        note("RotateGesture startLocation", value.startLocation)
        note("RotateGesture startAnchor", CGFloat(value.startAnchor.x), CGFloat(value.startAnchor.y))
    }

    func number(_ what: String, _ value: CGFloat) {
        gestureCallbacks += 1
        note(what, value)
    }

    func point(_ what: String, _ value: CGPoint) {
        gestureCallbacks += 1
        note(what, value)
    }

    func happened() {
        gestureCallbacks += 1
    }

    // MARK: ScrollViewDelegate

    func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }
    func scrollViewDidScroll(_ scrollView: ScrollView) { read(scrollView) }
    func scrollViewDidZoom(_ scrollView: ScrollView) { read(scrollView) }
}

/// A fresh 400 × 800 window for one trial: a host view the touches aim at, and probes on every
/// recognizer, control and scroll view that report what is not finite.
final class SettingsScene {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let host = View(frame: CGRect(x: 50, y: 150, width: 300, height: 400))
    let simulator: TouchSimulator
    let readings = SettingsReadings()
    /// Where the touches go, in window coordinates: the middle of the object's view, fixed
    /// before the setting changes.
    var aim = CGPoint(x: 200, y: 350)

    init() {
        window.addSubview(host)
        simulator = TouchSimulator(window: window)
        window.engine.transcript = nil   // a thousand trials need no transcript: they read numbers
    }

    /// Watches `recognizer`: each of its actions reads all its numbers.
    func watch(_ recognizer: GestureRecognizer) {
        recognizer.addTarget(readings, action: SettingsReadings.read as (SettingsReadings) -> (GestureRecognizer) -> Void)
    }

    /// Watches `control`: each of its events reads its value.
    func watch(_ control: Control) {
        let readings = readings
        control.addAction(Action { action in
            if let control = action.sender as? Control { readings.read(control) }
        }, for: .allEvents)
    }

    /// Aims the touches at the middle of `view`.
    func aim(at view: View) {
        aim = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    // MARK: Stages

    /// The host, with a tap, a two-finger double tap, a pan, a pinch and a long press on it, all
    /// recognizing together (a rotation reads nothing a pinch does not: the angle of the same two touches).
    func plainStage() -> View {
        let recognizers: [GestureRecognizer] = [
            TapGestureRecognizer(), SettingsScene.twoFingerDoubleTap(),
            PanGestureRecognizer(), PinchGestureRecognizer(), LongPressGestureRecognizer(),
        ]
        for recognizer in recognizers {
            recognizer.delegate = together
            host.addGestureRecognizer(recognizer)
            watch(recognizer)
        }
        aim(at: host)
        return host
    }

    static func twoFingerDoubleTap() -> TapGestureRecognizer {
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        tap.numberOfTouchesRequired = 2
        return tap
    }

    /// `recognizer` alone on the host.
    func stage<R: GestureRecognizer>(_ recognizer: R) -> R {
        host.addGestureRecognizer(recognizer)
        watch(recognizer)
        aim(at: host)
        return recognizer
    }

    /// `control` in the host's middle, the host panning and tapping behind it.
    func stage<C: Control>(_ control: C) -> C {
        host.addSubview(control)
        for recognizer in [PanGestureRecognizer(), TapGestureRecognizer()] as [GestureRecognizer] {
            host.addGestureRecognizer(recognizer)
            watch(recognizer)
        }
        watch(control)
        aim(at: control)
        return control
    }

    /// A 360 × 600 scroll view of 1000 × 2000 content that zooms from 0.5 to 3, with a refresh
    /// control and a tap on the content, moving in frames of 1/30 s.
    func scrollStage() -> ScrollView {
        let scrollView = ScrollView(frame: CGRect(x: 20, y: 100, width: 360, height: 600))
        let content = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 2000))
        scrollView.addSubview(content)
        scrollView.contentSize = content.frame.size
        readings.zoomView = content
        scrollView.delegate = readings
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 3
        scrollView.refreshControl = RefreshControl()
        scrollView.frameInterval = 1.0 / 30   // half the frames of motion to read: the table runs hundreds of these
        let tap = TapGestureRecognizer()
        content.addGestureRecognizer(tap)
        watch(tap)
        watch(scrollView.panGestureRecognizer)
        if let pinch = scrollView.pinchGestureRecognizer { watch(pinch) }
        window.addSubview(scrollView)
        aim(at: scrollView)
        return scrollView
    }

    /// A delegate that lets every recognizer recognize with every other (held here: delegates are weak).
    let together = Together()

    final class Together: GestureRecognizerDelegate {
        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
    }

    // MARK: Driving

    /// Taps, double taps with two fingers, drags down, flicks two ways, drags from the window's left
    /// edge, presses, pinches and rotates at ``aim``, with waits between; after each, every number
    /// the window's views, recognizers and controls offer is read.
    func drive() {
        let p = aim
        let steps: [(String, () -> Void)] = [
            ("tap", { self.simulator.tap(at: p) }),
            ("two-finger double tap", { self.simulator.wait(1); self.simulator.tap(at: p, count: 2, fingers: 2) }),
            ("pull down", { self.simulator.wait(1); self.simulator.drag(from: CGPoint(x: p.x, y: p.y - 200), to: CGPoint(x: p.x, y: p.y + 200), duration: 0.6, steps: 4) }),
            ("flick right", { self.simulator.wait(2); self.simulator.drag(from: p, to: CGPoint(x: p.x + 160, y: p.y + 20), duration: 0.15, steps: 3) }),
            ("flick up", { self.simulator.wait(2); self.simulator.drag(from: p, to: CGPoint(x: p.x - 10, y: p.y - 250), duration: 0.1, steps: 3) }),
            ("edge drag", { self.simulator.wait(3); self.simulator.drag(from: CGPoint(x: 2, y: p.y), to: CGPoint(x: 160, y: p.y), duration: 0.3, steps: 3) }),
            ("long press", { self.simulator.longPress(at: p, duration: 1.5) }),
            ("pinch", { self.simulator.pinch(center: p, from: 60, to: 180, duration: 0.3, steps: 3) }),
            ("rotate", { self.simulator.wait(1); self.simulator.rotate(center: p, radius: 50, from: 0, to: 1.5, duration: 0.3, steps: 3) }),
            ("the clock running on", { self.simulator.wait(5) }),
        ]
        for (name, step) in steps {
            step()
            readEverything(after: name)
        }
    }

    /// Reads every number of every view in the window, and of its recognizers, controls and
    /// scroll views.
    func readEverything(after step: String) {
        var views: [View] = [window]
        while let view = views.popLast() {
            views += view.subviews
            let name = "after \(step): \(type(of: view))"
            let frame = view.frame, bounds = view.bounds, t = view.transform
            readings.note("\(name) frame", frame.minX, frame.minY, frame.width, frame.height)
            readings.note("\(name) bounds", bounds.minX, bounds.minY, bounds.width, bounds.height)
            readings.note("\(name) center", view.center)
            readings.note("\(name) alpha", view.alpha)
            readings.note("\(name) transform", t.a, t.b, t.c, t.d, t.tx, t.ty)
            readings.note("\(name) in window", view.convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil))
            for recognizer in view.gestureRecognizers ?? [] { readings.read(recognizer) }
            if let control = view as? Control { readings.read(control) }
            if let scrollView = view as? ScrollView {
                readings.read(scrollView)
                let size = scrollView.contentSize, inset = scrollView.adjustedContentInset
                readings.note("\(name) contentSize", size.width, size.height)
                readings.note("\(name) adjustedContentInset", inset.top, inset.left, inset.bottom, inset.right)
            }
        }
        for touch in window.activeTouches { readings.note("after \(step): active touch", touch.location(in: nil)) }
    }
}
