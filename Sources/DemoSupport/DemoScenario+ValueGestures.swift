import DemoControllers
import Foundation
import TargetAction

extension DemoScenario {
    /// DraggableCircleViewController: a long press sequenced before a drag, its state a `@GestureState` enum.
    public static let draggableCircle = DemoScenario(
        title: "Hold, then drag a circle (DraggableCircleViewController)",
        technique: "value gestures: LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture()) (R65); updating writes a @GestureState enum (inactive, pressing, dragging by a translation) that goes back to inactive whenever the gesture is over (R60); onEnded keeps the offset"
    ) {
        let screen = DraggableCircleViewController()
        let session = DemoSession(showing: screen) {
            [("dragState", describe(screen.dragState)),
             ("circle at", format(screen.circle.center)),
             ("offset", format(CGPoint(x: screen.offset.width, y: screen.offset.height)))]
        }
        let start = screen.restingCenter
        session.act("Drag at once, without holding: the finger moves 10 points before 0.5 s, so the press fails and the circle stays")
        session.drag(from: start, to: CGPoint(x: start.x + 100, y: start.y), duration: 0.2)
        session.wait(0.3)
        session.act("Hold 0.3 s and lift: pressing, then back to inactive; too short, so no onEnded")
        session.longPress(at: start, duration: 0.3)
        session.wait(0.3)
        session.act("Hold 0.5 s, then drag 120 points right and 60 down: the circle follows, and onEnded keeps where it was dropped")
        session.down(at: start)
        session.wait(0.6)
        for step in 1...3 {
            session.move(to: CGPoint(x: start.x + 40 * CGFloat(step), y: start.y + 20 * CGFloat(step)))
            session.wait(0.1)
        }
        session.up()
        session.wait(0.3)
        let dropped = screen.circle.center
        session.act("Hold it where it is and drag 50 points up, then a second finger lands on the circle: the drag fails (R63), no onEnded; the state's reset puts the circle back")
        session.down(at: dropped)
        session.wait(0.6)
        session.move(to: CGPoint(x: dropped.x, y: dropped.y - 25))
        session.wait(0.1)
        session.move(to: CGPoint(x: dropped.x, y: dropped.y - 50))
        session.wait(0.1)
        session.down(at: CGPoint(x: dropped.x + 30, y: dropped.y - 20), finger: 1)
        session.wait(0.1)
        session.up(finger: 1)
        session.up()
        session.wait(0.3)
        return session
    }

    /// ZoomRotateViewController: a magnify and a rotate gesture, simultaneously, on a photo's transform.
    public static let zoomRotate = DemoScenario(
        title: "Zoom and rotate a photo (ZoomRotateViewController)",
        technique: "value gestures: MagnifyGesture().simultaneously(with: RotateGesture()) (R64, R65), each side updating its own @GestureState; onChanged applies them live to the photo's transform, onEnded commits them; the zoom stays within 0.5…4"
    ) {
        let screen = ZoomRotateViewController()
        let session = DemoSession(showing: screen) {
            [("live", "×\(number(rounded(screen.magnification))), \(angleText(screen.rotation))"),
             ("photo", transformText(screen.photo.transform)),
             ("kept", "×\(number(rounded(screen.scale))), \(angleText(screen.angle))")]
        }
        let middle = CGPoint(x: 195, y: 422)
        session.act("Spread two fingers from 100 to 200 points apart: the magnify side runs; the rotate side never turns 1°, so it ends nil")
        session.twoFingers(around: middle, distance: (100, 200), duration: 0.5, steps: 4)
        session.wait(0.3)
        session.act("Spread from 100 to 150 points while turning 45°: both sides run, and the photo zooms and turns as the fingers go")
        session.twoFingers(around: middle, distance: (100, 150), angle: (0, .pi / 4), duration: 0.5, steps: 4)
        session.wait(0.3)
        session.act("Pinch from 300 to 50 points: ×3 over ÷6 would be ×0.5 at the end, and the zoom stops there")
        session.twoFingers(around: middle, distance: (300, 50), duration: 0.5, steps: 4)
        session.wait(0.3)
        session.act("Spread two fingers, then the system cancels both touches: no onEnded; the states' reset shows the kept transform again")
        session.down(at: CGPoint(x: middle.x - 50, y: middle.y), finger: 0)
        session.down(at: CGPoint(x: middle.x + 50, y: middle.y), finger: 1)
        session.wait(0.1)
        session.move(to: CGPoint(x: middle.x + 100, y: middle.y), finger: 1)
        session.wait(0.1)
        session.cancel(finger: 0)
        session.cancel(finger: 1)
        session.wait(0.3)
        return session
    }

    /// CounterViewController: a long press counting in onChanged, a badge's double tap inside it.
    public static let counter = DemoScenario(
        title: "Long-press counter (CounterViewController)",
        technique: "value gestures: LongPressGesture(minimumDuration: 1) whose updating sets a @GestureState, whose onChanged counts presses and whose onEnded stops counting and removes the gesture; the badge's onTapGesture(count: 2), inside the circle, wins over the circle's gesture(_:) (R66)"
    ) {
        let screen = CounterViewController()
        let session = DemoSession(showing: screen) { describe(screen) }
        let circle = screen.circle.convert(CGPoint(x: 60, y: 140), to: nil)
        let badge = screen.badge.convert(CGPoint(x: 32, y: 32), to: nil)
        session.act("Two short presses on the circle: each counts at its touch-down, then fails at its lift (no onEnded)")
        session.tap(at: circle)
        session.wait(0.5)
        session.tap(at: circle)
        session.wait(0.5)
        session.act("Double tap the badge: its onTapGesture(count: 2) is inside the circle, so the press waits for it and never runs; the count starts over")
        session.tap(at: badge, count: 2)
        session.wait(0.5)
        session.act("Hold the badge 1.2 s: its double tap fails at 0.75 s; only then does the circle's press run, and it lasts to 1 s: done, and the press is removed")
        session.longPress(at: badge, duration: 1.2)
        session.wait(0.5)
        session.act("Press the circle: nothing counts, the press is gone")
        session.tap(at: circle)
        session.wait(0.5)
        session.act("Double tap the badge: start over; the press is attached again")
        session.tap(at: badge, count: 2)
        session.wait(0.5)
        return session
    }

    /// CounterViewController(pressHasHighPriority: true): the press wins over the badge's double tap.
    public static let counterWithHighPriorityPress = DemoScenario(
        title: "Long-press counter, press as highPriorityGesture (CounterViewController(pressHasHighPriority: true))",
        technique: "the same counter with the press attached by highPriorityGesture(_:) and lasting 0.5 s: on the badge the press now comes first (R66): it counts at touch-down, the badge's double tap waits for it to fail, and a press that lasts makes the double tap fail"
    ) {
        let screen = CounterViewController(pressHasHighPriority: true)
        screen.pressDuration = 0.5
        let session = DemoSession(showing: screen) { describe(screen) }
        let badge = screen.badge.convert(CGPoint(x: 32, y: 32), to: nil)
        session.act("Double tap the badge: the press counts each touch-down and fails at each lift; only then does the double tap go ahead, and it starts over")
        session.tap(at: badge, count: 2)
        session.wait(0.5)
        session.act("Hold the badge 0.7 s: the press counts at once and lasts to 0.5 s; the badge's double tap, still waiting, loses to it")
        session.longPress(at: badge, duration: 0.7)
        session.wait(0.5)
        return session
    }
}

/// The counter's readings.
private func describe(_ screen: CounterViewController) -> [(String, String)] {
    [("presses", "\(screen.pressCount)"),
     ("isDetectingLongPress", screen.isDetectingLongPress ? "true" : "false"),
     ("circle", "\(screen.fill)"),
     ("press", screen.pressGesture == nil ? "removed" : "attached"),
     ("start-overs", "\(screen.startOverCount)")]
}

/// A drag state as "dragging (120, 60)".
private func describe(_ state: DraggableCircleViewController.DragState) -> String {
    switch state {
    case .inactive: "inactive"
    case .pressing: "pressing"
    case .dragging(let translation): "dragging \(format(CGPoint(x: translation.width, y: translation.height)))"
    }
}

private func rounded(_ value: CGFloat) -> CGFloat {
    (value * 1000).rounded() / 1000
}

/// An angle to a tenth of a degree: "45°".
private func angleText(_ angle: Angle) -> String {
    let tenths = (angle.degrees * 10).rounded() / 10
    return "\(number(tenths == 0 ? 0 : tenths))°"
}

/// A scale-and-rotation transform as "×1.5, 45°".
private func transformText(_ transform: CGAffineTransform) -> String {
    "×\(number(rounded(hypot(transform.a, transform.b)))), \(angleText(.radians(Double(atan2(transform.b, transform.a)))))"
}
