import Foundation
import Mocks
import TargetAction
import Testing

/// R142: the reading order of what VoiceOver reaches.
@Suite struct VoiceOverReadingOrderTests {
    private typealias F = VoiceOverFixtures

    @Test("R142: nodes are sorted by their frame's minY, then minX, with no tolerance, whatever the walk order")
    func sortedTopToBottomThenLeftToRight() {
        let window = F.window()
        window.addSubview(F.element("Lower", CGRect(x: 0, y: 100.5, width: 50, height: 50)))
        window.addSubview(F.element("Right", CGRect(x: 200, y: 100, width: 50, height: 50)))
        window.addSubview(F.element("Left", CGRect(x: 10, y: 100, width: 50, height: 50)))
        window.addSubview(F.element("Top", CGRect(x: 300, y: 20, width: 50, height: 50)))

        let voiceOver = VoiceOver(window: window)

        #expect(F.labels(voiceOver) == ["Top", "Left", "Right", "Lower"])
    }

    @Test("R142: ties keep the walk order: depth first, subviews back to front")
    func tiesKeepTheWalkOrder() {
        let window = F.window()
        let back = View(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        back.addSubview(F.element("Back's child", CGRect(x: 0, y: 0, width: 50, height: 50)))
        window.addSubview(back)
        window.addSubview(F.element("Front", CGRect(x: 0, y: 0, width: 80, height: 80)))

        let voiceOver = VoiceOver(window: window)

        #expect(F.labels(voiceOver) == ["Back's child", "Front"])
    }

    @Test("R142: a group is placed by the origin of the union of its elements' frames and read through before what sorts after it; without grouping the same elements interleave",
          arguments: [true, false])
    func aGroupIsReadThrough(grouped: Bool) {
        let window = F.window()
        let card = View(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        card.shouldGroupAccessibilityChildren = grouped
        card.addSubview(F.element("Card bottom", CGRect(x: 10, y: 200, width: 50, height: 50)))   // (10, 300)
        card.addSubview(F.element("Card top", CGRect(x: 200, y: 0, width: 50, height: 50)))       // (200, 100)
        window.addSubview(card)
        window.addSubview(F.element("Beside", CGRect(x: 100, y: 200, width: 50, height: 50)))
        window.addSubview(F.element("Above", CGRect(x: 300, y: 50, width: 50, height: 50)))

        let voiceOver = VoiceOver(window: window)

        // The card's union starts at (10, 100): after "Above" (y 50), before "Beside" (y 200).
        #expect(F.labels(voiceOver) == (grouped
            ? ["Above", "Card top", "Card bottom", "Beside"]
            : ["Above", "Card top", "Beside", "Card bottom"]))
    }

    @Test("R142: an explicitly ordered group keeps its order inside and is placed by its union")
    func anExplicitGroupKeepsItsOrder() {
        let window = F.window()
        let form = View(frame: CGRect(x: 0, y: 300, width: 390, height: 300))
        let second = F.element("Second", CGRect(x: 0, y: 0, width: 50, height: 50))
        let first = F.element("First", CGRect(x: 0, y: 200, width: 50, height: 50))
        form.addSubview(second)
        form.addSubview(first)
        form.accessibilityElements = [first, second]
        window.addSubview(form)
        window.addSubview(F.element("Header", CGRect(x: 0, y: 0, width: 50, height: 50)))
        window.addSubview(F.element("Footer", CGRect(x: 0, y: 400, width: 50, height: 50)))

        let voiceOver = VoiceOver(window: window)

        // The form's union starts at y 300: after "Header", before "Footer" (y 400), though "First" is at y 500.
        #expect(F.labels(voiceOver) == ["Header", "First", "Second", "Footer"])
    }

    @Test("R142: a group inside an explicit group sorts its own elements")
    func nestedGroupsSortThemselves() {
        let window = F.window()
        let outer = View(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let inner = View(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        inner.shouldGroupAccessibilityChildren = true
        inner.addSubview(F.element("Inner lower", CGRect(x: 0, y: 300, width: 50, height: 50)))
        inner.addSubview(F.element("Inner upper", CGRect(x: 0, y: 100, width: 50, height: 50)))
        let last = F.element("Listed first", CGRect(x: 0, y: 350, width: 50, height: 50))
        outer.addSubview(inner)
        outer.addSubview(last)
        outer.accessibilityElements = [last, inner]
        window.addSubview(outer)

        let voiceOver = VoiceOver(window: window)

        #expect(F.labels(voiceOver) == ["Listed first", "Inner upper", "Inner lower"])
    }

    @Test("R142, R155: the order is found afresh at every call, so it follows views that move")
    func theOrderFollowsMovingViews() {
        let window = F.window()
        let a = F.element("A", CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = F.element("B", CGRect(x: 0, y: 100, width: 50, height: 50))
        window.addSubview(a)
        window.addSubview(b)
        let voiceOver = VoiceOver(window: window)
        #expect(F.labels(voiceOver) == ["A", "B"])

        a.frame.origin.y = 200

        #expect(F.labels(voiceOver) == ["B", "A"])
    }
}
