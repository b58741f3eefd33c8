// LeakSanitizer's built-in suppressions for this package's test binary, read whenever it is built
// with `--sanitize=address` (LSAN_OPTIONS=suppressions=<file> can add more). Each one names a leak
// that is not the project's, so that `swift test --sanitize=address` passes and a leak in the
// library or a test fixture stands out. A suppressed allocation counts as reachable, and so does
// everything it holds.
//
// Swift symbols appear mangled in LeakSanitizer's stacks; each pattern is a substring of one.

#include "LeakSanitizerSuppressions.h"

const char *__lsan_default_suppressions(void) {
    return
        // swift-corelibs-xctest never frees a test: XCTest.testRun and XCTestRun.test hold each
        // other, so every XCTestCase it builds (in XCTMainMisc, before any test runs), its suite
        // and its runs leak, with whatever a test case holds (the article's
        // `private let vc = PannableViewControllerInjector()`). It happens with no test at all:
        // https://github.com/swiftlang/swift-corelibs-xctest/issues/521
        "leak:XCTMainMisc\n"
        "leak:6XCTest0A8SuiteRunC4test\n"             // XCTestSuiteRun.init(test:)
        "leak:6XCTest0A7CaseRunC4test\n"              // XCTestCaseRun.init(test:)
        "leak:6XCTest0A8SuiteRunC07addTest\n"         // XCTestSuiteRun.addTestRun(_:)
        // An object's weak-reference side table, made when something first refers to it weakly.
        // The object's own pointer to its side table is bit-packed, so LeakSanitizer cannot follow
        // it: the side table of an object that outlives the run (a test case XCTest never frees,
        // and what it holds, such as a controller or a clock) looks leaked once no weak reference
        // to it is left. A real leak still shows: the object's own allocation is reported.
        "leak:formWeakReference\n"
        // A Foundation.Process, which Foundation keeps after it has run (GuidesTests runs awk
        // through one).
        "leak:10Foundation7ProcessC3run\n";
}
