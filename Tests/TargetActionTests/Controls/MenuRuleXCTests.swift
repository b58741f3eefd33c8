import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

/// In XCTest: a menu button opened by a real touch, an action chosen by title, and a bad path
/// failing the running test at the caller's line (R119-R122).
final class MenuRuleXCTests: FailureCatchingTestCase {
    private func sortButton(in scene: ControlScene) -> (menu: Menu, chosen: () -> [String]) {
        var chosen: [String] = []
        let menu = Menu(title: "Sort", options: .singleSelection, children: [
            Action(title: "Date") { _ in chosen.append("Date") },
            Action(title: "Name") { _ in chosen.append("Name") },
        ])
        scene.button.menu = menu
        scene.button.showsMenuAsPrimaryAction = true
        return (menu, { chosen })
    }

    func test_R119_R121_aTouchOpensTheMenuAndChoosingRunsTheAction() {
        let scene = ControlScene()
        let (menu, chosen) = sortButton(in: scene)

        scene.simulator.tap(at: CGPoint(x: 70, y: 42))
        XCTAssertTrue(scene.window.presentedMenu === menu)
        scene.simulator.chooseMenuElement("Name")

        XCTAssertEqual(chosen(), ["Name"])
        XCTAssertNil(scene.window.presentedMenu)
        XCTAssertEqual(menu.selectedElements.map(\.title), ["Name"])
        XCTAssertEqual(scene.events(of: "button"), ["touchDown", "menuActionTriggered", "touchCancel"])
    }

    func test_R120_aPressOpensAMenuThatIsNotThePrimaryAction() {
        let scene = ControlScene()
        let (menu, _) = sortButton(in: scene)
        scene.button.showsMenuAsPrimaryAction = false

        scene.simulator.longPress(at: CGPoint(x: 70, y: 42), duration: 0.6)

        XCTAssertTrue(scene.window.presentedMenu === menu)
        XCTAssertEqual(scene.events(of: "button"), ["touchDown", "menuActionTriggered", "touchCancel"])
    }

    func test_R121_anUnknownTitleFailsTheTestAtTheCallersLine() {
        let scene = ControlScene()
        let (menu, chosen) = sortButton(in: scene)
        scene.simulator.tap(at: CGPoint(x: 70, y: 42))

        let failures = caughtFailures { scene.simulator.chooseMenuElement("Size") }
        let line = #line - 1

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.description.contains("The titles that can be chosen there: \"Date\", \"Name\"."), true)
        XCTAssertEqual(chosen(), [])
        XCTAssertTrue(scene.window.presentedMenu === menu)
    }
}
