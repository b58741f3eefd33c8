import Foundation
import Mocks
import TargetAction
import Testing

/// R141: which objects VoiceOver reaches, walking from the window.
@Suite struct VoiceOverWalkTests {
    private typealias F = VoiceOverFixtures

    @Test("R141: a hidden view, one with alpha below 0.01 and one of zero size contribute nothing, nor do their subviews; interaction does not matter")
    func invisibleViewsContributeNothing() {
        let window = F.window()
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        hidden.isHidden = true
        hidden.addSubview(F.element("In hidden", CGRect(x: 0, y: 0, width: 50, height: 50)))
        let faint = View(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        faint.alpha = 0.009
        faint.addSubview(F.element("In faint", CGRect(x: 0, y: 0, width: 50, height: 50)))
        let empty = View(frame: CGRect(x: 0, y: 200, width: 0, height: 0))
        empty.addSubview(F.element("In empty", CGRect(x: 0, y: 0, width: 50, height: 50)))
        let justVisible = F.element("Alpha 0.01", CGRect(x: 0, y: 300, width: 50, height: 50))
        justVisible.alpha = 0.01
        let deaf = F.element("Deaf", CGRect(x: 0, y: 400, width: 50, height: 50))
        deaf.isUserInteractionEnabled = false
        let thin = F.element("Thin", CGRect(x: 0, y: 500, width: 0, height: 50))   // no area, but not zero size
        for view in [hidden, faint, empty, justVisible, deaf, thin] { window.addSubview(view) }

        let voiceOver = VoiceOver(window: window)

        #expect(F.labels(voiceOver) == ["Alpha 0.01", "Deaf", "Thin"])
    }

    @Test("R141: accessibilityElementsHidden hides the object and everything below it")
    func elementsHiddenHidesTheSubtree() {
        let window = F.window()
        let container = View(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        container.accessibilityElementsHidden = true
        container.addSubview(F.element("Inside", CGRect(x: 0, y: 0, width: 50, height: 50)))
        let marked = F.element("Marked", CGRect(x: 0, y: 300, width: 50, height: 50))
        marked.accessibilityElementsHidden = true
        window.addSubview(container)
        window.addSubview(marked)
        window.addSubview(F.element("Shown", CGRect(x: 0, y: 400, width: 50, height: 50)))

        let voiceOver = VoiceOver(window: window)

        #expect(F.labels(voiceOver) == ["Shown"])
    }

    @Test("R141: an element is one element, and nothing below it is walked")
    func anElementStopsTheWalk() {
        let window = F.window()
        let row = F.element("Milk, 2", CGRect(x: 0, y: 0, width: 390, height: 60))
        row.addSubview(F.element("Milk", CGRect(x: 10, y: 10, width: 100, height: 40)))
        row.addSubview(F.button("Delete", CGRect(x: 300, y: 10, width: 80, height: 40)))
        window.addSubview(row)

        let voiceOver = VoiceOver(window: window)

        #expect(voiceOver.elements.count == 1)
        #expect(voiceOver.elements.first?.object === row)
    }

    @Test("R141: accessibilityElements are walked in their order, views and AccessibilityElements alike, instead of the subviews")
    func explicitElementsReplaceTheSubviews() {
        let window = F.window()
        let container = View(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let bottom = F.element("Bottom", CGRect(x: 0, y: 200, width: 50, height: 50))
        let skipped = F.element("Not listed", CGRect(x: 0, y: 0, width: 50, height: 50))
        let drawn = AccessibilityElement(accessibilityContainer: container)
        drawn.accessibilityLabel = "Drawn"
        drawn.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 100, width: 50, height: 50)
        container.addSubview(bottom)
        container.addSubview(skipped)
        container.accessibilityElements = [bottom, "not an element", drawn]
        window.addSubview(container)

        let voiceOver = VoiceOver(window: window)

        #expect(F.labels(voiceOver) == ["Bottom", "Drawn"])
    }

    @Test("R141: only the last modal subview is walked; its siblings are skipped, its ancestors' siblings are not")
    func onlyTheLastModalViewIsWalked() {
        let window = F.window()
        window.addSubview(F.element("Above", CGRect(x: 0, y: 0, width: 50, height: 50)))
        let screen = View(frame: CGRect(x: 0, y: 100, width: 390, height: 700))
        screen.addSubview(F.element("Background", CGRect(x: 0, y: 0, width: 50, height: 50)))
        let firstSheet = View(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        firstSheet.accessibilityViewIsModal = true
        firstSheet.addSubview(F.element("First sheet", CGRect(x: 0, y: 0, width: 50, height: 50)))
        let sheet = View(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
        sheet.accessibilityViewIsModal = true
        sheet.addSubview(F.element("Close", CGRect(x: 0, y: 0, width: 50, height: 50)))
        screen.addSubview(firstSheet)
        screen.addSubview(sheet)
        screen.addSubview(F.element("Front", CGRect(x: 0, y: 600, width: 50, height: 50)))
        window.addSubview(screen)

        let voiceOver = VoiceOver(window: window)

        #expect(F.labels(voiceOver) == ["Above", "Close"])
    }

    @Test("R141: position does not matter: elements outside the window and a scroll view's visible area are reached")
    func positionDoesNotMatter() {
        let window = F.window()
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        scrollView.addSubview(F.element("Row 1", CGRect(x: 0, y: 0, width: 390, height: 50)))
        scrollView.addSubview(F.element("Row 30", CGRect(x: 0, y: 1500, width: 390, height: 50)))
        window.addSubview(scrollView)
        window.addSubview(F.element("Off screen", CGRect(x: 500, y: -100, width: 50, height: 50)))

        let voiceOver = VoiceOver(window: window)

        #expect(F.labels(voiceOver) == ["Off screen", "Row 1", "Row 30"])
    }

    @Test("R141: an AccessibilityElement's frame follows its container view as it moves (R140)")
    func anElementsFrameFollowsItsContainer() {
        let window = F.window()
        let container = View(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        let half = AccessibilityElement(accessibilityContainer: container)
        half.accessibilityLabel = "Half"
        half.accessibilityFrameInContainerSpace = CGRect(x: 100, y: 0, width: 100, height: 100)
        container.accessibilityElements = [half]
        window.addSubview(container)
        let voiceOver = VoiceOver(window: window)

        container.frame.origin = CGPoint(x: 50, y: 300)

        #expect(voiceOver.elements.first?.frame == CGRect(x: 150, y: 300, width: 100, height: 100))
        #expect(voiceOver.elements.first?.activationPoint == CGPoint(x: 200, y: 350))
        #expect(voiceOver.elements.first?.view === container)
    }

    @Test("R141: entries that list an ancestor end no loop; an object listed twice is one element")
    func cyclesEnd() {
        let window = F.window()
        let outer = View(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let inner = View(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let leaf = F.element("Leaf", CGRect(x: 0, y: 0, width: 50, height: 50))
        inner.addSubview(leaf)
        outer.addSubview(inner)
        inner.accessibilityElements = [outer, leaf, leaf]
        defer { inner.accessibilityElements = nil }   // the list holds an ancestor: no cycle left behind
        window.addSubview(outer)

        let voiceOver = VoiceOver(window: window)

        #expect(F.labels(voiceOver) == ["Leaf"])
    }
}
