// UIKit's names for TargetAction's types, so that one source builds against UIKit where it exists
// and against TargetAction elsewhere:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import TargetAction
//     import UIKitNames
//     #endif
//
// Only type aliases, one per type TargetAction ports from UIKit, and none where UIKit exists, so
// that UIKit's own names win there. Nested types come with their outer type (`UIGestureRecognizer.State`,
// `UIControl.Event`, `UISwipeGestureRecognizer.Direction`, `UIScrollView.DecelerationRate`).

#if !canImport(UIKit)
import TargetAction

// MARK: Responders, views and windows

public typealias UIResponder = Responder
public typealias UIView = View
public typealias UIViewController = ViewController
public typealias UIWindow = Window
public typealias UIScreen = Screen
public typealias UIEdgeInsets = EdgeInsets
public typealias UIRectEdge = RectEdge
public typealias UIColor = Color

// MARK: Touches and events

public typealias UIEvent = Event
public typealias UITouch = Touch

// MARK: Gesture recognizers

public typealias UIGestureRecognizer = GestureRecognizer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
public typealias UIHoverGestureRecognizer = HoverGestureRecognizer

// MARK: Controls

public typealias UIControl = Control
public typealias UIAction = Action
public typealias UIMenu = Menu
public typealias UIMenuElement = MenuElement
public typealias UIButton = Button
public typealias UISwitch = Switch
public typealias UISlider = Slider
public typealias UISegmentedControl = SegmentedControl
public typealias UIStepper = Stepper
public typealias UIPageControl = PageControl
public typealias UIRefreshControl = RefreshControl

// MARK: Scroll views

public typealias UIScrollView = ScrollView
public typealias UIScrollViewDelegate = ScrollViewDelegate

// MARK: Accessibility (the block types, `AXBoolReturnBlock` and its siblings, have UIKit's names already)

public typealias UIAccessibilityElement = AccessibilityElement
public typealias UIAccessibilityCustomAction = AccessibilityCustomAction
public typealias UIAccessibilityTraits = AccessibilityTraits
public typealias UIAccessibilityScrollDirection = AccessibilityScrollDirection
#endif
