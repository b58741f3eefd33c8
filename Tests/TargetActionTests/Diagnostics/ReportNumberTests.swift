import Foundation
import Testing
@testable import TargetAction

/// R109: numbers in reports and transcripts are written without a float's noise.
@Suite("R109: numbers in words")
struct ReportNumberTests {
    @Test("R109: two decimals at most, two significant digits below 0.1, no useless fraction",
          arguments: [
            (3704.9999999999977, "3705"), (0.30000000000000004, "0.3"), (2.5, "2.5"), (-1.239, "-1.24"),
            (0.035, "0.035"), (0.005, "0.005"), (0.0123, "0.012"), (0, "0"), (-0.0001, "-0.0001"),
            (1e12, "1000000000000"), (.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"),
          ] as [(Double, String)])
    func r109_aNumberInWords(value: Double, words: String) {
        #expect(number(value) == words)
    }

    @Test("R109: a report's long decimals are rounded; short ones, versions and names are left alone")
    func r109_longDecimalsInAReport() {
        let text = "offset 3704.9999999999977 at View(0.0, 0.0, 300.0, 300.0), speed -0.30000000000000004, v1.2.3, x0.12345, 12.345x"

        #expect(roundingLongDecimals(in: text) == "offset 3705 at View(0.0, 0.0, 300.0, 300.0), speed -0.3, v1.2.3, x0.12345, 12.345x")
    }

    @Test("R109: a setting reported with a float's noise reads as the number a person typed")
    func r109_aSettingsReportHasNoNoise() {
        let pan = PanGestureRecognizer(target: nil, action: nil)

        let (_, failures) = FailureReporter.capturing { pan.hysteresis = -(0.1 + 0.2) }

        #expect(failures.first?.message.hasPrefix("PanGestureRecognizer.hysteresis = -0.3: ") == true)
        #expect(failures.first?.message.contains("0000") == false)
    }
}
