import Foundation
import Testing
import TargetAction

@Suite("View.animate: synchronous by default, on virtual time with a clock")
struct AnimationTests {
    @Test func animateSetsFinalValuesAndCompletesWithTrueBeforeReturning() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []

        View.animate(withDuration: 0.3, animations: {
            view.frame.origin.y = 100
            log.append("animations")
        }, completion: { finished in
            log.append("completion \(finished) at y=\(view.frame.origin.y)")
        })

        #expect(log == ["animations", "completion true at y=100.0"])
    }

    @Test func animateWithoutCompletionRunsTheAnimations() {
        let view = View(frame: .zero)

        View.animate(withDuration: 1) { view.alpha = 0 }

        #expect(view.alpha == 0)
    }

    @Test func animateWithADelayStillCompletesAtOnce() {
        var finished: Bool?

        View.animate(withDuration: 1, delay: 2, animations: {}, completion: { finished = $0 })

        #expect(finished == true)
    }

    @Test("on a clock, the final values are set at once and completion waits for delay + duration",
          arguments: [(0.2, 0.0), (0.5, 0.25), (0.0, 0.0)])
    func animateOnAClock(duration: TimeInterval, delay: TimeInterval) {
        let clock = ManualClock(now: 1)
        let view = View(frame: .zero)
        var finished: [Bool] = []

        View.animate(withDuration: duration, delay: delay, on: clock, animations: { view.alpha = 0.5 },
                     completion: { finished.append($0) })
        let valueAtOnce = view.alpha
        let finishedAtOnce = finished
        clock.advance(by: (duration + delay) / 2)
        let finishedHalfway = finished
        clock.advance(to: 1 + duration + delay)

        #expect(valueAtOnce == 0.5)
        #expect(finishedAtOnce.isEmpty)
        #expect(finishedHalfway == ((duration + delay) == 0 ? [true] : []))
        #expect(finished == [true])
    }

    @Test func animateOnAClockWithoutCompletionSchedulesNothing() {
        let clock = ManualClock()
        let view = View(frame: .zero)

        View.animate(withDuration: 1, on: clock, animations: { view.isHidden = true })

        #expect(view.isHidden)
        #expect(clock.pendingTimerCount == 0)
    }
}
