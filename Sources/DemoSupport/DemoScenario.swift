import Foundation

/// A scripted run of one demo controller: what it shows, and the touches that show it.
public struct DemoScenario: Sendable {
    /// A short title, such as "Photo viewer".
    public let title: String
    /// The technique the controller demonstrates, in a sentence.
    public let technique: String
    private let script: @Sendable () -> DemoSession

    /// - Parameters:
    ///   - title: A short title.
    ///   - technique: The technique shown, in a sentence.
    ///   - script: Builds the controller, drives it and returns the session with its trace.
    public init(title: String, technique: String, script: @escaping @Sendable () -> DemoSession) {
        self.title = title
        self.technique = technique
        self.script = script
    }

    /// Runs the script on fresh objects and returns what happened.
    public func run() -> DemoSession {
        script()
    }
}
