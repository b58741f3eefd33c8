import Foundation

extension TouchRecording {
    /// Throws the first problem found, in R131's order: an empty recording, then finger by finger
    /// and sample by sample a non-finite value, a time out of order, a phase out of order, then a
    /// finger that never ends.
    public func validate() throws(TouchRecordingError) {
        guard !fingers.isEmpty, fingers.allSatisfy({ !$0.samples.isEmpty }) else { throw .empty }
        for (fingerIndex, finger) in fingers.enumerated() {
            for (index, sample) in finger.samples.enumerated() {
                guard sample.time.isFinite, sample.location.x.isFinite, sample.location.y.isFinite else {
                    throw .notFinite(finger: fingerIndex, sample: index)
                }
                if index > 0, sample.time < finger.samples[index - 1].time {
                    throw .timesNotSorted(finger: fingerIndex, sample: index)
                }
                let isFirst = index == 0
                let afterEnd = index > 0 && [.ended, .cancelled].contains(finger.samples[index - 1].phase)
                if isFirst != (sample.phase == .began) || afterEnd {
                    throw .phaseOutOfOrder(finger: fingerIndex, sample: index)
                }
            }
        }
        for (fingerIndex, finger) in fingers.enumerated() {
            guard let last = finger.samples.last, last.phase == .ended || last.phase == .cancelled else {
                throw .neverEnds(finger: fingerIndex)
            }
        }
    }
}
