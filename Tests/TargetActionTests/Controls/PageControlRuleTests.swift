import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R96-R98: a page control's pages, taps beside the current indicator, and scrubbing.
@Suite struct PageControlRuleTests {
    // MARK: R96: pages

    @Test("R96: no pages at first; the current page is pinned to the pages, and setting either sends nothing")
    func r96_pagesAndPinning() {
        let scene = SegmentedStepperPageScene()
        #expect(PageControl(frame: .zero).numberOfPages == 0)
        #expect(scene.pages.interactionState == .none)

        scene.pages.currentPage = 9
        #expect(scene.pages.currentPage == 4)
        scene.pages.currentPage = -2
        #expect(scene.pages.currentPage == 0)
        scene.pages.currentPage = 3
        scene.pages.numberOfPages = 2
        #expect(scene.pages.currentPage == 1)
        scene.pages.numberOfPages = 0
        #expect(scene.pages.currentPage == 0)

        #expect(scene.journal.entries.isEmpty)
        #expect(scene.pages.interactionState == .none)
    }

    @Test("R96: a negative number of pages is reported and not applied")
    func r96_negativePagesReported() {
        let pages = PageControl(frame: .zero)
        pages.numberOfPages = 3

        let (_, reports) = FailureReporter.capturing { pages.numberOfPages = -1 }

        #expect(pages.numberOfPages == 3)
        #expect(reports.count == 1)
    }

    @Test("R96: with hidesForSinglePage and one page, the control takes no touches, yet does not read as hidden")
    func r96_hidesForSinglePage() {
        let scene = SegmentedStepperPageScene()
        scene.backgroundTap()
        scene.pages.numberOfPages = 1
        scene.pages.hidesForSinglePage = true

        scene.simulator.tap(at: CGPoint(120, 213))

        #expect(!scene.pages.isHidden)
        #expect(scene.journal.entries.isEmpty)
        #expect(scene.log.states(of: "background") == [.ended])
        scene.pages.numberOfPages = 2
        #expect(scene.window.hitTest(CGPoint(120, 213), with: nil) === scene.pages)
    }

    // MARK: R97: geometry and taps

    @Test("R97: indicators sit 16 points apart, centred; size(forNumberOfPages:) is 16 per page by 26")
    func r97_geometry() {
        let pages = PageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        pages.numberOfPages = 5

        #expect((0..<5).map { pages.indicatorCenter(forPage: $0) } == [68, 84, 100, 116, 132].map { CGPoint(x: $0, y: 13) })
        #expect(pages.size(forNumberOfPages: 5) == CGSize(width: 80, height: 26))
        pages.indicatorSpacing = 20
        #expect(pages.indicatorCenter(forPage: 0) == CGPoint(x: 60, y: 13))
        let (_, reports) = FailureReporter.capturing {
            pages.indicatorSpacing = 0
            _ = pages.indicatorCenter(forPage: 5)
        }
        #expect(pages.indicatorSpacing == 20)
        #expect(reports.count == 2)
    }

    @Test("R97: a tap right of the current indicator goes one page on, left of it one back, each sending valueChanged once")
    func r97_taps() {
        let scene = SegmentedStepperPageScene()
        scene.pages.currentPage = 2

        scene.simulator.tap(at: CGPoint(200, 213))   // far right of indicator 2: still one page
        #expect(scene.pages.currentPage == 3)
        #expect(scene.pages.interactionState == .discrete)
        scene.simulator.wait(1)
        scene.simulator.tap(at: CGPoint(30, 213))
        #expect(scene.pages.currentPage == 2)
        scene.simulator.wait(1)
        scene.simulator.tap(at: scene.indicator(2))   // at the centre counts as right
        #expect(scene.pages.currentPage == 3)

        #expect(scene.valueChanges(of: "pages") == 3)
    }

    @Test("R97: at the ends, a tap past the last or before the first page sends nothing")
    func r97_ends() {
        let scene = SegmentedStepperPageScene()
        scene.simulator.tap(at: CGPoint(30, 213))
        scene.pages.currentPage = 4
        scene.simulator.wait(1)

        scene.simulator.tap(at: CGPoint(210, 213))

        #expect(scene.pages.currentPage == 4)
        #expect(scene.valueChanges(of: "pages") == 0)
        #expect(scene.pages.interactionState == .none)
    }

    @Test("R97: a tap's side is measured at the lift")
    func r97_sideAtTheLift() {
        let scene = SegmentedStepperPageScene()
        scene.pages.currentPage = 2

        scene.simulator.down(at: CGPoint(115, 213))   // left of indicator 2 (x 120)
        scene.simulator.move(to: CGPoint(124, 213))   // 9 points: not yet a scrub
        scene.simulator.up()

        #expect(scene.pages.currentPage == 3)
    }

    // MARK: R98: scrubbing

    @Test("R98: a move of 10 points sideways scrubs: the page follows the nearest indicator, one valueChanged per move that changes it")
    func r98_scrubbing() {
        let scene = SegmentedStepperPageScene()

        scene.simulator.down(at: scene.indicator(0))
        scene.simulator.move(to: CGPoint(97, 213))   // 9 points
        #expect(scene.pages.interactionState == .none)
        scene.simulator.move(to: CGPoint(98, 213))   // 10 points: scrubbing, page 1's indicator (104) is nearest
        #expect(scene.pages.interactionState == .continuous)
        #expect(scene.pages.currentPage == 1)
        scene.simulator.move(to: CGPoint(150, 240))   // jumps to page 4 in one move
        #expect(scene.pages.currentPage == 4)
        scene.simulator.move(to: CGPoint(390, 213))   // beyond the end: the last page
        scene.simulator.move(to: CGPoint(-50, 213))   // beyond the start: the first page
        #expect(scene.pages.currentPage == 0)
        scene.simulator.move(to: CGPoint(100, 213))
        scene.simulator.up()   // the lift does not step

        #expect(scene.pages.currentPage == 1)
        #expect(scene.valueChanges(of: "pages") == 4)
    }

    @Test("R98: without continuous interaction, or with one page, only taps change the page")
    func r98_withoutContinuousInteraction() {
        let scene = SegmentedStepperPageScene()
        scene.pages.allowsContinuousInteraction = false

        scene.simulator.down(at: scene.indicator(0))
        scene.simulator.move(to: scene.indicator(3))
        scene.simulator.up()

        #expect(scene.pages.currentPage == 1)   // a tap right of indicator 0
        #expect(scene.pages.interactionState == .discrete)
        #expect(scene.valueChanges(of: "pages") == 1)
    }

    @Test("R98: a cancelled scrub keeps the page it reached")
    func r98_cancelledScrub() {
        let scene = SegmentedStepperPageScene()

        scene.simulator.down(at: scene.indicator(0))
        scene.simulator.move(to: scene.indicator(2))
        scene.simulator.cancel()

        #expect(scene.pages.currentPage == 2)
        #expect(scene.events(of: "pages").last == "touchCancel")
    }
}
