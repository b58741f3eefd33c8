import Foundation

/// R108: reports that no test framework took, in a process that runs tests. The first one arranges
/// for the process to end with a failing status, so that a test target which does not link `Mocks`
/// cannot pass green over a report it only printed.
///
/// The frameworks end a test run by calling `exit` with their own verdict; the handler registered
/// here runs inside that call, says how many reports went unrecorded and what to link, and ends the
/// process with status 1 instead. Nothing happens at the report itself but the line on standard error.
package enum UnrecordedReports {
    private static let count = ReportCount()

    /// Counts one report that went to standard error only; the first arranges the failing exit.
    static func note() {
        if count.increment() == 1 {
            atexit { UnrecordedReports.endFailing() }
        }
    }

    /// The message written at the end of the run: how many reports went unrecorded, and the fix.
    package static func verdict(count: Int) -> String {
        "error: TargetAction reported \(count) failure\(count == 1 ? "" : "s") (above) that no test framework recorded, because this test target does not link the Mocks product; the test run fails. Add .product(name: \"Mocks\", package: \"TargetAction\") to the test target's dependencies.\n"
    }

    private static func endFailing() {
        FileHandle.standardError.write(Data(verdict(count: count.value).utf8))
        fflush(nil)   // what the frameworks printed is still buffered: write it before leaving
        _exit(1)
    }
}

/// A count that any thread may add to (its lock makes it `Sendable`, as ``FailureLog``'s does).
private final class ReportCount: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = 0

    /// Adds one; returns the new count.
    func increment() -> Int {
        lock.lock(); defer { lock.unlock() }
        storage += 1
        return storage
    }

    var value: Int {
        lock.lock(); defer { lock.unlock() }
        return storage
    }
}
