import Foundation

/// What is wrong with a recording, found by reading it or by `TouchRecording.validate()` (R131).
///
/// Fingers and samples are numbered from 0, as in the recording's `fingers` and `samples`.
public enum TouchRecordingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No fingers, or a finger without samples.
    case empty
    /// A time or a coordinate that is NaN or infinite.
    case notFinite(finger: Int, sample: Int)
    /// A time earlier than that finger's sample before it.
    case timesNotSorted(finger: Int, sample: Int)
    /// A first sample that is not `began`, a later `began`, or a sample after the touch ended.
    case phaseOutOfOrder(finger: Int, sample: Int)
    /// A finger whose last sample is neither `ended` nor `cancelled`.
    case neverEnds(finger: Int)
    /// Text that is not JSON, a key missing, a value of the wrong kind or an unknown phase.
    case malformedJSON(String)
    /// A `"version"` other than the one this toolkit reads.
    case unsupportedVersion(Int)
    /// A file that cannot be read or written.
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .empty:
            "the recording is empty: it has no fingers, or a finger has no samples. Give each finger at least a began and an ended sample."
        case let .notFinite(finger, sample):
            "finger \(finger), sample \(sample): its time or a coordinate is not finite. Give it a finite time and location."
        case let .timesNotSorted(finger, sample):
            "finger \(finger), sample \(sample): its time is earlier than the sample before it. Put each finger's samples in time order (equal times are fine)."
        case let .phaseOutOfOrder(finger, sample):
            "finger \(finger), sample \(sample): its phase is out of order. A finger begins once, with its first sample, and ends with its last (ended or cancelled); nothing comes after."
        case let .neverEnds(finger):
            "finger \(finger) never ends: its last sample is neither ended nor cancelled. End it with an ended or cancelled sample."
        case let .malformedJSON(what):
            "the JSON is not a recording: \(what). A recording is {\"version\": 1, \"fingers\": [{\"samples\": [{\"time\": 0, \"x\": 0, \"y\": 0, \"phase\": \"began\"}, …]}]}, or an array of them."
        case let .unsupportedVersion(version):
            "the recording's version is \(version); this toolkit reads version \(TouchRecording.currentVersion). Write it as version \(TouchRecording.currentVersion), or leave \"version\" out."
        case let .unreadable(path, reason):
            "\(path) cannot be read or written: \(reason). Check the path and its permissions."
        }
    }
}
