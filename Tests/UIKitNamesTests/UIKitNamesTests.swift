#if !canImport(UIKit)
import Foundation
import TargetAction
import Testing
import UIKitNames

/// `UIKitNames` names every type TargetAction ports from UIKit, and nothing else: a type added to
/// TargetAction fails here until it is given its UIKit name or listed as not UIKit's.
@Suite("UIKitNames: UIKit's names for the ported types")
struct UIKitNamesTests {
    /// UIKit's name, the alias as `UIKitNames` declares it, and TargetAction's type.
    static let ported: [(uikit: String, alias: Any.Type, type: Any.Type)] = [
        ("UIResponder", UIResponder.self, Responder.self),
        ("UIView", UIView.self, View.self),
        ("UIViewController", UIViewController.self, ViewController.self),
        ("UIWindow", UIWindow.self, Window.self),
        ("UIScreen", UIScreen.self, Screen.self),
        ("UIEdgeInsets", UIEdgeInsets.self, EdgeInsets.self),
        ("UIRectEdge", UIRectEdge.self, RectEdge.self),
        ("UIColor", UIColor.self, Color.self),
        ("UIEvent", UIEvent.self, Event.self),
        ("UITouch", UITouch.self, Touch.self),
        ("UIGestureRecognizer", UIGestureRecognizer.self, GestureRecognizer.self),
        ("UIGestureRecognizerDelegate", (any UIGestureRecognizerDelegate).self, (any GestureRecognizerDelegate).self),
        ("UITapGestureRecognizer", UITapGestureRecognizer.self, TapGestureRecognizer.self),
        ("UIPanGestureRecognizer", UIPanGestureRecognizer.self, PanGestureRecognizer.self),
        ("UILongPressGestureRecognizer", UILongPressGestureRecognizer.self, LongPressGestureRecognizer.self),
        ("UIPinchGestureRecognizer", UIPinchGestureRecognizer.self, PinchGestureRecognizer.self),
        ("UIRotationGestureRecognizer", UIRotationGestureRecognizer.self, RotationGestureRecognizer.self),
        ("UISwipeGestureRecognizer", UISwipeGestureRecognizer.self, SwipeGestureRecognizer.self),
        ("UIScreenEdgePanGestureRecognizer", UIScreenEdgePanGestureRecognizer.self, ScreenEdgePanGestureRecognizer.self),
        ("UIHoverGestureRecognizer", UIHoverGestureRecognizer.self, HoverGestureRecognizer.self),
        ("UIControl", UIControl.self, Control.self),
        ("UIAction", UIAction.self, Action.self),
        ("UIMenu", UIMenu.self, Menu.self),
        ("UIMenuElement", (any UIMenuElement).self, (any MenuElement).self),
        ("UIButton", UIButton.self, Button.self),
        ("UISwitch", UISwitch.self, Switch.self),
        ("UISlider", UISlider.self, Slider.self),
        ("UISegmentedControl", UISegmentedControl.self, SegmentedControl.self),
        ("UIStepper", UIStepper.self, Stepper.self),
        ("UIPageControl", UIPageControl.self, PageControl.self),
        ("UIRefreshControl", UIRefreshControl.self, RefreshControl.self),
        ("UIScrollView", UIScrollView.self, ScrollView.self),
        ("UIScrollViewDelegate", (any UIScrollViewDelegate).self, (any ScrollViewDelegate).self),
        ("UIAccessibilityElement", UIAccessibilityElement.self, AccessibilityElement.self),
        ("UIAccessibilityCustomAction", UIAccessibilityCustomAction.self, AccessibilityCustomAction.self),
        ("UIAccessibilityTraits", UIAccessibilityTraits.self, AccessibilityTraits.self),
        ("UIAccessibilityScrollDirection", UIAccessibilityScrollDirection.self, AccessibilityScrollDirection.self),
    ]

    /// TargetAction's public types that are not UIKit's, and whose they are.
    static let notUIKits: [String: String] = {
        var owners: [String: String] = [:]
        for name in ["Angle", "Animation", "AnyGesture", "ChangedGesture", "CoordinateSpace", "DragGesture", "EndedGesture",
                     "ExclusiveGesture", "Gesture", "GestureMask", "GestureState", "GestureStateGesture", "LongPressGesture",
                     "MagnificationGesture", "MagnifyGesture", "MapGesture", "RotateGesture", "RotationGesture",
                     "SequenceGesture", "SimultaneousGesture", "SpatialTapGesture", "TapGesture", "Transaction", "UnitPoint",
                     "ButtonRole", "ButtonStyle", "ButtonStyleConfiguration", "PrimitiveButtonStyle",
                     "PrimitiveButtonStyleConfiguration", "ToggleStyle", "ToggleStyleConfiguration"] {
            owners[name] = "SwiftUI"
        }
        owners["CGAffineTransform"] = "CoreGraphics"
        owners["CGVector"] = "CoreGraphics"
        owners["Selector"] = "ObjectiveC"
        for name in ["ActionTarget", "AttachedGesture", "ClockTimer", "EventRejection", "FailureReporter", "GestureObserver",
                     "ManualClock", "ReportedFailure", "StyleConfigurationLabel", "TouchRecording", "TouchRecordingError"] {
            owners[name] = "TargetAction"
        }
        return owners
    }()

    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("each alias is UIKit's name for TargetAction's own type", arguments: ported.indices)
    func aliasIsTheType(index: Int) {
        let entry = Self.ported[index]
        #expect(ObjectIdentifier(entry.alias) == ObjectIdentifier(entry.type), "\(entry.uikit)")
        #expect(entry.uikit == "UI" + String(describing: entry.type).replacingOccurrences(of: "any ", with: ""))
    }

    @Test("every public type of TargetAction has its UIKit name, or is listed as another framework's or its own")
    func everyPortedTypeHasItsAlias() throws {
        let declared = try Self.publicTypes(in: Self.root.appendingPathComponent("Sources/TargetAction"))
        let named = Set(Self.ported.map { String($0.uikit.dropFirst(2)) })
        let unclassified = declared.subtracting(named).subtracting(Self.notUIKits.keys)
        #expect(unclassified.isEmpty, """
            TargetAction declares \(unclassified.sorted().joined(separator: ", ")), which UIKitNames neither names nor lists as \
            not UIKit's: add `public typealias UI<Name> = <Name>` to Sources/UIKitNames/UIKitNames.swift and a row to `ported`, \
            or list it in `notUIKits` with its framework.
            """)
        #expect(named.subtracting(declared).isEmpty, "listed as ported but not declared: \(named.subtracting(declared).sorted())")
        #expect(Set(Self.notUIKits.keys).subtracting(declared).isEmpty)
    }

    @Test("UIKitNames declares exactly the aliases listed here, and nothing else")
    func declaresExactlyTheListedAliases() throws {
        let source = try String(contentsOf: Self.root.appendingPathComponent("Sources/UIKitNames/UIKitNames.swift"), encoding: .utf8)
        var aliases: [String: String] = [:]
        var otherDeclarations: [String] = []
        for line in source.split(separator: "\n") where line.hasPrefix("public ") {
            let words = line.split(separator: " ")
            if words.count == 5, words[1] == "typealias", words[3] == "=" {
                aliases[String(words[2])] = String(words[4])
            } else {
                otherDeclarations.append(String(line))
            }
        }
        #expect(otherDeclarations.isEmpty)
        let expected = Dictionary(uniqueKeysWithValues: Self.ported.map { ($0.uikit, String($0.uikit.dropFirst(2))) })
        #expect(aliases == expected)
    }

    /// The names of the top-level public and open types declared in the Swift files under `folder`.
    private static func publicTypes(in folder: URL) throws -> Set<String> {
        let kinds: Set<Substring> = ["class", "struct", "enum", "protocol", "actor"]
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            where line.hasPrefix("public ") || line.hasPrefix("open ") {
                let words = line.split(separator: " ").filter { $0 != "final" }
                guard words.count > 2, kinds.contains(words[1]) else { continue }
                names.insert(String(words[2].prefix { $0.isLetter || $0.isNumber }))
            }
        }
        return names
    }
}
#endif
