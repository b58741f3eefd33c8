import Foundation

// R130, R131: reading and writing recordings as JSON documents and files.
extension TouchRecording {
    /// Reads one recording object, checked as ``validate()`` checks.
    public init(jsonData: Data) throws(TouchRecordingError) {
        self = try Self.decode(TouchRecording.self, from: jsonData)
    }

    /// Reads one recording object from the file at `url`.
    public init(contentsOf url: URL) throws(TouchRecordingError) {
        try self.init(jsonData: Self.read(url))
    }

    /// Reads a document holding an array of recordings, or one recording object.
    public static func recordings(jsonData: Data) throws(TouchRecordingError) -> [TouchRecording] {
        let isArray = jsonData.first { !" \t\r\n".utf8.contains($0) } == UInt8(ascii: "[")
        return isArray ? try decode([TouchRecording].self, from: jsonData) : [try decode(TouchRecording.self, from: jsonData)]
    }

    /// Reads the recordings of the file at `url`: an array, or one object.
    public static func recordings(contentsOf url: URL) throws(TouchRecordingError) -> [TouchRecording] {
        try recordings(jsonData: read(url))
    }

    /// The recording as UTF-8 JSON, `"version": 1`; a non-finite number is written as `null`.
    public func jsonData() -> Data {
        var text = "{\"version\": \(TouchRecording.currentVersion)"
        if let name { text += ", \"name\": \(Self.quoted(name))" }
        if let source { text += ", \"source\": \(Self.quoted(source))" }
        text += ", \"fingers\": ["
        text += fingers.map { finger in
            "\n  {\"samples\": [" + finger.samples.map { sample in
                "\n    {\"time\": \(Self.number(sample.time)), \"x\": \(Self.number(sample.location.x)), \"y\": \(Self.number(sample.location.y)), \"phase\": \"\(sample.phase.rawValue)\"}"
            }.joined(separator: ",") + "\n  ]}"
        }.joined(separator: ",")
        text += "\n]}\n"
        return Data(text.utf8)
    }

    /// Writes ``jsonData()`` to the file at `url`, atomically.
    public func write(to url: URL) throws(TouchRecordingError) {
        do {
            try jsonData().write(to: url, options: .atomic)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
    }

    // MARK: Helpers

    private static func read(_ url: URL) throws(TouchRecordingError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
    }

    /// Decodes `type`, turning a decoder's error into ``TouchRecordingError/malformedJSON(_:)``
    /// that says what and where; a recording's own error comes through as it is.
    private static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(TouchRecordingError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as TouchRecordingError {
            throw error
        } catch let error as DecodingError {
            throw .malformedJSON(describe(error))
        } catch {
            throw .malformedJSON("\(error)")
        }
    }

    /// What a decoding error found, and where: `fingers[0].samples[2]: "phase" is missing`.
    private static func describe(_ error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            let trimmed = text.hasPrefix(".") ? String(text.dropFirst()) : text
            return trimmed.isEmpty ? "the document" : trimmed
        }
        switch error {
        case let .keyNotFound(key, context):
            return "\(place(context.codingPath)): \"\(key.stringValue)\" is missing"
        case let .typeMismatch(type, context):
            return "\(place(context.codingPath)) is not \(type == String.self ? "a string" : type == Int.self ? "a whole number" : "the kind of value expected (\(type))")"
        case let .valueNotFound(_, context):
            return "\(place(context.codingPath)) is null"
        case let .dataCorrupted(context):
            if context.codingPath.last?.stringValue == "phase" {
                return "\(place(context.codingPath)) is not one of \(Phase.allCases.map(\.rawValue).joined(separator: ", "))"
            }
            return context.codingPath.isEmpty ? "it is not valid JSON" : "\(place(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "null"
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
