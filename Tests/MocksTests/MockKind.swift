import Foundation
import Mocks
import TargetAction

/// The eight mock kinds, so that what every mock promises is checked once per kind: a kind makes
/// its real recognizer and its mock, and drives the mock through its own driver.
enum MockKind: String, CaseIterable, Sendable {
    case tap, longPress, pan, pinch, rotation, swipe, screenEdgePan, hover

    /// The kinds driven state by state; a tap and a swipe are recognized in one call.
    static let continuous = allCases.filter { $0 != .tap && $0 != .swipe }

    /// The driver's name, as reports spell it.
    var driver: String {
        switch self {
        case .tap: "tap"
        case .longPress: "longPress"
        case .pan, .screenEdgePan: "pan"
        case .pinch: "pinch"
        case .rotation: "rotate"
        case .swipe: "swipe"
        case .hover: "hover"
        }
    }

    /// The real recognizer the mock stands in for.
    var realType: GestureRecognizer.Type {
        switch self {
        case .tap: TapGestureRecognizer.self
        case .longPress: LongPressGestureRecognizer.self
        case .pan: PanGestureRecognizer.self
        case .pinch: PinchGestureRecognizer.self
        case .rotation: RotationGestureRecognizer.self
        case .swipe: SwipeGestureRecognizer.self
        case .screenEdgePan: ScreenEdgePanGestureRecognizer.self
        case .hover: HoverGestureRecognizer.self
        }
    }

    /// A real recognizer of the kind, with no pair.
    func makeReal() -> GestureRecognizer {
        switch self {
        case .tap: TapGestureRecognizer(target: nil, action: nil)
        case .longPress: LongPressGestureRecognizer(target: nil, action: nil)
        case .pan: PanGestureRecognizer(target: nil, action: nil)
        case .pinch: PinchGestureRecognizer(target: nil, action: nil)
        case .rotation: RotationGestureRecognizer(target: nil, action: nil)
        case .swipe: SwipeGestureRecognizer(target: nil, action: nil)
        case .screenEdgePan: ScreenEdgePanGestureRecognizer(target: nil, action: nil)
        case .hover: HoverGestureRecognizer(target: nil, action: nil)
        }
    }

    /// A mock of the kind with its driver.
    func makeMock(target: AnyObject?, action: Selector?) -> DrivenMock {
        switch self {
        case .tap:
            let mock = TapGestureRecognizerMock(target: target, action: action)
            return DrivenMock(mock) { _, location, _, site in
                mock.tap(location: location, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
            }
        case .longPress:
            let mock = LongPressGestureRecognizerMock(target: target, action: action)
            return DrivenMock(mock) { state, location, _, site in
                mock.longPress(location: location, state: state, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
            }
        case .pan:
            let mock = PanGestureRecognizerMock(target: target, action: action)
            return DrivenMock(mock, value: { mock.gestureTranslation?.y }) { state, location, value, site in
                mock.pan(location: location, translation: value.map { CGPoint(x: 0, y: $0) }, state: state, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
            }
        case .pinch:
            let mock = PinchGestureRecognizerMock(target: target, action: action)
            return DrivenMock(mock, value: { mock.scale }) { state, location, value, site in
                mock.pinch(location: location, scale: value, state: state, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
            }
        case .rotation:
            let mock = RotationGestureRecognizerMock(target: target, action: action)
            return DrivenMock(mock, value: { mock.rotation }) { state, location, value, site in
                mock.rotate(location: location, rotation: value, state: state, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
            }
        case .swipe:
            let mock = SwipeGestureRecognizerMock(target: target, action: action)
            return DrivenMock(mock) { _, location, _, site in
                mock.swipe(location: location, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
            }
        case .screenEdgePan:
            let mock = ScreenEdgePanGestureRecognizerMock(target: target, action: action)
            return DrivenMock(mock, value: { mock.gestureTranslation?.y }) { state, location, value, site in
                mock.pan(location: location, translation: value.map { CGPoint(x: 0, y: $0) }, state: state, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
            }
        case .hover:
            let mock = HoverGestureRecognizerMock(target: target, action: action)
            return DrivenMock(mock) { state, location, _, site in
                mock.hover(location: location, state: state, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
            }
        }
    }
}

/// A mock and its kind's driver.
struct DrivenMock {
    /// Where a drive was called from, passed on to the driver so that misuse is reported there.
    struct Site {
        let fileID: StaticString
        let filePath: StaticString
        let line: UInt
        let column: UInt
    }

    let mock: any GestureRecognizerMock
    private let readValue: () -> CGFloat?
    private let driver: (GestureRecognizer.State, CGPoint?, CGFloat?, Site) -> Void

    init(_ mock: any GestureRecognizerMock, value: @escaping () -> CGFloat? = { nil },
         driver: @escaping (GestureRecognizer.State, CGPoint?, CGFloat?, Site) -> Void) {
        self.mock = mock
        self.readValue = value
        self.driver = driver
    }

    /// The value of the mock's kind a drive sets: a pan's translation (its y), a pinch's scale, a
    /// rotation's angle; nil for the kinds with none.
    var value: CGFloat? { readValue() }

    /// Drives the mock to `state` (a tap or a swipe is recognized whatever `state` says), setting
    /// its location and its kind's ``value`` unless nil; misuse is reported at the caller's line.
    func drive(
        _ state: GestureRecognizer.State = .began, location: CGPoint? = nil, value: CGFloat? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        driver(state, location, value, Site(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
