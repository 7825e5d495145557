import Foundation
import SwiftParser
import SwiftSyntax

/// `cellspec inventory declare`: writes a Swift declaration into Sources/UIKitModel for every
/// inventory entry the model does not declare, with UIKit's signature, so that code using it compiles
/// against the model and says at run time what it does. A settable property is *stored* (keeps what
/// is set; a read before any set is unmodelled, as UIKit's default is not in the inventory); every other
/// member is *unmodelled*: it records `model.unmodelled-api` naming itself and returns a value when one
/// can be made (nil, nothing, zero, empty), or stops the example (``ModelFindings/unmodelledStop``),
/// which the runner reports *not checkable*. Entries that cannot be declared stay out, each with its
/// reason (``Plan/left``). Members of a type the model declares by hand go in a marked region of that
/// type's body (``GeneratedRegion``), so a subclass can override them; types the model lacks go in
/// `Sources/UIKitModel/Generated/`. Running it again on its own output changes nothing.
public struct DeclarationGenerator {
    /// Where generated types are written, relative to the model's directory.
    public static let generatedFolder = "Generated"

    /// What one run declares and leaves.
    public struct Plan: Sendable {
        /// Entry ids declared, by how (`stored`, `unmodelled`, `constant`, `case`, `type`, `requirement`, …).
        public var generated: [String: String] = [:]
        /// Entry ids not declared, with the reason, as exceptions.tsv states it.
        public var left: [String: String] = [:]
        /// Files to write, by path relative to the model's directory, with their whole text (empty: remove).
        public var files: [String: String] = [:]
        /// The files' texts as they were read.
        var originals: [String: String] = [:]

        /// The plan with every text passed through `format` (the project's swift-format, so the model
        /// stays formatted), keeping only the files that then differ from what is on disk.
        public func formatted(with format: ([String: String]) throws -> [String: String]) rethrows -> Plan {
            var result = self
            let texts = try format(files.filter { !$0.value.isEmpty })
            result.files = [:]
            for (path, text) in files {
                let final = text.isEmpty ? "" : texts[path] ?? text
                if final.isEmpty ? originals[path] != nil : final != originals[path] { result.files[path] = final }
            }
            return result
        }

        /// `generated: 1,234 (stored 300, unmodelled 900, …)` and the left entries counted by reason.
        public var summary: String {
            func counted(_ values: [String]) -> String {
                var counts: [String: Int] = [:]
                for value in values { counts[value, default: 0] += 1 }
                let ordered = counts.sorted { (first: (key: String, value: Int), second: (key: String, value: Int)) in
                    first.value != second.value ? first.value > second.value : first.key < second.key
                }
                return ordered.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            }
            var lines = ["generated: \(generated.count) (\(counted(Array(generated.values))))"]
            lines.append("left: \(left.count)")
            let kinds = left.values.map(DeclarationGenerator.reasonKind)
            for line in counted(kinds).split(separator: ",") {
                lines.append("  " + line.trimmingCharacters(in: .whitespaces))
            }
            return lines.joined(separator: "\n")
        }
    }

    let inventory: [InventoryEntry]
    /// The model's sources as (path relative to the model directory, text).
    let files: [(path: String, text: String)]

    public init(inventory: [InventoryEntry], files: [(path: String, text: String)]) {
        self.inventory = inventory
        self.files = files
    }

    /// Reads the model's sources from `directory` (Sources/UIKitModel).
    public init(inventory: [InventoryEntry], modelDirectory directory: URL) throws {
        let base = directory.standardizedFileURL.path
        let urls = try ModelSurface.swiftFiles(in: directory)
        let files = try urls.map { url -> (path: String, text: String) in
            let full = url.standardizedFileURL.path
            let relative = full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : full
            return (relative, try String(contentsOf: url, encoding: .utf8))
        }
        self.init(inventory: inventory, files: files)
    }

    /// The reason's kind, for counting: the text before its first `:`, or the whole reason.
    static func reasonKind(_ reason: String) -> String {
        String(reason.split(separator: ":", maxSplits: 1).first ?? Substring(reason))
    }

    /// The plan: what is generated, what is left, and the files' new texts (the hand-written files with
    /// their regions rewritten, the generated folder's files; a stale generated file is written empty,
    /// for the caller to remove), passed through `format` and kept where they differ from the files read.
    public func plan(format: ([String: String]) throws -> [String: String]) rethrows -> Plan {
        var context = GenerationContext(inventory: inventory, files: files)
        context.decide()
        return try context.emit().formatted(with: format)
    }

    /// The plan with the texts as generated, unformatted.
    public func plan() -> Plan { plan(format: { $0 }) }

    /// Formats Swift texts (by any key) with the toolchain's `swift format` and `configuration`
    /// (the project's `.swift-format`), through files in a temporary directory.
    public static func swiftFormat(configuration: URL) -> ([String: String]) throws -> [String: String] {
        { texts in
            let manager = FileManager.default
            let folder = manager.temporaryDirectory.appendingPathComponent("cellspec-declare-\(UUID().uuidString)")
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? manager.removeItem(at: folder) }
            var names: [String: URL] = [:]
            for (index, (key, text)) in texts.sorted(by: { $0.key < $1.key }).enumerated() {
                let url = folder.appendingPathComponent("\(index).swift")
                try text.write(to: url, atomically: true, encoding: .utf8)
                names[key] = url
            }
            guard !names.isEmpty else { return texts }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments =
                ["swift", "format", "--in-place", "--configuration", configuration.path] + names.values.map(\.path)
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                let status = process.terminationStatus
                throw InventoryBuilder.BuildError.unreadable("swift format failed (status \(status))")
            }
            return try names.mapValues { try String(contentsOf: $0, encoding: .utf8) }
        }
    }

    /// Writes the plan's files under `directory`, removing generated files no longer produced.
    public static func write(_ plan: Plan, to directory: URL) throws {
        let manager = FileManager.default
        let folder = directory.appendingPathComponent(generatedFolder)
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        for (path, text) in plan.files.sorted(by: { $0.key < $1.key }) {
            let url = directory.appendingPathComponent(path)
            if text.isEmpty {
                if manager.fileExists(atPath: url.path) { try manager.removeItem(at: url) }
                continue
            }
            let old = try? String(contentsOf: url, encoding: .utf8)
            if old != text { try text.write(to: url, atomically: true, encoding: .utf8) }
        }
    }
}
