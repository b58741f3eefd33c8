import Foundation
import Mocks
@testable import TargetAction
import Testing

/// R45 (amended): while dragging, each move changes the offset by the finger's movement since the
/// previous move, so an offset set during the drag is where it goes on from.
@Suite struct ScrollDragDeltaRuleTests {
    /// An endless list: past 600 points it recentres itself by 400, from `scrollViewDidScroll`.
    final class Recentring: ScrollViewDelegate {
        private(set) var offsets: [CGFloat] = []
        private(set) var recentrings = 0

        func scrollViewDidScroll(_ scrollView: ScrollView) {
            offsets.append(scrollView.contentOffset.y)
            if scrollView.contentOffset.y > 600 {
                recentrings += 1
                scrollView.contentOffset.y -= 400
            }
        }
    }

    /// A tall list filling a window, and a simulator on it.
    private func scene() -> (ScrollView, TouchSimulator) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let list = ScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 400, height: 5000)
        window.addSubview(list)
        return (list, TouchSimulator(window: window))
    }

    @Test("R45 (amended): an endless list that recentres itself mid-drag goes on from the recentred offset")
    func anEndlessListRecentresMidDrag() {
        let (list, simulator) = scene()
        let delegate = Recentring()
        list.delegate = delegate

        simulator.down(at: CGPoint(x: 200, y: 750))
        simulator.move(to: CGPoint(x: 200, y: 740))   // the pan begins with no translation
        for step in 1...14 {
            simulator.move(to: CGPoint(x: 200, y: 740 - CGFloat(step) * 50))
        }

        #expect(delegate.recentrings == 1)
        #expect(list.contentOffset.y == 300)   // 700 scrolled, less the 400 it recentred by
        #expect(delegate.offsets.suffix(2) == [250, 300])
    }

    @Test("R45 (amended): an offset a handler sets during a drag is where the next move goes on from")
    func anOffsetSetMidDragIsWhereTheDragGoesOn() {
        let (list, simulator) = scene()

        simulator.down(at: CGPoint(x: 200, y: 700))
        simulator.move(to: CGPoint(x: 200, y: 690))
        simulator.move(to: CGPoint(x: 200, y: 590))
        let before = list.contentOffset.y
        list.contentOffset.y = 1000
        simulator.move(to: CGPoint(x: 200, y: 570))

        #expect(before == 100)
        #expect(list.contentOffset.y == 1020)
    }

    @Test("R45 (amended), R46: an offset set past an edge mid-drag goes on rubber-banded from where it shows")
    func anOffsetSetPastAnEdgeGoesOnFromWhereItShows() {
        let (list, simulator) = scene()

        simulator.down(at: CGPoint(x: 200, y: 300))
        simulator.move(to: CGPoint(x: 200, y: 310))
        list.contentOffset.y = -50   // past the top
        simulator.move(to: CGPoint(x: 200, y: 310))
        let shown = list.contentOffset.y
        simulator.move(to: CGPoint(x: 200, y: 200))   // back up by 110: 50 of it rubber-banded back

        #expect(shown == -50)
        #expect(list.contentOffset.y > 0 && list.contentOffset.y < 110)
    }
}
