/// Expectations are encoded as the words of their markup, `{"kind": "error", "detail": "cannot find"}`,
/// so the JSON report (documented in the README) reads like the page that declared them.
extension Expectation {
    private enum CodingKeys: String, CodingKey {
        case kind, detail
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        let detail = try container.decodeIfPresent(String.self, forKey: .detail)
        func required() throws -> String {
            guard let detail else {
                throw DecodingError.keyNotFound(
                    CodingKeys.detail,
                    .init(codingPath: container.codingPath, debugDescription: "\(kind) needs a detail"))
            }
            return detail
        }
        switch kind {
        case "error": self = .compileError(try required())
        case "warning": self = .compileWarning(try required())
        case "fault": self = .fault(try required())
        case "violation": self = .violation(try required())
        case "assertion": self = .assertion(detail)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "unknown expectation kind '\(kind)'")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .compileError(let text):
            try container.encode("error", forKey: .kind); try container.encode(text, forKey: .detail)
        case .compileWarning(let text):
            try container.encode("warning", forKey: .kind); try container.encode(text, forKey: .detail)
        case .fault(let id): try container.encode("fault", forKey: .kind); try container.encode(id, forKey: .detail)
        case .violation(let id):
            try container.encode("violation", forKey: .kind); try container.encode(id, forKey: .detail)
        case .assertion(let text):
            try container.encode("assertion", forKey: .kind); try container.encodeIfPresent(text, forKey: .detail)
        }
    }
}
