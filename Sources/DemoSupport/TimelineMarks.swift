import Foundation
import TargetAction

/// What the timeline draws beside the trace's lanes and waits: the scripted steps, each
/// recognizer's state changes and actions, and the fingers' changes, stamped with the clock.
package struct TimelineMarks {
    /// A scripted step: where its caption row is.
    package struct Act: Equatable, Sendable {
        package let time: TimeInterval
        package let caption: String
    }

    /// A recognizer's state change; `lane` is the recognizer's lane in the trace.
    package struct Transition: Equatable, Sendable {
        package let time: TimeInterval
        package let lane: Int
        package let from: GestureRecognizer.State
        package let to: GestureRecognizer.State
    }

    /// An action a recognizer sent.
    package struct ActionMark: Equatable, Sendable {
        package let time: TimeInterval
        package let lane: Int
        package let state: GestureRecognizer.State
    }

    /// A finger's change, numbered as the transcript numbers it.
    package struct TouchMark: Equatable, Sendable {
        package let time: TimeInterval
        package let finger: Int
        package let phase: Touch.Phase
    }

    package internal(set) var acts: [Act] = []
    package internal(set) var transitions: [Transition] = []
    package internal(set) var actionMarks: [ActionMark] = []
    package internal(set) var touchMarks: [TouchMark] = []

    /// Marks the fingers' changes in `event`; a pointer's hover moves no finger.
    mutating func mark(_ event: Event) {
        guard event.type != .hover else { return }
        for change in event.changes {
            switch change.phase {
            case .began, .moved, .stationary, .ended, .cancelled:
                touchMarks.append(TouchMark(time: event.timestamp, finger: change.touch.transcriptFinger ?? -1, phase: change.phase))
            case .regionEntered, .regionMoved, .regionExited:
                break
            }
        }
    }
}
