import Foundation
import Mocks
@testable import TargetAction
import Testing

/// R66-R68: priority between views and on one view, masks, nil gestures, coordinate spaces.
@Suite struct AttachingRuleTests {
    @Test("R66: a gesture attached with gesture(_:) loses to one on a view inside it; it recognizes where the inner one fails")
    func anInnerGestureWinsOverAnOuterOne() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.outer.onTapGesture { journal.write("outer") }
        scene.inner.onTapGesture { journal.write("inner") }

        scene.simulator.tap(at: ValueGestureScene.innerPoint)
        scene.simulator.wait(1)
        scene.simulator.tap(at: ValueGestureScene.outerPoint)

        #expect(journal.lines == ["inner", "outer"])
    }

    @Test("R66: the outer gesture recognizes once the inner one fails")
    func theOuterGestureWaitsForTheInnerToFail() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.outer.gesture(DragGesture().onChanged { journal.write("outer drag \($0.translation.width)") })
        scene.inner.onTapGesture { journal.write("inner tap") }

        scene.simulator.down(at: CGPoint(x: 150, y: 150))
        scene.simulator.move(to: CGPoint(x: 180, y: 150))   // the drag could begin; the tap is still possible
        let waiting = journal.lines
        scene.simulator.move(to: CGPoint(x: 200, y: 150))   // 50 points: the tap fails
        scene.simulator.up()

        #expect(waiting.isEmpty)
        #expect(journal.lines == ["outer drag 50.0"])
    }

    @Test("R66: highPriorityGesture wins over the gestures inside it")
    func aHighPriorityGestureWins() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.outer.highPriorityGesture(TapGesture().onEnded { journal.write("outer") })
        scene.inner.onTapGesture { journal.write("inner") }

        scene.simulator.tap(at: ValueGestureScene.innerPoint)
        scene.simulator.wait(1)

        #expect(journal.lines == ["outer"])
    }

    @Test("R66: the inner gesture of a highPriorityGesture recognizes once the outer fails")
    func theInnerGestureWaitsForAHighPriorityOneToFail() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.outer.highPriorityGesture(LongPressGesture().onEnded { _ in journal.write("press") })
        scene.inner.onTapGesture { journal.write("tap") }

        scene.simulator.tap(at: ValueGestureScene.innerPoint)   // the press fails at the lift

        #expect(journal.lines == ["tap"])
    }

    @Test("R66: simultaneousGesture runs alongside the gestures inside it")
    func aSimultaneousGestureRunsAlongside() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.outer.simultaneousGesture(TapGesture().onEnded { journal.write("outer") })
        scene.inner.onTapGesture { journal.write("inner") }

        scene.simulator.tap(at: ValueGestureScene.innerPoint)

        #expect(journal.lines.sorted() == ["inner", "outer"])
    }

    @Test("R66: on one view, a gesture attached earlier counts as inside: a double tap attached before a single tap lets both work")
    func theOrderOfAttachingDecidesOnOneView() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.onTapGesture(count: 2) { journal.write("double") }
        scene.inner.onTapGesture { journal.write("single") }

        scene.simulator.tap(at: ValueGestureScene.innerPoint, count: 2)
        scene.simulator.wait(1)
        scene.simulator.tap(at: ValueGestureScene.innerPoint)
        let beforeTheWait = journal.lines
        scene.simulator.wait(0.35)

        #expect(beforeTheWait == ["double"])
        #expect(journal.lines == ["double", "single"])
    }

    @Test("R66: a single tap attached before a double tap wins every time")
    func aSingleTapAttachedFirstHidesADoubleTap() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.onTapGesture { journal.write("single") }
        scene.inner.onTapGesture(count: 2) { journal.write("double") }

        scene.simulator.tap(at: ValueGestureScene.innerPoint, count: 2)
        scene.simulator.wait(1)

        #expect(journal.lines == ["single", "single"])
    }

    @Test("R66: a mask without .gesture keeps the gesture from recognizing and blocks nothing")
    func aMaskWithoutGestureDisablesIt() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.outer.onTapGesture { journal.write("outer") }
        scene.inner.gesture(TapGesture().onEnded { journal.write("inner") }, including: .subviews)

        scene.simulator.tap(at: ValueGestureScene.innerPoint)

        #expect(journal.lines == ["outer"])
    }

    @Test("R66: a mask without .subviews keeps the gestures inside, and those attached earlier to its view, from recognizing for its touches")
    func aMaskWithoutSubviewsDisablesTheGesturesInside() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.onTapGesture { journal.write("inner") }
        scene.outer.onTapGesture { journal.write("outer earlier") }
        scene.outer.gesture(TapGesture(count: 2).onEnded { journal.write("outer double") }, including: .gesture)

        scene.simulator.tap(at: ValueGestureScene.innerPoint)
        scene.simulator.wait(1)
        scene.simulator.tap(at: ValueGestureScene.innerPoint, count: 2)

        #expect(journal.lines == ["outer double"])
    }

    @Test("R66: isEnabled false is the mask .subviews; setting isEnabled changes .gesture in the mask")
    func isEnabledIsTheGestureBitOfTheMask() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        let outer = scene.outer.gesture(TapGesture().onEnded { journal.write("outer") }, isEnabled: false)
        scene.inner.onTapGesture(count: 2) { journal.write("inner") }

        scene.simulator.tap(at: ValueGestureScene.innerPoint, count: 2)
        scene.simulator.wait(1)
        let masks = [outer.mask]
        outer.isEnabled = true
        scene.simulator.tap(at: ValueGestureScene.outerPoint)

        #expect(masks == [.subviews])
        #expect(outer.mask == .all)
        #expect(journal.lines == ["inner", "outer"])
    }

    @Test("R67: an attached nil gesture never recognizes and blocks nothing", arguments: [false])
    func aNilGestureNeverRecognizes(enabled: Bool) {
        let scene = ValueGestureScene()
        let journal = scene.journal
        let tap = TapGesture().onEnded { journal.write("inner") }
        scene.outer.onTapGesture { journal.write("outer") }
        scene.inner.gesture(enabled ? tap : nil)

        scene.simulator.tap(at: ValueGestureScene.innerPoint)

        #expect(journal.lines == ["outer"])
    }

    @Test("R68: .named is the nearest view at or above the attached view with that name")
    func aNamedSpaceIsTheNearestNamedAncestor() {
        let scene = ValueGestureScene()
        var location: CGPoint?
        scene.outer.coordinateSpace(name: "board")
        scene.inner.onTapGesture(coordinateSpace: .named("board")) { location = $0 }
        scene.outer.frame.origin = CGPoint(x: 0, y: 40)

        scene.simulator.tap(at: CGPoint(x: 200, y: 200))

        #expect(location == CGPoint(x: 200, y: 160))
    }

    @Test("R68: a name nobody declared is reported once, and window coordinates are used")
    func aMissingNameIsReportedOnce() {
        let scene = ValueGestureScene()
        var locations: [CGPoint] = []
        scene.inner.onTapGesture(coordinateSpace: .named("nowhere")) { locations.append($0) }

        let (_, failures) = FailureReporter.capturing {
            scene.simulator.tap(at: CGPoint(x: 150, y: 160))
            scene.simulator.wait(1)
            scene.simulator.tap(at: CGPoint(x: 170, y: 180))
        }

        #expect(locations == [CGPoint(x: 150, y: 160), CGPoint(x: 170, y: 180)])
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("nowhere") == true)
    }

    @Test("R68: touches reach the gesture through its view's transform, as hit testing says")
    func touchesReachTheGestureThroughTransforms() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.transform = CGAffineTransform(rotationAngle: .pi / 4)
        scene.inner.onTapGesture { journal.write("inner") }
        scene.outer.onTapGesture { journal.write("outer") }

        scene.simulator.tap(at: CGPoint(x: 105, y: 105))   // inside the frame's corner, outside the turned square
        scene.simulator.wait(1)
        scene.simulator.tap(at: CGPoint(x: 200, y: 70))    // above the frame, inside the turned square

        #expect(journal.lines == ["outer", "inner"])
    }

    @Test("attachedGestures lists the gestures in the order attached, each with its priority, name and recognizer")
    func attachedGesturesDescribeThemselves() {
        let scene = ValueGestureScene()

        let drag = scene.inner.gesture(DragGesture(), name: "drag")
        let press = scene.inner.highPriorityGesture(LongPressGesture())
        let tap = scene.inner.simultaneousGesture(TapGesture(), isEnabled: false)

        #expect(scene.inner.attachedGestures.map(\.priority) == [.normal, .high, .simultaneous])
        #expect(scene.inner.attachedGestures.map(\.name) == ["drag", nil, nil])
        #expect(drag.recognizer.name == "drag")
        #expect(scene.inner.gestureRecognizers?.count == 3)
        #expect(press.view === scene.inner)
        #expect(tap.mask == .subviews)
    }
}
