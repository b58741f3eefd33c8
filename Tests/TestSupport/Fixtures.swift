import Foundation
import TargetAction

/// The data files in `Tests/Fixtures`, found from this source file's path, so that `swift test`
/// reads them in any clone of the package.
public enum Fixtures {
    /// The `Tests/Fixtures` directory.
    public static var directory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()      // TestSupport
            .deletingLastPathComponent()      // Tests
            .appendingPathComponent("Fixtures", isDirectory: true)
    }

    /// The thirteen recorded flings of Flutter's velocity tracker tests, `flutter-fling-01` to
    /// `-13`, in window points (R137; `Tests/Fixtures/README.md` says where they come from).
    public static func flutterFlings() throws -> [TouchRecording] {
        try TouchRecording.recordings(contentsOf: directory.appendingPathComponent("flutter-flings.json"))
    }
}
