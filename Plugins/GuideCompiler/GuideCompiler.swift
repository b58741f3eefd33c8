import Foundation
import PackagePlugin

/// Compiles the Swift blocks of `Guides/*.md` into the target it is applied to.
///
/// For every guide it returns one build command that runs `GuideToSwift.awk` (POSIX awk, a system
/// tool like `cp`) to turn the guide into one Swift file. So the plugin adds no tool target and no
/// executable product: a bare `swift run` still runs `Demo`. The guide and the awk program are the
/// command's inputs, so editing either regenerates the file on the next build. A last command lists
/// the guides it compiled (`compiledGuides`), for `GuideConventionTests`.
///
/// SwiftPM asks a build tool plugin for its commands only when it plans the build, and it plans
/// again when a file is added to or removed from a target's folder. `Tests/GuidesTests/Guides` is a
/// symbolic link to `Guides/` (excluded from the target's sources) so that a new guide is one such
/// file: it is picked up by the next build.
///
/// The generated Swift puts `#sourceLocation(file:line:)` before each compiled block, so compiler
/// diagnostics, `#filePath` and failing expectations point at the guide's own line. The block
/// conventions are in `Plugins/GuideCompiler/README.md`.
@main
struct GuideCompiler: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let packageDirectory = context.package.directoryURL
        let translator = packageDirectory.appending(path: "Plugins/GuideCompiler/GuideToSwift.awk")
        let generated = context.pluginWorkDirectoryURL.appending(path: "generated")
        // awk writes into this folder but cannot create it.
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        let (awk, awkArguments) = locateAwk()

        let guides = try guideFiles(in: packageDirectory.appending(path: "Guides"))
        var commands: [Command] = guides.map { guide in
            let output = generated.appending(path: guide.lastPathComponent + ".swift")
            return .buildCommand(
                displayName: "Compiling the Swift blocks of Guides/\(guide.lastPathComponent)",
                executable: awk,
                arguments: awkArguments + ["-v", "mode=guide", "-v", "out=\(output.path)", "-f", translator.path, guide.path],
                inputFiles: [translator, guide],
                outputFiles: [output])
        }
        let catalog = generated.appending(path: "CompiledGuides.swift")
        commands.append(.buildCommand(
            displayName: "Listing the compiled guides",
            executable: awk,
            arguments: awkArguments + ["-v", "mode=catalog", "-v", "out=\(catalog.path)", "-f", translator.path]
                + guides.map(\.path),
            inputFiles: [translator] + guides,
            outputFiles: [catalog]))
        return commands
    }

    /// The `*.md` files directly inside `directory`, sorted by name; none when it does not exist.
    private func guideFiles(in directory: URL) throws -> [URL] {
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        return try FileManager.default
            .contentsOfDirectory(at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            .filter { $0.pathExtension == "md" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The system's awk: at its usual path, or else found on the `PATH` by `env`.
    private func locateAwk() -> (executable: URL, arguments: [String]) {
        for path in ["/usr/bin/awk", "/bin/awk"] where FileManager.default.isExecutableFile(atPath: path) {
            return (URL(fileURLWithPath: path), [])
        }
        return (URL(fileURLWithPath: "/usr/bin/env"), ["awk"])
    }
}
