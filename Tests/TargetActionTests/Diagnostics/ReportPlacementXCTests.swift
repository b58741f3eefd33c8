import Foundation
import TargetAction
import TestSupport
import XCTest

/// R107 in XCTest, which places a failure only at a file and a line: a report from a setter, which
/// takes no location, belongs to the test case, at no line of any file, and never at the toolkit's.
final class ReportPlacementXCTests: FailureCatchingTestCase {
    func test_R107_aBadSettingFailsTheTestCaseAtNoLineOfTheToolkit() {
        let pan = PanGestureRecognizer(target: nil, action: nil)

        let failures = caughtFailures { pan.maximumNumberOfTouches = 0 }

        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("PanGestureRecognizer.maximumNumberOfTouches = 0") ?? false, "\(failures)")
        XCTAssertEqual(failures.first?.line, 0)
        XCTAssertFalse(failures.first?.filePath?.contains("/Sources/") ?? true, "\(failures)")
        XCTAssertEqual(pan.maximumNumberOfTouches, Int.max)
    }
}
