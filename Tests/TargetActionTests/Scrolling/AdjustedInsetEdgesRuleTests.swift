import Foundation
import Mocks
import Testing
@testable import TargetAction

/// R45-R47 (amended in revision 5): the edges and the rubber band come from
/// `adjustedContentInset`, which a refreshing control grows by 60 at the top; a change during a
/// drag moves nothing, and that drag's rubber band keeps the edge it began with until the lift.
@Suite struct AdjustedInsetEdgesRuleTests {
    @Test("R45-R47 (amended): adjustedContentInset is contentInset, 60 more at the top while refreshing; each change is announced")
    func adjustedInset() {
        let scene = RefreshScene()

        scene.list.contentInset = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        scene.list.contentInset = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)   // no change, no call
        scene.control.beginRefreshing()

        #expect(scene.list.adjustedContentInset == EdgeInsets(top: 80, left: 0, bottom: 10, right: 0))
        #expect(scene.list.contentInset.top == 20)
        #expect(scene.journal.lines == ["didChangeAdjustedContentInset(top 20.0)", "didChangeAdjustedContentInset(top 80.0)"])
        #expect(scene.list.minimumOffset == CGPoint(x: 0, y: -80))
    }

    @Test("R45-R47 (amended): while refreshing, a flick towards the top comes to rest at the revealed control, not at the content's top")
    func aFlickRestsAtTheRevealedControl() {
        let scene = RefreshScene()
        scene.list.contentOffset = CGPoint(x: 0, y: 300)
        scene.control.beginRefreshing()

        scene.simulator.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 0.1)   // 3 points per ms
        scene.clock.advance(by: 5)

        #expect(scene.list.contentOffset.y == -60)

        scene.control.endRefreshing()
        scene.clock.advance(by: 0.3)

        #expect(scene.list.contentOffset.y == 0)
    }

    @Test("R45-R47 (amended): the trigger mid-drag moves nothing, and the drag rubber-bands from the edge it began with until the lift")
    func theDragKeepsItsEdge() {
        let scene = RefreshScene()
        scene.simulator.down(at: CGPoint(x: 200, y: 200))
        var misses: [CGFloat] = []

        for step in 1...25 {   // 500 points down, in 20-point moves
            scene.simulator.wait(0.01)
            let y = 200 + CGFloat(step) * 20
            scene.simulator.move(to: CGPoint(x: 200, y: y))
            guard y - 200 > 10 else { continue }
            let expected = -rubberBand(y - 200 - 10, 800)   // from the top edge at 0, less the hysteresis
            misses.append(abs(scene.list.contentOffset.y - expected))
        }

        #expect(scene.control.isRefreshing)
        #expect(misses.allSatisfy { $0 < 1e-9 })

        scene.simulator.up()
        scene.clock.advance(by: 0.3)

        #expect(scene.list.contentOffset.y == -60)   // the lift uses the new edge
    }

    @Test("R45-R47 (amended), R82: with a top inset, the pull is measured past it and the refreshing edge is 60 further")
    func withATopInset() {
        let scene = RefreshScene(inset: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

        scene.pull(by: 400)

        #expect(scene.sends.seen.count == 1)
        #expect(-(scene.sends.seen.first?.offset ?? 0) - 20 >= scene.control.triggerDistance)

        scene.simulator.up()
        scene.clock.advance(by: 0.3)

        #expect(scene.list.contentOffset.y == -80)
    }
}
