import Foundation

// R130: the JSON form. Decoding checks the recording as `validate()` does (R131).
extension TouchRecording: Codable {
    private enum CodingKeys: String, CodingKey { case version, name, source, fingers }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
        guard version == TouchRecording.currentVersion else { throw TouchRecordingError.unsupportedVersion(version) }
        self.init(
            name: try container.decodeIfPresent(String.self, forKey: .name),
            source: try container.decodeIfPresent(String.self, forKey: .source),
            fingers: try container.decode([Finger].self, forKey: .fingers))
        try validate()
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(TouchRecording.currentVersion, forKey: .version)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(source, forKey: .source)
        try container.encode(fingers, forKey: .fingers)
    }
}

extension TouchRecording.Sample: Codable {
    private enum CodingKeys: String, CodingKey { case time, x, y, phase }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            time: try container.decode(TimeInterval.self, forKey: .time),
            location: CGPoint(x: try container.decode(CGFloat.self, forKey: .x), y: try container.decode(CGFloat.self, forKey: .y)),
            phase: try container.decode(TouchRecording.Phase.self, forKey: .phase))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(time, forKey: .time)
        try container.encode(location.x, forKey: .x)
        try container.encode(location.y, forKey: .y)
        try container.encode(phase, forKey: .phase)
    }
}
