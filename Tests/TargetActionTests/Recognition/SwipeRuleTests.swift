import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R37, R38: swipe recognition.
@Suite struct SwipeRuleTests {
    typealias Direction = SwipeGestureRecognizer.Direction

    /// Where the tests' swipes start, and a move of `distance` in `direction` from it.
    static let start = CGPoint(200, 400)
    static func point(_ direction: Direction, _ distance: CGFloat, across: CGFloat = 0) -> CGPoint {
        switch direction {
        case .right: CGPoint(start.x + distance, start.y + across)
        case .left: CGPoint(start.x - distance, start.y + across)
        case .up: CGPoint(start.x + across, start.y - distance)
        default: CGPoint(start.x + across, start.y + distance)
        }
    }

    // MARK: R37

    @Test("R37: defaults are .right and 1 touch; the directions' raw values are UIKit's")
    func r37_defaults() {
        let swipe = SwipeGestureRecognizer()

        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect([Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
        #expect(swipe.state == .possible)
    }

    @Test("R37: a swipe in each direction is recognized once, located where the touch went down",
          arguments: [Direction.right, .left, .up, .down])
    func r37_eachDirection(direction: Direction) {
        let scene = RuleScene()
        let swipe = scene.addSwipe("swipe", direction)
        var locationInAction: CGPoint?
        var touchesInAction: Int?
        scene.log.onAction = { _ in
            locationInAction = swipe.location(in: nil)
            touchesInAction = swipe.numberOfTouches
        }
        let sim = scene.simulator

        sim.down(at: Self.start)
        sim.move(to: Self.point(direction, 30))
        #expect(swipe.state == .possible)
        sim.move(to: Self.point(direction, 60))
        sim.move(to: Self.point(direction, 120))
        sim.up()

        #expect(scene.log.states(of: "swipe") == [.ended])
        #expect(locationInAction == Self.start)
        #expect(touchesInAction == 1)
        #expect(swipe.location(in: nil) == Self.start)   // after the attempt too
        #expect(swipe.state == .possible)
    }

    @Test("R37: location(in:) converts where the touch went down into the given view")
    func r37_locationInView() {
        let scene = RuleScene()
        let child = View(frame: CGRect(x: 50, y: 100, width: 300, height: 600))
        scene.content.addSubview(child)
        let swipe = scene.addSwipe(to: child)

        scene.simulator.down(at: Self.start)
        scene.simulator.move(to: Self.point(.right, 80))

        #expect(scene.log.states(of: "swipe") == [.ended])
        #expect(swipe.location(in: child) == CGPoint(150, 300))
        #expect(swipe.location(in: nil) == Self.start)
    }

    @Test("R37: a direction set with several directions recognizes each of them, and only them",
          arguments: [(Direction.left, true), (.up, true), (.right, false), (.down, false)])
    func r37_severalDirections(moving: Direction, recognizes: Bool) {
        let scene = RuleScene()
        _ = scene.addSwipe("swipe", [.left, .up])

        scene.simulator.down(at: Self.start)
        scene.simulator.move(to: Self.point(moving, 60))
        scene.simulator.up()

        #expect(scene.log.states(of: "swipe") == (recognizes ? [.ended] : []))
    }

    @Test("R37: two fingers swipe with numberOfTouchesRequired 2, located at the centroid of where they went down")
    func r37_twoFingers() {
        let scene = RuleScene()
        let swipe = scene.addSwipe()
        swipe.numberOfTouchesRequired = 2
        var touchesInAction: Int?
        var locationInAction: CGPoint?
        scene.log.onAction = { _ in
            touchesInAction = swipe.numberOfTouches
            locationInAction = swipe.location(in: nil)
        }
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 300), finger: 0)
        sim.down(at: CGPoint(100, 340), finger: 1)
        sim.move(to: CGPoint(160, 300), finger: 0)   // the centroid has travelled 30
        #expect(swipe.state == .possible)
        sim.move(to: CGPoint(160, 340), finger: 1)   // now 60

        #expect(scene.log.states(of: "swipe") == [.ended])
        #expect(touchesInAction == 2)
        #expect(locationInAction == CGPoint(100, 320))
    }

    @Test("R37: one recognized swipe, then the next touch sequence recognizes again (R5)")
    func r37_recognizesAgainAfterReset() {
        let scene = RuleScene()
        let swipe = scene.addSwipe()
        let sim = scene.simulator
        sim.drag(from: CGPoint(100, 100), to: CGPoint(300, 100), duration: 0.1, steps: 4)
        #expect(swipe.location(in: nil) == CGPoint(100, 100))

        sim.drag(from: CGPoint(100, 500), to: CGPoint(300, 500), duration: 0.1, steps: 4)

        #expect(scene.log.states(of: "swipe") == [.ended, .ended])
        #expect(swipe.location(in: nil) == CGPoint(100, 500))
    }

    // MARK: R38

    @Test("R38: the limits are named, settable constants")
    func r38_constants() {
        let swipe = SwipeGestureRecognizer()

        #expect(SwipeGestureRecognizer.defaultMinimumDistance == 50)
        #expect(SwipeGestureRecognizer.defaultMaximumDeviationRatio == 0.5)
        #expect(SwipeGestureRecognizer.defaultMaximumDuration == 0.5)
        #expect(SwipeGestureRecognizer.defaultDirectionTolerance == 10)
        #expect(swipe.minimumDistance == 50 && swipe.maximumDeviationRatio == 0.5)
        #expect(swipe.maximumDuration == 0.5 && swipe.directionTolerance == 10)
        swipe.minimumDistance = 100
        swipe.maximumDeviationRatio = 0.25
        swipe.maximumDuration = 1
        swipe.directionTolerance = 20
        #expect(swipe.minimumDistance == 100 && swipe.maximumDeviationRatio == 0.25)
        #expect(swipe.maximumDuration == 1 && swipe.directionTolerance == 20)
    }

    @Test("R38: a travel of exactly minimumDistance recognizes; just below it does not", arguments: [50.0, 49.9])
    func r38_minimumDistance(distance: CGFloat) {
        let scene = RuleScene()
        let swipe = scene.addSwipe()

        scene.simulator.down(at: Self.start)
        scene.simulator.move(to: Self.point(.right, distance))

        #expect(swipe.state == (distance >= 50 ? .ended : .possible))
        scene.simulator.up()
        #expect(scene.log.states(of: "swipe") == (distance >= 50 ? [.ended] : []))
    }

    @Test("R38: a longer minimumDistance is honoured")
    func r38_minimumDistanceSettable() {
        let scene = RuleScene()
        let swipe = scene.addSwipe()
        swipe.minimumDistance = 100

        scene.simulator.down(at: Self.start)
        scene.simulator.move(to: Self.point(.right, 99))
        #expect(swipe.state == .possible)
        scene.simulator.move(to: Self.point(.right, 100))

        #expect(scene.log.states(of: "swipe") == [.ended])
    }

    @Test("R38: travel across the direction at the ratio recognizes; past it fails",
          arguments: [(30.0, true), (-30.0, true), (31.0, false), (-31.0, false)])
    func r38_deviationRatio(across: CGFloat, recognizes: Bool) {
        let scene = RuleScene()
        let trail = StateTrail()
        scene.window.gestureObserver = trail
        _ = scene.addSwipe()

        scene.simulator.down(at: Self.start)
        scene.simulator.move(to: Self.point(.right, 60, across: across))   // ratio 0.5 of 60 is 30
        scene.simulator.up()

        #expect(scene.log.states(of: "swipe") == (recognizes ? [.ended] : []))
        #expect(trail.states(of: "swipe") == (recognizes ? [.ended, .possible] : [.failed, .possible]))
    }

    @Test("R38: travel that leaves the cone after 10 points fails, even if it comes back")
    func r38_leavesConeAfterTolerance() {
        let scene = RuleScene()
        let swipe = scene.addSwipe()

        scene.simulator.down(at: Self.start)
        scene.simulator.move(to: Self.point(.right, 20, across: 15))   // 25 points out, 15 > 0.5 × 20
        #expect(swipe.state == .failed)
        scene.simulator.move(to: Self.point(.right, 100, across: 15))
        scene.simulator.up()

        #expect(scene.log.entries.isEmpty)
    }

    @Test("R38: within the first 10 points the centroid may wander outside the cone")
    func r38_wanderWithinTolerance() {
        let scene = RuleScene()
        let swipe = scene.addSwipe()

        scene.simulator.down(at: Self.start)
        scene.simulator.move(to: Self.point(.right, 3, across: 8))   // 8.5 points out, outside the cone
        #expect(swipe.state == .possible)
        scene.simulator.move(to: Self.point(.right, 60, across: 8))

        #expect(scene.log.states(of: "swipe") == [.ended])
    }

    @Test("R38: moving 10 points in a direction that is not allowed fails it",
          arguments: [(Direction.left, 9.0, false), (.left, 10.0, true), (.up, 10.0, true), (.down, 10.0, true)])
    func r38_wrongDirection(moving: Direction, distance: CGFloat, fails: Bool) {
        let scene = RuleScene()
        let swipe = scene.addSwipe("swipe", .right)

        scene.simulator.down(at: Self.start)
        scene.simulator.move(to: Self.point(moving, distance))

        #expect(swipe.state == (fails ? .failed : .possible))
        scene.simulator.move(to: Self.point(.right, 80))   // too late to turn round
        #expect(scene.log.states(of: "swipe") == (fails ? [] : [.ended]))
    }

    @Test("R38: the duration runs out on the window's virtual clock", arguments: [0.49, 0.5])
    func r38_duration(pause: TimeInterval) {
        let scene = RuleScene()
        let swipe = scene.addSwipe()

        scene.simulator.down(at: Self.start)
        scene.simulator.wait(pause)
        #expect(swipe.state == (pause < 0.5 ? .possible : .failed))   // the timer failed it, finger down
        scene.simulator.move(to: Self.point(.right, 60))
        scene.simulator.up()

        #expect(scene.log.states(of: "swipe") == (pause < 0.5 ? [.ended] : []))
    }

    @Test("R38: a longer maximumDuration is honoured")
    func r38_durationSettable() {
        let scene = RuleScene()
        scene.addSwipe().maximumDuration = 2

        scene.simulator.down(at: Self.start)
        scene.simulator.wait(1.5)
        scene.simulator.move(to: Self.point(.right, 60))

        #expect(scene.log.states(of: "swipe") == [.ended])
    }

    @Test("R38: with 2 touches required, one finger swiping fails it")
    func r38_tooFewFingers() {
        let scene = RuleScene()
        let swipe = scene.addSwipe()
        swipe.numberOfTouchesRequired = 2

        scene.simulator.down(at: Self.start)
        scene.simulator.move(to: Self.point(.right, 9))
        #expect(swipe.state == .possible)   // still time for the second finger
        scene.simulator.move(to: Self.point(.right, 60))

        #expect(swipe.state == .failed)
        scene.simulator.up()
        #expect(scene.log.entries.isEmpty)
    }

    @Test("R38: more fingers than required fail it", arguments: [1, 2])
    func r38_tooManyFingers(required: Int) {
        let scene = RuleScene()
        let swipe = scene.addSwipe()
        swipe.numberOfTouchesRequired = required

        for finger in 0...required {
            scene.simulator.down(at: CGPoint(100, 300 + CGFloat(finger) * 40), finger: finger)
        }

        #expect(swipe.state == .failed)
        for finger in 0...required {
            scene.simulator.move(to: CGPoint(200, 300 + CGFloat(finger) * 40), finger: finger)
        }
        #expect(scene.log.entries.isEmpty)
    }

    @Test("R38: lifting before it is recognized fails it")
    func r38_liftEarly() {
        let scene = RuleScene()
        let trail = StateTrail()
        scene.window.gestureObserver = trail
        let swipe = scene.addSwipe()

        scene.simulator.down(at: Self.start)
        scene.simulator.move(to: Self.point(.right, 40))
        scene.simulator.up()

        #expect(trail.states(of: "swipe") == [.failed, .possible])
        #expect(scene.log.entries.isEmpty)
        #expect(swipe.state == .possible)
    }

    @Test("R38: with two fingers, one lifting before it is recognized fails it")
    func r38_oneOfTwoLiftsEarly() {
        let scene = RuleScene()
        let swipe = scene.addSwipe()
        swipe.numberOfTouchesRequired = 2
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 300), finger: 0)
        sim.down(at: CGPoint(100, 340), finger: 1)
        sim.up(finger: 1)

        #expect(swipe.state == .failed)
        sim.move(to: CGPoint(250, 300), finger: 0)
        #expect(scene.log.entries.isEmpty)
    }

    @Test("R38: a setting that makes no sense is reported and not applied",
          arguments: ["numberOfTouchesRequired = 0", "minimumDistance = 0", "minimumDistance = nan",
                      "maximumDeviationRatio = -0.1", "maximumDeviationRatio = inf", "maximumDuration = 0",
                      "maximumDuration = nan", "directionTolerance = -1", "direction = []",
                      "direction = rawValue 16"])
    func r38_badSettings(setting: String) {
        let swipe = SwipeGestureRecognizer()
        let apply: (SwipeGestureRecognizer) -> Void = switch setting {
        case "numberOfTouchesRequired = 0": { $0.numberOfTouchesRequired = 0 }
        case "minimumDistance = 0": { $0.minimumDistance = 0 }
        case "minimumDistance = nan": { $0.minimumDistance = .nan }
        case "maximumDeviationRatio = -0.1": { $0.maximumDeviationRatio = -0.1 }
        case "maximumDeviationRatio = inf": { $0.maximumDeviationRatio = .infinity }
        case "maximumDuration = 0": { $0.maximumDuration = 0 }
        case "maximumDuration = nan": { $0.maximumDuration = .nan }
        case "directionTolerance = -1": { $0.directionTolerance = -1 }
        case "direction = []": { $0.direction = [] }
        default: { $0.direction = Direction(rawValue: 16) }
        }
        let settings = { (swipe: SwipeGestureRecognizer) in
            "\(swipe.numberOfTouchesRequired) \(swipe.minimumDistance) \(swipe.maximumDeviationRatio) \(swipe.maximumDuration) \(swipe.directionTolerance) \(swipe.direction)"
        }
        let before = settings(swipe)

        let (_, failures) = FailureReporter.capturing { apply(swipe) }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("must be") == true)
        #expect(failures.first?.message.contains("It stays") == true)
        #expect(settings(swipe) == before)
    }

    @Test("R38: a replacement takes over the swipe's settings")
    func r38_settingsCopied() {
        let scene = RuleScene()
        let swipe = scene.addSwipe("swipe", [.up, .down])
        swipe.numberOfTouchesRequired = 2
        swipe.minimumDistance = 80
        swipe.maximumDeviationRatio = 0.3
        swipe.maximumDuration = 0.8
        swipe.directionTolerance = 15

        let replacement = scene.content.replaceGestureRecognizer(ofType: SwipeGestureRecognizer.self, with: SwipeGestureRecognizer())

        #expect(replacement?.direction == [.up, .down])
        #expect(replacement?.numberOfTouchesRequired == 2)
        #expect(replacement?.minimumDistance == 80)
        #expect(replacement?.maximumDeviationRatio == 0.3)
        #expect(replacement?.maximumDuration == 0.8)
        #expect(replacement?.directionTolerance == 15)
    }
}
