import Foundation
import Mocks
@testable import TargetAction

/// The table's rows for recognizers, value gestures and the touch simulator.
extension SettingsTable {
    static var recognizerRows: [SettingRow] {
        let tap = { (scene: SettingsScene) in scene.stage(TapGestureRecognizer()) }
        let press = { (scene: SettingsScene) in scene.stage(LongPressGestureRecognizer()) }
        let pan = { (scene: SettingsScene) in scene.stage(PanGestureRecognizer()) }
        let pinch = { (scene: SettingsScene) in scene.stage(PinchGestureRecognizer()) }
        let rotation = { (scene: SettingsScene) in scene.stage(RotationGestureRecognizer()) }
        let swipe = { (scene: SettingsScene) in scene.stage(SwipeGestureRecognizer()) }
        let edge = { (scene: SettingsScene) in edgePanStage(scene) }
        return [
            .setting("TapGestureRecognizer.numberOfTapsRequired", \TapGestureRecognizer.numberOfTapsRequired, .atLeastOne, in: tap),
            .setting("TapGestureRecognizer.numberOfTouchesRequired", \TapGestureRecognizer.numberOfTouchesRequired, .atLeastOne, in: tap),
            .setting("TapGestureRecognizer.allowableMovement", \TapGestureRecognizer.allowableMovement, .finiteAndNotNegative, in: tap),
            .setting("TapGestureRecognizer.maximumTapInterval", \TapGestureRecognizer.maximumTapInterval, .finiteAndNotNegative, in: tap),
            .setting("TapGestureRecognizer.maximumTapDuration", \TapGestureRecognizer.maximumTapDuration, .finiteAndNotNegative, in: tap),
            .setting("LongPressGestureRecognizer.minimumPressDuration", \LongPressGestureRecognizer.minimumPressDuration,
                     .reported(unless: "finite (0 or less begins at touch-down)") { $0.isFinite }, in: press),
            .setting("LongPressGestureRecognizer.allowableMovement", \LongPressGestureRecognizer.allowableMovement, .finiteAndNotNegative, in: press),
            .setting("LongPressGestureRecognizer.numberOfTapsRequired", \LongPressGestureRecognizer.numberOfTapsRequired, .zeroOrMore, in: press),
            .setting("LongPressGestureRecognizer.numberOfTouchesRequired", \LongPressGestureRecognizer.numberOfTouchesRequired, .atLeastOne, in: press),
            .setting("LongPressGestureRecognizer.maximumTapInterval", \LongPressGestureRecognizer.maximumTapInterval, .finiteAndNotNegative, in: press),
            .setting("PanGestureRecognizer.minimumNumberOfTouches", \PanGestureRecognizer.minimumNumberOfTouches, .atLeastOne, in: pan),
            .setting("PanGestureRecognizer.maximumNumberOfTouches", \PanGestureRecognizer.maximumNumberOfTouches, .atLeastOne, in: pan),
            .setting("PanGestureRecognizer.hysteresis", \PanGestureRecognizer.hysteresis, .finiteAndNotNegative, in: pan),
            .setting("PanGestureRecognizer.velocitySmoothing", \PanGestureRecognizer.velocitySmoothing, .fromZeroToOne, in: pan),
            .setting("PanGestureRecognizer.minimumVelocitySampleInterval", \PanGestureRecognizer.minimumVelocitySampleInterval, .finiteAndAboveZero, in: pan),
            .setting("PanGestureRecognizer.velocityStopInterval", \PanGestureRecognizer.velocityStopInterval,
                     .reported(unless: "above zero (infinity keeps the last velocity)") { $0 > 0 }, in: pan),
            .setting("PinchGestureRecognizer.hysteresis", \PinchGestureRecognizer.hysteresis, .finiteAndNotNegative, in: pinch),
            .setting("PinchGestureRecognizer.velocitySmoothing", \PinchGestureRecognizer.velocitySmoothing, .fromZeroToOne, in: pinch),
            .setting("PinchGestureRecognizer.minimumVelocitySampleInterval", \PinchGestureRecognizer.minimumVelocitySampleInterval, .finiteAndAboveZero, in: pinch),
            .setting("PinchGestureRecognizer.scale", \PinchGestureRecognizer.scale, .finite, in: pinch),
            .setting("RotationGestureRecognizer.hysteresis", \RotationGestureRecognizer.hysteresis, .finiteAndNotNegative, in: rotation),
            .setting("RotationGestureRecognizer.velocitySmoothing", \RotationGestureRecognizer.velocitySmoothing, .fromZeroToOne, in: rotation),
            .setting("RotationGestureRecognizer.minimumVelocitySampleInterval", \RotationGestureRecognizer.minimumVelocitySampleInterval, .finiteAndAboveZero, in: rotation),
            .setting("RotationGestureRecognizer.rotation", \RotationGestureRecognizer.rotation, .finite, in: rotation),
            .setting("SwipeGestureRecognizer.numberOfTouchesRequired", \SwipeGestureRecognizer.numberOfTouchesRequired, .atLeastOne, in: swipe),
            .setting("SwipeGestureRecognizer.minimumDistance", \SwipeGestureRecognizer.minimumDistance, .finiteAndAboveZero, in: swipe),
            .setting("SwipeGestureRecognizer.maximumDeviationRatio", \SwipeGestureRecognizer.maximumDeviationRatio, .finiteAndNotNegative, in: swipe),
            .setting("SwipeGestureRecognizer.maximumDuration", \SwipeGestureRecognizer.maximumDuration, .finiteAndAboveZero, in: swipe),
            .setting("SwipeGestureRecognizer.directionTolerance", \SwipeGestureRecognizer.directionTolerance, .finiteAndNotNegative, in: swipe),
            .setting("ScreenEdgePanGestureRecognizer.edgeMargin", \ScreenEdgePanGestureRecognizer.edgeMargin, .finiteAndNotNegative, in: edge),
        ]
    }

    /// A left-edge pan on a host that fills the window, so that the drag from its left edge starts at the screen's.
    static func edgePanStage(_ scene: SettingsScene) -> ScreenEdgePanGestureRecognizer {
        let recognizer = ScreenEdgePanGestureRecognizer()
        recognizer.edges = .left
        scene.host.frame = scene.window.bounds
        return scene.stage(recognizer)
    }

    static var gestureRows: [SettingRow] {
        let drag = { (gesture: DragGesture, view: View, readings: SettingsReadings) in
            view.gesture(gesture.onChanged { readings.drag($0) }.onEnded { readings.drag($0) })
        }
        let press = { (gesture: LongPressGesture, view: View, readings: SettingsReadings) in
            view.gesture(gesture.onChanged { _ in readings.happened() }.onEnded { _ in readings.happened() })
        }
        let magnify = { (gesture: MagnifyGesture, view: View, readings: SettingsReadings) in
            view.gesture(gesture.onChanged { readings.magnify($0) }.onEnded { readings.magnify($0) })
        }
        let magnification = { (gesture: MagnificationGesture, view: View, readings: SettingsReadings) in
            view.gesture(gesture.onChanged { readings.number("MagnificationGesture", $0) }.onEnded { readings.number("MagnificationGesture", $0) })
        }
        let rotate = { (gesture: RotateGesture, view: View, readings: SettingsReadings) in
            view.gesture(gesture.onChanged { readings.rotate($0) }.onEnded { readings.rotate($0) })
        }
        let rotation = { (gesture: RotationGesture, view: View, readings: SettingsReadings) in
            view.gesture(gesture.onChanged { readings.number("RotationGesture", CGFloat($0.radians)) }.onEnded { readings.number("RotationGesture", CGFloat($0.radians)) })
        }
        let tap = { (gesture: TapGesture, view: View, readings: SettingsReadings) in
            view.gesture(gesture.onEnded { readings.happened() })
        }
        let spatialTap = { (gesture: SpatialTapGesture, view: View, readings: SettingsReadings) in
            view.gesture(gesture.onEnded { readings.point("SpatialTapGesture location", $0.location) })
        }
        return [
            .gesture("DragGesture.minimumDistance", { DragGesture() }, \.minimumDistance, .finiteAndNotNegative, attach: drag),
            .gesture("DragGesture.predictionInterval", { DragGesture() }, \.predictionInterval, .finiteAndNotNegative, attach: drag),
            .gesture("LongPressGesture.minimumDuration", { LongPressGesture() }, \.minimumDuration, .finiteAndNotNegative, attach: press),
            .gesture("LongPressGesture.maximumDistance", { LongPressGesture() }, \.maximumDistance, .finiteAndNotNegative, attach: press),
            .gesture("MagnifyGesture.minimumScaleDelta", { MagnifyGesture() }, \.minimumScaleDelta, .finiteAndNotNegative, attach: magnify),
            .gesture("MagnificationGesture.minimumScaleDelta", { MagnificationGesture() }, \.minimumScaleDelta, .finiteAndNotNegative, attach: magnification),
            .gesture("RotateGesture.minimumAngleDelta", { RotateGesture() }, \.minimumAngleDelta, .finiteAndNotNegative, attach: rotate),
            .gesture("RotationGesture.minimumAngleDelta", { RotationGesture() }, \.minimumAngleDelta, .finiteAndNotNegative, attach: rotation),
            .gesture("TapGesture.count", { TapGesture() }, \.count, .atLeastOne, attach: tap),
            .gesture("TapGesture.maximumMovement", { TapGesture() }, \.maximumMovement, .finiteAndNotNegative, attach: tap),
            .gesture("TapGesture.maximumDuration", { TapGesture() }, \.maximumDuration, .finiteAndNotNegative, attach: tap),
            .gesture("TapGesture.maximumInterval", { TapGesture() }, \.maximumInterval, .finiteAndNotNegative, attach: tap),
            .gesture("SpatialTapGesture.count", { SpatialTapGesture() }, \.count, .atLeastOne, attach: spatialTap),
            .gesture("SpatialTapGesture.maximumMovement", { SpatialTapGesture() }, \.maximumMovement, .finiteAndNotNegative, attach: spatialTap),
            .gesture("SpatialTapGesture.maximumDuration", { SpatialTapGesture() }, \.maximumDuration, .finiteAndNotNegative, attach: spatialTap),
            .gesture("SpatialTapGesture.maximumInterval", { SpatialTapGesture() }, \.maximumInterval, .finiteAndNotNegative, attach: spatialTap),
        ]
    }

    static var simulatorRows: [SettingRow] {
        let stage = { (scene: SettingsScene) -> TouchSimulator in
            _ = scene.plainStage()
            return scene.simulator
        }
        return [
            .setting("TouchSimulator.tapHoldDuration", \TouchSimulator.tapHoldDuration, .finiteAndNotNegative, in: stage),
            .setting("TouchSimulator.tapSpacing", \TouchSimulator.tapSpacing, .finiteAndNotNegative, in: stage),
            .setting("TouchSimulator.fingerSpacing", \TouchSimulator.fingerSpacing, .finite, in: stage),
            .setting("VoiceOver.suggestionLimit", \VoiceOver.suggestionLimit, .zeroOrMore) { scene in
                _ = scene.plainStage()
                return VoiceOver(window: scene.window)
            },
        ]
    }
}
