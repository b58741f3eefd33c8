import Foundation
import Mocks
import TargetAction
import Testing

/// R152-R154: escape, magic tap and scroll, climbing the responder chain from the focused element.
@Suite struct VoiceOverChainTests {
    private typealias F = VoiceOverFixtures

    /// A presented controller that dismisses itself on escape, and records what it is asked.
    private final class SheetController: ViewController {
        private(set) var asked: [String] = []

        override func loadView() {
            let view = ChainLink(frame: .zero)
            view.accessibilityIdentifier = "sheet"
            view.accessibilityViewIsModal = true
            view.addSubview(F.button("Close", CGRect(x: 20, y: 100, width: 100, height: 44)))
            self.view = view
        }

        override func accessibilityPerformEscape() -> Bool {
            asked.append("escape")
            dismiss(animated: false, completion: nil)
            return true
        }
    }

    /// A window that records the escapes and magic taps that reach it.
    private final class EndOfChain: Window {
        private(set) var asked: [String] = []

        override func accessibilityPerformEscape() -> Bool {
            asked.append("escape")
            return false
        }

        override func accessibilityPerformMagicTap() -> Bool {
            asked.append("magic tap")
            return false
        }
    }

    @Test("R152: escape climbs from the button through the presented view to the presented controller, which takes it")
    func escapeClimbsToThePresentedController() {
        let root = ViewController()
        let voiceOver = VoiceOver(hosting: root)
        root.view.addSubview(F.button("Open", CGRect(x: 20, y: 100, width: 100, height: 44)))
        let sheet = SheetController()
        root.present(sheet, animated: false, completion: nil)
        voiceOver.focus(label: "Close")
        let sheetView = sheet.view as? ChainLink

        #expect(voiceOver.escape())

        #expect(sheetView?.asked == ["escape"])
        #expect(sheet.asked == ["escape"])
        #expect(root.presentedViewController == nil)
        #expect(voiceOver.elements.map(\.label) == ["Open"])
        #expect(voiceOver.transcript.contains(
            "VoiceOver escape from Button \"Close\" (R152): SheetController's accessibilityPerformEscape() handled it"))
    }

    @Test("R152: the chain is the button, the presented view, the presented controller, the window; false when none takes it")
    func escapeNobodyTakes() {
        let window = EndOfChain(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let outer = ChainLink(frame: window.bounds)
        let inner = ChainLink(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let button = F.button("Close", CGRect(x: 20, y: 100, width: 100, height: 44))
        inner.addSubview(button)
        outer.addSubview(inner)
        window.addSubview(outer)
        let voiceOver = VoiceOver(window: window)
        voiceOver.focus(label: "Close")

        #expect(!voiceOver.escape())

        #expect(inner.asked == ["escape"])
        #expect(outer.asked == ["escape"])
        #expect(window.asked == ["escape"])
        #expect(voiceOver.transcript.contains("VoiceOver escape from Button \"Close\" (R152): nobody in the responder chain handled it"))
    }

    @Test("R152: the climb stops at the first responder that answers true")
    func escapeStopsAtTheFirstTaker() {
        let window = EndOfChain(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let outer = ChainLink(frame: window.bounds)
        let inner = ChainLink(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        inner.takesEscape = true
        inner.addSubview(F.button("Close", CGRect(x: 20, y: 100, width: 100, height: 44)))
        outer.addSubview(inner)
        window.addSubview(outer)
        let voiceOver = VoiceOver(window: window)
        voiceOver.focus(label: "Close")

        #expect(voiceOver.escape())

        #expect(outer.asked.isEmpty)
        #expect(window.asked.isEmpty)
    }

    @Test("R152: an AccessibilityElement's chain goes on from its container")
    func anElementsChainGoesThroughItsContainer() {
        let window = F.window()
        let container = ChainLink(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        container.takesEscape = true
        let half = AccessibilityElement(accessibilityContainer: container)
        half.accessibilityLabel = "Increment"
        half.accessibilityFrameInContainerSpace = CGRect(x: 195, y: 0, width: 195, height: 100)
        container.accessibilityElements = [half]
        window.addSubview(container)
        let voiceOver = VoiceOver(window: window)
        voiceOver.focus(label: "Increment")

        #expect(voiceOver.escape())
        #expect(container.asked == ["escape"])
    }

    @Test("R153: the magic tap climbs the same way; the focus does not move")
    func magicTapClimbs() {
        let window = F.window()
        let screen = ChainLink(frame: window.bounds)
        screen.takesMagicTap = true
        screen.addSubview(F.element("Total", CGRect(x: 0, y: 0, width: 200, height: 44)))
        screen.addSubview(F.button("Pay", CGRect(x: 0, y: 100, width: 200, height: 44)))
        window.addSubview(screen)
        let voiceOver = VoiceOver(window: window)
        voiceOver.focus(label: "Pay")

        #expect(voiceOver.magicTap())

        #expect(screen.asked == ["magic tap"])
        #expect(voiceOver.focusedElement?.label == "Pay")
        #expect(voiceOver.announcements == ["Pay, button"])
        #expect(voiceOver.transcript.contains("VoiceOver magic tap from Button \"Pay\" (R153): ChainLink("))
    }

    @Test("R153: with nothing focused, a magic tap, an escape and a scroll start at the first element in reading order, and focus nothing")
    func withNothingFocusedTheFirstElement() {
        let window = F.window()
        let first = ChainLink(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        first.isAccessibilityElement = true
        first.accessibilityLabel = "First"
        let second = ChainLink(frame: CGRect(x: 0, y: 100, width: 100, height: 44))
        second.isAccessibilityElement = true
        second.accessibilityLabel = "Second"
        window.addSubview(second)
        window.addSubview(first)
        let voiceOver = VoiceOver(window: window)

        voiceOver.magicTap()
        voiceOver.escape()
        voiceOver.scroll(.down)

        #expect(first.asked == ["magic tap", "escape", "scroll down"])
        #expect(second.asked.isEmpty)
        #expect(voiceOver.focusedElement == nil)
    }

    @Test("R153: with no elements at all, the climb starts at the window")
    func withNoElementsTheWindow() {
        let window = EndOfChain(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let voiceOver = VoiceOver(window: window)

        #expect(!voiceOver.magicTap())
        #expect(!voiceOver.escape())

        #expect(window.asked == ["magic tap", "escape"])
    }

    @Test("R154: a scroll view that takes the scroll makes VoiceOver say the page along the axis moved; the focus stays")
    func aPagerSaysItsPage() {
        let window = F.window()
        let pager = PagingScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 300))
        pager.contentSize = CGSize(width: 1200, height: 300)
        pager.addSubview(F.element("Slide 1", CGRect(x: 0, y: 0, width: 400, height: 300)))
        window.addSubview(pager)
        let voiceOver = VoiceOver(window: window)
        voiceOver.focus(label: "Slide 1")

        #expect(voiceOver.scroll(.left))
        #expect(voiceOver.lastAnnouncement == "page 2 of 3")
        #expect(voiceOver.scroll(.left))
        #expect(voiceOver.lastAnnouncement == "page 3 of 3")
        #expect(!voiceOver.scroll(.left))   // at the edge: no responder takes it

        #expect(pager.contentOffset == CGPoint(x: 800, y: 0))
        #expect(voiceOver.announcements == ["Slide 1", "page 2 of 3", "page 3 of 3"])
        #expect(voiceOver.focusedElement?.label == "Slide 1")
        #expect(window.clock.now == 0)
        #expect(voiceOver.transcript.contains("VoiceOver scrolls left from View \"Slide 1\" (R154): PagingScrollView("))
    }

    @Test("R154: a scroll an inner scroll view cannot take goes up to the outer one, and the page is told along its axis")
    func aSidewaysScrollGoesToTheOuterScrollView() {
        let window = F.window()
        let outer = PagingScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        outer.contentSize = CGSize(width: 390, height: 1000)
        let inner = PagingScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        inner.contentSize = CGSize(width: 1170, height: 200)
        inner.addSubview(F.element("Card", CGRect(x: 0, y: 0, width: 390, height: 200)))
        outer.addSubview(inner)
        window.addSubview(outer)
        let voiceOver = VoiceOver(window: window)
        voiceOver.focus(label: "Card")

        #expect(voiceOver.scroll(.up))

        #expect(inner.scrolls == [.up])
        #expect(outer.scrolls == [.up])
        #expect(outer.contentOffset == CGPoint(x: 0, y: 400))
        #expect(voiceOver.lastAnnouncement == "page 2 of 3")
    }

    /// A scroll view that moves its content to where it is told.
    private final class Jumper: ScrollView {
        var target = CGPoint.zero
        override func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
            setContentOffset(target, animated: false)
            return true
        }
    }

    struct PageCase: Sendable, CustomTestStringConvertible {
        let target: CGPoint
        let insetTop: CGFloat
        let spoken: String
        var testDescription: String { "to \(target), top inset \(insetTop): \(spoken)" }
    }

    @Test("R154: p = round((offset − minimum) ÷ page) + 1, n = max(1, ⌈content ÷ page⌉), along the axis that moved", arguments: [
        PageCase(target: CGPoint(x: 0, y: 300), insetTop: 100, spoken: "page 2 of 3"),   // (300 + 100) / 400 = 1
        PageCase(target: CGPoint(x: 0, y: 100), insetTop: 100, spoken: "page 2 of 3"),   // 0.5, rounded away from zero
        PageCase(target: CGPoint(x: 0, y: 500), insetTop: 0, spoken: "page 2 of 3"),     // 1.25
        PageCase(target: CGPoint(x: 0, y: 600), insetTop: 0, spoken: "page 3 of 3"),     // 1.5; 1000 / 400 = 2.5 pages, so 3
        PageCase(target: CGPoint(x: 780, y: 0), insetTop: 0, spoken: "page 3 of 3"),     // x moved: 780 / 390; 1170 wide
    ])
    func pageFormulas(_ row: PageCase) {
        let window = F.window()
        let jumper = Jumper(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        jumper.contentSize = CGSize(width: 1170, height: 1000)
        jumper.contentInset = EdgeInsets(top: row.insetTop, left: 0, bottom: 0, right: 0)
        jumper.target = row.target
        jumper.addSubview(F.element("Row", CGRect(x: 0, y: 0, width: 390, height: 40)))
        window.addSubview(jumper)
        let voiceOver = VoiceOver(window: window)
        voiceOver.focus(label: "Row")

        voiceOver.scroll(.up)

        #expect(voiceOver.lastAnnouncement == row.spoken)
    }

    @Test("R154: a responder that takes the scroll and is no scroll view says no page")
    func aPlainTakerSaysNoPage() {
        let window = F.window()
        let view = F.element("Map", CGRect(x: 0, y: 0, width: 390, height: 400))
        var scrolls: [AccessibilityScrollDirection] = []
        final class Map: View {
            var onScroll: ((AccessibilityScrollDirection) -> Void)?
            override func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
                onScroll?(direction)
                return true
            }
        }
        let map = Map(frame: window.bounds)
        map.onScroll = { scrolls.append($0) }
        map.addSubview(view)
        window.addSubview(map)
        let voiceOver = VoiceOver(window: window)
        voiceOver.focus(label: "Map")

        #expect(voiceOver.scroll(.next))

        #expect(scrolls == [.next])
        #expect(voiceOver.announcements == ["Map"])
    }
}
