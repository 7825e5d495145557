/// One line of the channel from an example's process to the runner: a finding, a record of what the
/// example did, or the harness's closing record. Encoded as one line of JSON,
/// `{"kind":"event","event":{…}}`, `{"kind":"preview","preview":{…}}`, `{"kind":"apply","apply":{…}}`
/// or `{"kind":"end"}`.
public enum ChannelLine: Hashable, Sendable {
    case event(ModelEvent)
    case preview(ModelPreview)
    case apply(ModelApplyRecord)
    /// Written by the harness after the example returned normally, never by the model or the example:
    /// a run whose process ends without it did not finish.
    case end
}

extension ChannelLine: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, event, preview, apply
    }

    private enum Kind: String, Codable {
        case event, preview, apply, end
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .event: self = .event(try container.decode(ModelEvent.self, forKey: .event))
        case .preview: self = .preview(try container.decode(ModelPreview.self, forKey: .preview))
        case .apply: self = .apply(try container.decode(ModelApplyRecord.self, forKey: .apply))
        case .end: self = .end
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .event(let event):
            try container.encode(Kind.event, forKey: .kind)
            try container.encode(event, forKey: .event)
        case .preview(let preview):
            try container.encode(Kind.preview, forKey: .kind)
            try container.encode(preview, forKey: .preview)
        case .apply(let apply):
            try container.encode(Kind.apply, forKey: .kind)
            try container.encode(apply, forKey: .apply)
        case .end:
            try container.encode(Kind.end, forKey: .kind)
        }
    }
}
