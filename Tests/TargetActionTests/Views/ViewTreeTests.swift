import Foundation
import Testing
import TargetAction

private final class MoveCountingView: View {
    private(set) var moves = 0
    override func didMoveToSuperview() { moves += 1 }
}

@Suite("View tree: subviews, superview, window")
struct ViewTreeTests {
    func views(_ count: Int) -> [View] {
        (0..<count).map { index in
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.tag = index + 1
            return view
        }
    }

    @Test func addSubviewAppendsOnTopAndSetsSuperview() {
        let parent = View(frame: .zero)
        let children = views(3)

        for child in children { parent.addSubview(child) }

        #expect(parent.subviews.map(\.tag) == [1, 2, 3])
        #expect(children.allSatisfy { $0.superview === parent })
    }

    @Test("insertSubview(at:) places the view; an out-of-range index is clamped",
          arguments: [(0, [9, 1, 2, 3]), (1, [1, 9, 2, 3]), (3, [1, 2, 3, 9]), (99, [1, 2, 3, 9]), (-5, [9, 1, 2, 3])])
    func insertSubviewAtIndex(index: Int, expected: [Int]) {
        let parent = View(frame: .zero)
        for child in views(3) { parent.addSubview(child) }
        let inserted = View(frame: .zero)
        inserted.tag = 9

        parent.insertSubview(inserted, at: index)

        #expect(parent.subviews.map(\.tag) == expected)
    }

    @Test func addingAnExistingSubviewAgainBringsItToTheFront() {
        let parent = View(frame: .zero)
        let children = views(3)
        for child in children { parent.addSubview(child) }

        parent.addSubview(children[0])

        #expect(parent.subviews.map(\.tag) == [2, 3, 1])
    }

    @Test func bringToFrontAndSendToBack() {
        let parent = View(frame: .zero)
        let children = views(3)
        for child in children { parent.addSubview(child) }

        parent.bringSubviewToFront(children[1])
        let afterFront = parent.subviews.map(\.tag)
        parent.sendSubviewToBack(children[2])

        #expect(afterFront == [1, 3, 2])
        #expect(parent.subviews.map(\.tag) == [3, 1, 2])
    }

    @Test func movingSomeoneElsesSubviewDoesNothing() {
        let parent = View(frame: .zero)
        let stranger = View(frame: .zero)
        for child in views(2) { parent.addSubview(child) }

        parent.bringSubviewToFront(stranger)
        parent.sendSubviewToBack(stranger)

        #expect(parent.subviews.map(\.tag) == [1, 2])
        #expect(stranger.superview == nil)
    }

    @Test func addSubviewTakesTheViewFromItsOldSuperview() {
        let old = View(frame: .zero)
        let new = View(frame: .zero)
        let child = MoveCountingView(frame: .zero)
        old.addSubview(child)

        new.addSubview(child)

        #expect(old.subviews.isEmpty)
        #expect(new.subviews.count == 1)
        #expect(child.superview === new)
        #expect(child.moves == 2)
    }

    @Test func removeFromSuperviewDetaches() {
        let parent = View(frame: .zero)
        let children = views(3)
        for child in children { parent.addSubview(child) }

        children[1].removeFromSuperview()
        children[1].removeFromSuperview()

        #expect(parent.subviews.map(\.tag) == [1, 3])
        #expect(children[1].superview == nil)
    }

    @Test func addingAViewToItselfIsReportedAndRefused() {
        let view = View(frame: .zero)

        let (_, failures) = FailureReporter.capturing { view.addSubview(view) }

        #expect(view.subviews.isEmpty)
        #expect(view.superview == nil)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("cycle") == true)
    }

    @Test func addingAnAncestorIsReportedAndRefused() {
        let root = View(frame: .zero)
        let middle = View(frame: .zero)
        let leaf = View(frame: .zero)
        root.addSubview(middle)
        middle.addSubview(leaf)

        let (_, failures) = FailureReporter.capturing {
            leaf.addSubview(root)
            middle.insertSubview(root, at: 0)
        }

        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.message.contains("ancestor") })
        #expect(root.superview == nil)
        #expect(leaf.subviews.isEmpty)
        #expect(middle.subviews.count == 1)
    }

    @Test func addingAWindowAsASubviewIsReportedAndRefused() {
        let parent = View(frame: .zero)
        let window = Window(frame: .zero)

        let (_, failures) = FailureReporter.capturing { parent.addSubview(window) }

        #expect(parent.subviews.isEmpty)
        #expect(window.superview == nil)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("Window") == true)
    }

    @Test func superviewIsWeak() {
        let child = View(frame: .zero)
        var parent: View? = View(frame: .zero)
        weak let weakParent = parent
        parent!.addSubview(child)

        parent = nil

        #expect(weakParent == nil)
        #expect(child.superview == nil)
    }

    @Test func aSuperviewKeepsItsSubviewsAlive() {
        let parent = View(frame: .zero)
        weak var weakChild: View?

        do {
            let child = View(frame: .zero)
            parent.addSubview(child)
            weakChild = child
        }

        #expect(weakChild != nil)
    }

    @Test func windowIsTheRootWindowOrNil() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let middle = View(frame: .zero)
        let leaf = View(frame: .zero)
        middle.addSubview(leaf)
        let beforeWindow = leaf.window

        window.addSubview(middle)
        let inWindow = leaf.window
        middle.removeFromSuperview()

        #expect(beforeWindow == nil)
        #expect(inWindow === window)
        #expect(window.window === window)
        #expect(leaf.window == nil)
    }

    @Test func isDescendantAndViewWithTag() {
        let root = View(frame: .zero)
        let children = views(3)
        root.addSubview(children[0])
        children[0].addSubview(children[1])

        #expect(children[1].isDescendant(of: root))
        #expect(children[1].isDescendant(of: children[1]))
        #expect(!root.isDescendant(of: children[1]))
        #expect(!children[2].isDescendant(of: root))
        #expect(root.viewWithTag(2) === children[1])
        #expect(root.viewWithTag(3) == nil)
    }
}
