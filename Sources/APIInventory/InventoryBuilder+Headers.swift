import Foundation

extension InventoryBuilder {
    /// The headers of every `headers` source of `sources` (each under `checkouts[source.id]`),
    /// read with ``ObjCHeader``, in the order listed, and the API notes those sources list (a
    /// file ending in `.apinotes`), nil when none does: the notes rename and hide declarations,
    /// so without them no new entry is certain and only availability and isolation are merged.
    public static func headerFiles(sources: Sources, checkouts: [String: URL]) throws -> (
        files: [HeaderTranslation.File], apiNotes: APINotes?
    ) {
        var files: [HeaderTranslation.File] = []
        var notes: APINotes?
        for source in sources.sources where source.role == "headers" {
            guard let root = checkouts[source.id] else {
                throw BuildError.unreadable(
                    "the checkout of \(source.repository) (give --checkout \(source.id)=DIRECTORY)")
            }
            for path in source.files {
                let url = root.appendingPathComponent(path)
                guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                    throw BuildError.unreadable(url.path)
                }
                if path.hasSuffix(".apinotes") {
                    notes = APINotes(text: text)
                } else {
                    files.append(.init(source: source.id, path: path, header: ObjCHeader(text: text)))
                }
            }
        }
        return (files, notes)
    }

    /// `Inventory/untranslated.tsv`: each header declaration whose Swift form is not certain,
    /// `path:line<TAB>Swift type<TAB>Objective-C declaration<TAB>reason`, sorted.
    public static func untranslatedTable(_ translation: HeaderTranslation) -> String {
        var lines = [
            "# Header declarations whose Swift form is not certain, so not in UIKit.jsonl (cellspec inventory build).",
            "# source:path:line<TAB>Swift type<TAB>Objective-C declaration<TAB>reason",
        ]
        for item in translation.untranslated {
            lines.append(
                "\(item.location.source):\(item.location.path):\(item.location.line)\t\(item.type)\t\(item.declaration)\t\(item.reason)"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
