import Foundation
import Mocks
import Testing
@testable import TargetAction

/// Every public numeric or geometric setting of every view, recognizer, control, scroll view,
/// value gesture and of the touch simulator, by table (R30 amended).
enum SettingsTable {
    /// The rows by group (views, controls, scroll views, recognizers, value gestures, the
    /// simulator), so that a trial builds only its own group's.
    static func rows(inGroup group: Int) -> [SettingRow] {
        switch group {
        case 0: viewRows
        case 1: controlRows
        case 2: scrollRows
        case 3: recognizerRows
        case 4: gestureRows
        default: simulatorRows
        }
    }

    static let groups = 0..<6

    /// Every row, each a setting on one type.
    static var rows: [SettingRow] { groups.flatMap(rows(inGroup:)) }

    /// Every row with every probe its type can hold.
    static var cases: [SettingCase] {
        groups.flatMap { group in
            rows(inGroup: group).flatMap { row in row.probes.map { SettingCase(group: group, row: row.name, probe: $0) } }
        }
    }
}

@Suite struct SettingsTableTests {
    @Test("R30 (amended): the table holds every public settable numeric setting the Sources declare, and only those")
    func r30_theTableIsComplete() throws {
        let scan = try SettingsScan.ofPackage()
        let declared = Set(scan.settingKeys)
        let tabled = Set(SettingsTable.rows.map(\.key))

        #expect(scan.problems.isEmpty, "\(scan.problems)")
        for key in declared.subtracting(tabled).sorted() {
            Issue.record("\(key) is a public settable numeric setting with no row in the settings table: add one (SettingsTable+…swift)")
        }
        for key in tabled.subtracting(declared).sorted() {
            Issue.record("\(key) has a row in the settings table but the Sources declare no such public settable numeric setting")
        }
        // The scan finds what it must: settings in each form it reads.
        for key in ["Slider.thumbWidth", "View.frame", "ScrollView.bounds", "ScrollView.frameInterval", "TapGestureRecognizer.numberOfTapsRequired",
                    "PinchGestureRecognizer.velocitySmoothing", "DragGesture.minimumDistance", "TouchSimulator.fingerSpacing", "ScrollView.decelerationRate"] {
            #expect(declared.contains(key), "the scan misses \(key)")
        }
        for key in ["Slider.thumbFrame", "ScrollView.adjustedContentInset", "HoverGestureRecognizer.zOffset", "DragGesture.Value.location",
                    "ScrollView.isZooming", "View.isHidden", "Angle.radians"] {
            #expect(!declared.contains(key), "the scan counts \(key), which is read-only, not numeric, or not a setting of a counted type")
        }
    }

    @Test("R30 (amended): the scan reads each form of settable property, and skips read-only, private-set, static, internal, nested and non-numeric ones")
    func r30_theScanReadsEveryForm() {
        let source = #"""
        open class Gauge: View {
            public static let defaultNeedle: CGFloat = 3
            static let defaultChained = Gauge.defaultNeedle
            open var plain: CGFloat = 1
            open var inferredInt = 1
            open var inferredDouble = 0.5
            open var fromStatic = Gauge.defaultNeedle {
                didSet { if plain > 0 { plain = 1 } }
            }
            open var chained = Gauge.defaultChained
            open var computed: CGRect {
                get { .zero }
                set { plain = newValue.width }
            }
            public var oneLine: CGPoint { get { .zero } set { } }
            open var readOnly: CGFloat { plain * 2 }
            open var readOnlyGet: CGFloat { get { plain } }
            open private(set) var privateSet: CGFloat = 0
            public static var shared: CGFloat = 0
            var internalOne: CGFloat = 0
            open var label = "a { not a brace } \(plain)"   // } nor this
            /* a comment { */ open var afterComment: Double = 2
            public struct Reading { public var value: CGFloat }
            open var flag = true
            open var optional: TimeInterval?
        }
        open class Needle: Gauge { open var sweep: Angle = .zero }
        public protocol Dial { var level: CGFloat { get set } }
        public struct Knob: Gesture { public var turn: Angle; public var count = 2 }
        struct Hidden: Gesture { public var secret: CGFloat }
        public struct NotAGesture { public var x: CGFloat }
        """#
        let scan = SettingsScan(files: [("Gauge.swift", source)])

        #expect(scan.problems.isEmpty)
        #expect(scan.settingKeys == [
            "Gauge.afterComment", "Gauge.chained", "Gauge.computed", "Gauge.fromStatic", "Gauge.inferredDouble", "Gauge.inferredInt",
            "Gauge.oneLine", "Gauge.optional", "Gauge.plain", "Knob.count", "Knob.turn", "Needle.sweep",
        ])
    }

    @Test("R30 (amended): each row's name is unique, so that a failure names one setting")
    func r30_rowNamesAreUnique() {
        let names = SettingsTable.rows.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(SettingsTable.rows.allSatisfy { $0.probes.count >= 3 })
    }

    @Test("R30 (amended): each setting set to NaN, ±infinity, 0, negative or 1e12 is adjusted as UIKit documents or reported and kept; touches afterwards crash nothing and leave every number finite",
          arguments: SettingsTable.cases)
    func r30_everySettingByTable(_ trial: SettingCase) throws {
        let row = try #require(SettingsTable.rows(inGroup: trial.group).first { $0.name == trial.row })
        row.trial(trial.probe)
    }
}

/// The table's touches reach what each row sets: with every setting at its default, each
/// recognizer acts, each control changes, the scroll view scrolls, zooms and refreshes, and each
/// value gesture calls back, so a row that finds nothing wrong has driven its object.
@Suite struct SettingsTableDriveTests {
    @Test("R30 (amended): with default settings, the drive makes every recognizer of the plain stage act, and each recognizer kind alone")
    func r30_theDriveReachesRecognizers() {
        let plain = SettingsScene()
        _ = plain.plainStage()
        plain.driveAndCheck("plain stage")
        #expect(plain.readings.actions["TapGestureRecognizer", default: 0] >= 2)   // the tap and the two-finger double tap
        for kind in ["PanGestureRecognizer", "PinchGestureRecognizer", "LongPressGestureRecognizer"] {
            #expect(plain.readings.actions[kind, default: 0] > 0, "\(kind) never acted")
        }
        let stages: [(String, (SettingsScene) -> GestureRecognizer)] = [
            ("TapGestureRecognizer", { $0.stage(TapGestureRecognizer()) }),
            ("LongPressGestureRecognizer", { $0.stage(LongPressGestureRecognizer()) }),
            ("PanGestureRecognizer", { $0.stage(PanGestureRecognizer()) }),
            ("PinchGestureRecognizer", { $0.stage(PinchGestureRecognizer()) }),
            ("RotationGestureRecognizer", { $0.stage(RotationGestureRecognizer()) }),
            ("SwipeGestureRecognizer", { $0.stage(SwipeGestureRecognizer()) }),
            ("ScreenEdgePanGestureRecognizer", SettingsTable.edgePanStage),
        ]
        for (kind, stage) in stages {
            let scene = SettingsScene()
            _ = stage(scene)
            scene.driveAndCheck(kind)
            #expect(scene.readings.actions[kind, default: 0] > 0, "\(kind) alone never acted")
        }
    }

    @Test("R30 (amended): with default settings, the drive changes each control, and scrolls, zooms and refreshes the scroll view")
    func r30_theDriveReachesControlsAndScrollViews() {
        let slider = SettingsScene(), stepper = SettingsScene(), pages = SettingsScene(), segments = SettingsScene(), scroll = SettingsScene()
        let theSlider = slider.stage(SettingsTable.slider())
        let theStepper = stepper.stage(Stepper(frame: CGRect(x: 103, y: 184, width: 0, height: 0)))
        let thePages = pages.stage(SettingsTable.pageControl())
        let theSegments = segments.stage(SettingsTable.segmentedControl())
        let theScrollView = scroll.scrollStage()
        var refreshes = 0
        theScrollView.refreshControl?.addAction(Action { _ in refreshes += 1 }, for: .valueChanged)
        for scene in [slider, stepper, pages, segments, scroll] { scene.driveAndCheck("\(type(of: scene.host.subviews.first ?? scene.host))") }

        #expect(theSlider.value != 0.5)
        #expect(theStepper.value > 0)
        #expect(thePages.currentPage != 0)
        #expect(theSegments.selectedSegmentIndex == 1)
        #expect(scroll.readings.scrolled && scroll.readings.zoomed)
        #expect(refreshes == 1)
    }

    @Test("R30 (amended): with default settings, the drive makes every value gesture of the table call back")
    func r30_theDriveReachesValueGestures() {
        let attachments: [(String, (View, SettingsReadings) -> AttachedGesture)] = [
            ("DragGesture", { view, r in view.gesture(DragGesture().onChanged { r.drag($0) }) }),
            ("LongPressGesture", { view, r in view.gesture(LongPressGesture().onEnded { _ in r.happened() }) }),
            ("MagnifyGesture", { view, r in view.gesture(MagnifyGesture().onChanged { r.magnify($0) }) }),
            ("MagnificationGesture", { view, r in view.gesture(MagnificationGesture().onChanged { r.number("magnification", $0) }) }),
            ("RotateGesture", { view, r in view.gesture(RotateGesture().onChanged { r.rotate($0) }) }),
            ("RotationGesture", { view, r in view.gesture(RotationGesture().onChanged { r.number("rotation", CGFloat($0.radians)) }) }),
            ("TapGesture", { view, r in view.gesture(TapGesture().onEnded { r.happened() }) }),
            ("SpatialTapGesture", { view, r in view.gesture(SpatialTapGesture().onEnded { r.point("location", $0.location) }) }),
        ]
        for (kind, attach) in attachments {
            let scene = SettingsScene()
            scene.aim(at: scene.host)
            _ = attach(scene.host, scene.readings)
            scene.driveAndCheck(kind)
            #expect(scene.readings.gestureCallbacks > 0, "\(kind) never called back")
        }
    }
}
