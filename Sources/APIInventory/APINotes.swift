import Foundation

/// A framework's API notes (`UIKit.apinotes`, next to its headers): the Clang importer applies them
/// over the headers' own attributes, renaming declarations for Swift (`SwiftName`), hiding them
/// behind a `__` prefix for an overlay to refine (`SwiftPrivate`), or making them unavailable to
/// Swift (`Availability: nonswift`). A header declaration cannot be translated with certainty
/// without them. Source: https://clang.llvm.org/docs/APINotes.html
///
/// Reads the YAML subset API notes use (sections of `- Name:` items, nested `Methods` and
/// `Properties`); the `SwiftVersions` section (notes for Swift 3 and 4 only) is not read.
public struct APINotes: Sendable {
    public struct Note: Sendable, Equatable {
        public var swiftName: String?
        public var swiftPrivate = false
        public var unavailable = false
        public init(swiftName: String? = nil, swiftPrivate: Bool = false, unavailable: Bool = false) {
            self.swiftName = swiftName
            self.swiftPrivate = swiftPrivate
            self.unavailable = unavailable
        }
    }

    /// Classes, tags (enums) and typedefs by Objective-C name.
    public private(set) var types: [String: Note] = [:]
    public private(set) var protocols: [String: Note] = [:]
    /// `Class|Instance|selector` or `Class|Class|selector`.
    public private(set) var methods: [String: Note] = [:]
    /// `Class|Instance|name` or `Class|Class|name`.
    public private(set) var properties: [String: Note] = [:]
    public private(set) var enumerators: [String: Note] = [:]

    public init() {}

    public init(text: String) {
        var section = ""
        var owner = ""
        var nested = ""  // "Methods" or "Properties"
        var item: [String: String] = [:]
        var member: [String: String] = [:]
        func value(_ raw: Substring) -> String {
            var text = raw.trimmingCharacters(in: .whitespaces)
            if let hash = text.range(of: " #") {
                text = String(text[..<hash.lowerBound]).trimmingCharacters(in: .whitespaces)
            }
            if text.count >= 2, let first = text.first, first == "'" || first == "\"", text.last == first {
                text = String(text.dropFirst().dropLast())
            }
            return text
        }
        func note(_ fields: [String: String]) -> Note {
            Note(
                swiftName: fields["SwiftName"], swiftPrivate: fields["SwiftPrivate"] == "true",
                unavailable: fields["Availability"] == "nonswift" || fields["Availability"] == "none")
        }
        func flushMember() {
            guard !member.isEmpty else { return }
            let kind = member["MethodKind"] ?? member["PropertyKind"] ?? "Instance"
            if nested == "Methods", let selector = member["Selector"] {
                methods["\(owner)|\(kind)|\(selector)"] = note(member)
            } else if nested == "Properties", let name = member["Name"] {
                properties["\(owner)|\(kind)|\(name)"] = note(member)
                if member["PropertyKind"] == nil { properties["\(owner)|Class|\(name)"] = note(member) }
            }
            member = [:]
        }
        func flushItem() {
            flushMember()
            guard let name = item["Name"] else {
                item = [:]
                return
            }
            switch section {
            case "Classes", "Tags", "Typedefs": types[name] = note(item)
            case "Protocols": protocols[name] = note(item)
            case "Enumerators": enumerators[name] = note(item)
            default: break
            }
            item = [:]
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed == "---" { continue }
            let indent = line.prefix { $0 == " " }.count
            if indent == 0 && !trimmed.hasPrefix("-") {
                flushItem()
                let key = trimmed.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
                if key == "SwiftVersions" { break }
                section = key
                continue
            }
            var body = Substring(trimmed)
            var starts = false
            if body.hasPrefix("- ") {
                starts = true
                body = body.dropFirst(2)
            }
            guard let colon = body.firstIndex(of: ":") else { continue }
            let key = String(body[..<colon]).trimmingCharacters(in: .whitespaces)
            let rest = body[body.index(after: colon)...]
            if indent == 0 && starts {
                // A new item of the section.
                flushItem()
                nested = ""
                item[key] = value(rest)
                if key == "Name" { owner = value(rest) }
            } else if indent == 2 && !starts {
                if key == "Methods" || key == "Properties" {
                    flushMember()
                    nested = key
                } else {
                    item[key] = value(rest)
                }
            } else if indent == 2 && starts {
                flushMember()
                member[key] = value(rest)
            } else if indent >= 4 {
                member[key] = value(rest)
            }
        }
        flushItem()
    }

    func method(_ owner: String, isClass: Bool, selector: String) -> Note? {
        methods["\(owner)|\(isClass ? "Class" : "Instance")|\(selector)"]
    }

    func property(_ owner: String, isClass: Bool, name: String) -> Note? {
        properties["\(owner)|\(isClass ? "Class" : "Instance")|\(name)"]
    }
}
