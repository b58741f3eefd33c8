// The two recorded flings below are data from Flutter's
// packages/flutter/test/gestures/velocity_tracker_data.dart (the `velocityEventData` list, pointers
// 4 and 13; the expected velocities in each `source` are from velocity_tracker_test.dart), carried
// over unchanged as times in seconds, positions in logical pixels and phases.
//
// Copyright 2014 The Flutter Authors. All rights reserved.
//
// Redistribution and use in source and binary forms, with or without modification, are permitted
// provided that the following conditions are met:
//     * Redistributions of source code must retain the above copyright notice, this list of
//       conditions and the following disclaimer.
//     * Redistributions in binary form must reproduce the above copyright notice, this list of
//       conditions and the following disclaimer in the documentation and/or other materials
//       provided with the distribution.
//     * Neither the name of Google Inc. nor the names of its contributors may be used to endorse
//       or promote products derived from this software without specific prior written permission.
//
// THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS OR
// IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND
// FITNESS FOR A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT OWNER OR
// CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR
// CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
// SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY
// THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR
// OTHERWISE) ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE
// POSSIBILITY OF SUCH DAMAGE.
//
// Flutter's licence in full: https://github.com/flutter/flutter/blob/master/LICENSE

import Foundation
import TargetAction

/// Human flings recorded on a phone, to replay with ``Mocks/TouchSimulator/replay(_:fileID:filePath:line:column:)``:
/// one finger each, mostly vertical, a sample every 7-8 ms and the lift about 15 ms after the last
/// move, at the same place.
///
/// Copied sample for sample from Flutter's velocity tracker tests (BSD-3-Clause; the notice is in
/// this file's header). Locations are Flutter logical pixels, replayed as points: place a fling
/// with ``TargetAction/TouchRecording/moved(to:)``.
public enum RecordedFlings {
    /// A fast upward fling: 191 points up (28 right) in 0.13 s, speeding up to the lift; Flutter
    /// expects about 2,560 points per second up there.
    public static let upward = TouchRecording(
        name: "flutter-fling-04",
        source: "Flutter velocity_tracker_data.dart, pointer 4 (BSD-3-Clause, The Flutter Authors); logical pixels; Flutter's expected velocity at the lift (714.1, -2561.5) px/s",
        fingers: [TouchRecording.Finger(samples: [
            sample(0.0, 221.42857360839844, 526.2857055664062, .began),
            sample(0.023, 220.57142639160156, 514.8571166992188, .moved),
            sample(0.03, 220.2857208251953, 508.0, .moved),
            sample(0.038, 220.2857208251953, 498.0, .moved),
            sample(0.046, 221.14285278320312, 484.28570556640625, .moved),
            sample(0.054, 221.7142791748047, 469.4285583496094, .moved),
            sample(0.062, 223.42857360839844, 453.1428527832031, .moved),
            sample(0.07, 225.7142791748047, 436.28570556640625, .moved),
            sample(0.077, 229.14285278320312, 418.28570556640625, .moved),
            sample(0.085, 232.85714721679688, 400.28570556640625, .moved),
            sample(0.092, 236.85714721679688, 382.5714416503906, .moved),
            sample(0.1, 241.14285278320312, 366.0, .moved),
            sample(0.108, 244.85714721679688, 350.28570556640625, .moved),
            sample(0.115, 249.14285278320312, 335.4285583496094, .moved),
            sample(0.131, 249.14285278320312, 335.4285583496094, .ended),
        ])]
    )

    /// A fast downward fling: 145 points down (9 left) in 0.1 s, speeding up to the lift; Flutter
    /// expects about 3,720 points per second down there.
    public static let downward = TouchRecording(
        name: "flutter-fling-13",
        source: "Flutter velocity_tracker_data.dart, pointer 13 (BSD-3-Clause, The Flutter Authors); logical pixels; Flutter's expected velocity at the lift (-71.5, 3716.7) px/s",
        fingers: [TouchRecording.Finger(samples: [
            sample(0.0, 250.0, 306.0, .began),
            sample(0.007, 250.0, 306.0, .moved),
            sample(0.023, 249.14285278320312, 314.0, .moved),
            sample(0.03, 247.42857360839844, 319.4285583496094, .moved),
            sample(0.038, 245.14285278320312, 326.8571472167969, .moved),
            sample(0.045, 241.7142791748047, 339.4285583496094, .moved),
            sample(0.053, 238.57142639160156, 355.71429443359375, .moved),
            sample(0.061, 236.2857208251953, 374.28570556640625, .moved),
            sample(0.069, 235.14285278320312, 396.5714416503906, .moved),
            sample(0.077, 236.57142639160156, 421.4285583496094, .moved),
            sample(0.085, 241.14285278320312, 451.4285583496094, .moved),
            sample(0.1, 241.14285278320312, 451.4285583496094, .ended),
        ])]
    )

    /// One recorded sample: seconds, logical pixels, phase.
    private static func sample(_ time: TimeInterval, _ x: CGFloat, _ y: CGFloat, _ phase: TouchRecording.Phase) -> TouchRecording.Sample {
        TouchRecording.Sample(time: time, location: CGPoint(x: x, y: y), phase: phase)
    }
}
