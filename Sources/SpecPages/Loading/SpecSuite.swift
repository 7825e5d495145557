import Foundation

/// The pages of one run, the contexts they can use, and every problem found while reading them.
public struct SpecSuite: Sendable {
    public var pages: [SpecPage]
    /// Contexts by name, from the pages and from the `contexts.md` beside them.
    public var contexts: [String: ContextDefinition]
    /// Pages read only for their context definitions (not checked or rendered themselves).
    public var contextPages: [SpecPage]

    /// The name of the page beside checked pages that is always read for its context definitions.
    public static let contextsPageName = "contexts.md"

    /// Reads pages from files and directories (every `*.md` below a directory, in the order of its
    /// `ORDER` file, then in path order).
    /// A path that is missing or unreadable becomes a diagnostic of its own; other pages still load.
    ///
    /// `sharedContexts` are context pages every page may use (the Spec's own `contexts.md`, and
    /// `--contexts` files): their definitions fill only names the pages and their `contexts.md` leave
    /// undefined, so a page may define a context of the same name without a conflict.
    public static func load(paths: [String], sharedContexts: [String] = []) -> SpecSuite {
        var pagePaths: [String] = []
        var failures: [SpecPage] = []
        let files = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
                failures.append(unreadable(path, "no such file or directory"))
                continue
            }
            if isDirectory.boolValue {
                let root = path.hasSuffix("/") ? String(path.dropLast()) : path
                let (found, refused) = PageTree.pages(in: root)
                let (ordered, problems) = PageOrder.apply(in: root, to: found)
                pagePaths += ordered.map { "\(root)/\($0)" }
                failures += (refused + problems).map { problem in
                    SpecPage(
                        path: problem.location.file, source: "", title: problem.location.file, sections: [],
                        examples: [],
                        contextDefinitions: [], settings: PageSettings(), diagnostics: [problem])
                }
            } else if let refusal = PageTree.refusal(forFile: path) {
                failures.append(unreadable(path, refusal))
            } else {
                pagePaths.append(path)
            }
        }
        // A page named twice (`docs ./docs docs/ok.md`) is checked once, under the first name given.
        var seen = Set<String>()
        var seenFiles = Set<String>()
        pagePaths = pagePaths.filter {
            seenFiles.insert(PageTree.realPath($0) ?? Self.standardized($0)).inserted && seen.insert($0).inserted
        }
        // Each page is its own file and cmark document; a warm check of a large suite spends much
        // of its time reading them.
        let pages = failures + pagePaths.mapSideBySide(readPage)

        // contexts.md beside any checked page is read too, even when not named.
        var contextPages: [SpecPage] = []
        let directories = Set(pagePaths.map { ($0 as NSString).deletingLastPathComponent })
        for directory in directories.sorted() {
            let candidate = directory.isEmpty ? contextsPageName : "\(directory)/\(contextsPageName)"
            guard !seen.contains(candidate), files.fileExists(atPath: candidate) else { continue }
            if let refusal = PageTree.refusal(forFile: candidate) {
                contextPages.append(unreadable(candidate, refusal))
            } else {
                contextPages.append(readPage(candidate))
            }
        }
        let read = Set((pagePaths + contextPages.map(\.path)).map(Self.standardized))
        var shared: [SpecPage] = []
        for path in sharedContexts where !read.contains(Self.standardized(path)) {
            shared.append(
                files.fileExists(atPath: path) ? readPage(path) : unreadable(path, "no such file or directory"))
        }
        return SpecSuite(pages: pages, contextPages: contextPages, sharedContextPages: shared)
    }

    /// `path` made absolute, without `.` and `..`.
    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Builds a suite from pages already parsed, and validates their context references.
    public init(pages: [SpecPage], contextPages: [SpecPage] = [], sharedContextPages: [SpecPage] = []) {
        self.pages = pages
        contexts = [:]
        var sharedDefinitions: [ContextDefinition] = []
        var sharedPages: [SpecPage] = []
        for page in sharedContextPages {
            sharedDefinitions += page.contextDefinitions
            // Only a shared page's reading problems are reported; its definitions are checked where used.
            var kept = page
            kept.diagnostics = page.diagnostics.filter(\.identifier.meansUnreadable)
            sharedPages.append(kept)
        }
        self.contextPages = contextPages + sharedPages
        sharedContextPaths = sharedContextPages.map(\.path)
        for page in contextPages + pages {
            for definition in page.contextDefinitions {
                if let existing = contexts[definition.name] {
                    report(
                        MarkupDiagnostic(
                            .duplicateContext, at: definition.location,
                            "context '\(definition.name)' is already defined at \(existing.location)"))
                } else {
                    contexts[definition.name] = definition
                }
            }
        }
        for definition in sharedDefinitions where contexts[definition.name] == nil {
            contexts[definition.name] = definition
        }
        validateContextReferences()
    }

    /// The shared context pages this suite was loaded with, for "unknown context" to say where it looked.
    public var sharedContextPaths: [String] = []

    /// Where contexts were looked for, as "unknown context" says it.
    private var contextSources: String {
        let shared = sharedContextPaths.isEmpty ? "" : ", and \(sharedContextPaths.joined(separator: ", "))"
        return "(contexts are defined in the pages, the \(Self.contextsPageName) beside them\(shared))"
    }

    /// Every markup problem, in page order.
    public var diagnostics: [MarkupDiagnostic] {
        (contextPages + pages).flatMap(\.diagnostics)
    }

    /// The examples cellspec can check: classified, with no markup problem of their own.
    public var checkableExamples: [SpecExample] {
        pages.flatMap { page in
            let broken = Set(page.diagnostics.map(\.location.line))
            return page.examples.filter { $0.classification != .illustration && !broken.contains($0.location.line) }
        }
    }

    /// The definitions of an example's contexts in the order their setup runs, each once.
    public func resolvedContexts(_ names: [String]) -> [ContextDefinition] {
        var ordered: [ContextDefinition] = []
        var visiting = Set<String>()
        func visit(_ name: String) {
            guard let definition = contexts[name], !ordered.contains(where: { $0.name == name }),
                visiting.insert(name).inserted
            else { return }
            definition.contexts.forEach(visit)
            ordered.append(definition)
        }
        names.forEach(visit)
        return ordered
    }

    /// The largest page cellspec reads. The longest real page is under 20 KB; a page past this size
    /// is a mistake (a generated or binary file), and is refused before it is read.
    public static let maximumPageBytes = 1 << 20

    private static func readPage(_ path: String) -> SpecPage {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if size > maximumPageBytes {
            return unreadable(
                path, "the page is \(size / 1024) KB; pages are limited to \(maximumPageBytes / 1024) KB",
                identifier: .pageTooLarge)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return unreadable(path, "cannot read the file")
        }
        guard let source = String(data: data, encoding: .utf8) else {
            let (line, column) = firstInvalidUTF8(in: data)
            return unreadable(path, "the page is not valid UTF-8 (first bad byte here)", line: line, column: column)
        }
        return SpecPageParser.parse(source, path: path)
    }

    /// The line and column (in bytes) of the first byte that is not part of valid UTF-8.
    public static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var bytes = data.makeIterator()
        var decoder = UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&bytes) {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += UTF8.width(scalar)
            }
        }
        return (line, column)
    }

    private static func unreadable(
        _ path: String, _ reason: String, identifier: MarkupDiagnostic.Identifier = .unreadablePage, line: Int = 1,
        column: Int = 1
    ) -> SpecPage {
        SpecPage(
            path: path, source: "", title: path, sections: [], examples: [], contextDefinitions: [],
            settings: PageSettings(),
            diagnostics: [
                MarkupDiagnostic(identifier, at: SourceLocation(file: path, line: line, column: column), reason)
            ])
    }

    private mutating func report(_ diagnostic: MarkupDiagnostic) {
        if let index = pages.firstIndex(where: { $0.path == diagnostic.location.file }) {
            pages[index].diagnostics.append(diagnostic)
        } else if let index = contextPages.firstIndex(where: { $0.path == diagnostic.location.file }) {
            contextPages[index].diagnostics.append(diagnostic)
        }
    }

    private mutating func validateContextReferences() {
        let names = contexts.keys.sorted()
        func check(_ referenced: [String], at location: SourceLocation) {
            for name in referenced where contexts[name] == nil {
                report(
                    MarkupDiagnostic(
                        .unknownContext, at: location, "unknown context '\(name)' \(contextSources)",
                        suggestion: NearMiss.suggestion(for: name, among: names)))
            }
        }
        for page in contextPages + pages {
            for example in page.examples { check(example.contexts, at: example.location) }
            for definition in page.contextDefinitions {
                check(definition.contexts, at: definition.location)
                if dependsOnItself(definition.name) {
                    report(
                        MarkupDiagnostic(
                            .contextCycle, at: definition.location, "context '\(definition.name)' depends on itself"))
                }
            }
        }
    }

    private func dependsOnItself(_ name: String) -> Bool {
        var stack = contexts[name]?.contexts ?? []
        var seen = Set<String>()
        while let next = stack.popLast() {
            if next == name { return true }
            if seen.insert(next).inserted { stack += contexts[next]?.contexts ?? [] }
        }
        return false
    }
}
