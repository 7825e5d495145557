import Foundation
import TestSupport

/// The JSON report's schema as the README's "JSON report" section documents it: one list item per
/// field, `` - `results[].verdict` (string): … ``, where `[]` steps into an array's elements and
/// `, optional` marks a field that may be absent.
struct ReportSchema {
    struct Field: Equatable {
        var path: String
        var type: String
        var optional: Bool
    }

    var fields: [Field]

    static func fromReadme() throws -> ReportSchema {
        let readme = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var inSection = false
        var fields: [Field] = []
        for line in readme.split(separator: "\n") {
            if line.hasPrefix("#") { inSection = line.contains("JSON report") }
            guard inSection, line.hasPrefix("- `"), let close = line.dropFirst(3).firstIndex(of: "`"),
                let open = line.firstIndex(of: "("), let end = line.firstIndex(of: ")"), open < end
            else { continue }
            let path = String(line[line.index(line.startIndex, offsetBy: 3)..<close])
            let kind = line[line.index(after: open)..<end].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            fields.append(Field(path: path, type: kind[0], optional: kind.contains("optional")))
        }
        return ReportSchema(fields: fields)
    }

    /// What in the JSON does not follow the schema, one sentence each.
    func problems(in data: Data) throws -> [String] {
        let json = try JSONDecoder().decode(JSONValue.self, from: data)
        var problems: [String] = []
        var seen: Set<String> = [""]
        func walk(_ value: JSONValue, path: String) {
            switch value {
            case .object(let object):
                for field in fields where field.parent == path && !field.optional && object[field.name] == nil {
                    problems.append("\(path.isEmpty ? "top level" : path) lacks required '\(field.name)'")
                }
                for (key, child) in object {
                    let childPath = path.isEmpty ? key : "\(path).\(key)"
                    seen.insert(childPath)
                    guard let field = fields.first(where: { $0.path == childPath }) else {
                        problems.append("'\(childPath)' is not documented")
                        continue
                    }
                    if child.type != field.type {
                        problems.append("'\(childPath)' is \(child.type), documented as \(field.type)")
                    }
                    walk(child, path: childPath)
                }
            case .array(let array):
                if !array.isEmpty { seen.insert(path + "[]") }
                for element in array { walk(element, path: path + "[]") }
            default:
                break
            }
        }
        walk(json, path: "")
        // A field inside an array that is empty in this report (no markup errors, say) cannot be missed.
        for field in fields where !seen.contains(field.path) && !field.optional && seen.contains(field.parent) {
            problems.append("documented '\(field.path)' never occurs in the report")
        }
        return Set(problems).sorted()
    }
}

/// Any JSON value, read strictly (a JSON `true` is never a number).
enum JSONValue: Decodable {
    case null, boolean(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .boolean(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The type's name as the README's schema writes it.
    var type: String {
        switch self {
        case .null: "null"
        case .boolean: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

extension ReportSchema.Field {
    var parent: String {
        guard let dot = path.lastIndex(of: ".") else { return "" }
        return String(path[..<dot])
    }

    var name: String {
        path.lastIndex(of: ".").map { String(path[path.index(after: $0)...]) } ?? path
    }
}
