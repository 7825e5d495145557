/// One line of the channel from an example's process to the runner: a finding, a record of what the
/// example did, or the harness's closing record. Encoded as one line of JSON,
/// `{"kind":"event","event":{…}}`, `{"kind":"preview","preview":{…}}`, `{"kind":"apply","apply":{…}}`,
/// `{"kind":"layout","layout":{…}}`, `{"kind":"check","check":{…}}` or `{"kind":"end"}`.
public enum ChannelLine: Hashable, Sendable {
    case event(ModelEvent)
    case preview(ModelPreview)
    case apply(ModelApplyRecord)
    case layout(ModelLayout)
    case check(ModelCheck)
    /// Written by the harness after the example returned normally, never by the model or the example:
    /// a run whose process ends without it did not finish.
    case end
}

extension ChannelLine: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, event, preview, apply, layout, check
    }

    private enum Kind: String, Codable {
        case event, preview, apply, layout, check, end
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .event: self = .event(try container.decode(ModelEvent.self, forKey: .event))
        case .preview: self = .preview(try container.decode(ModelPreview.self, forKey: .preview))
        case .apply: self = .apply(try container.decode(ModelApplyRecord.self, forKey: .apply))
        case .layout: self = .layout(try container.decode(ModelLayout.self, forKey: .layout))
        case .check: self = .check(try container.decode(ModelCheck.self, forKey: .check))
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
        case .layout(let layout):
            try container.encode(Kind.layout, forKey: .kind)
            try container.encode(layout, forKey: .layout)
        case .check(let check):
            try container.encode(Kind.check, forKey: .kind)
            try container.encode(check, forKey: .check)
        case .end:
            try container.encode(Kind.end, forKey: .kind)
        }
    }
}
