import APIInventory
import ArgumentParser
import Foundation

/// `cellspec inventory build|coverage`: builds `Inventory/UIKit.jsonl` from the printed Swift
/// interfaces `Inventory/sources.json` names, and compares the model's public declarations with it.
struct Inventory: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the inventory of UIKit's declarations, or compare the model with it.",
        discussion: """
            Examples:
              cellspec inventory build --checkout ios14.2-sdk-interface=/tmp/swift-concurrency-objc
              cellspec inventory coverage
              cellspec inventory coverage --write-exceptions
              cellspec inventory declare
              cellspec inventory declare --check
            """,
        subcommands: [BuildInventory.self, Coverage.self, Declare.self])

    struct Declare: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Declare in the model every inventory entry it does not declare (stored or unmodelled).",
            discussion: """
                Writes members of the model's hand-written types in a marked region of their bodies, \
                and the types the model lacks in Sources/UIKitModel/Generated/; prints what it generated \
                and what it left, counted by reason. Run it again after the inventory or the model \
                changes, then `cellspec inventory coverage --write-exceptions`.

                Exit status 1 with --check when the checked-in declarations are not current.
                """)

        @Option(help: "The inventory.") var inventory = "Inventory/UIKit.jsonl"
        @Option(help: "The model's sources.") var model = "Sources/UIKitModel"
        @Flag(help: "Write nothing; fail when the generated declarations are not what the inventory makes.")
        var check = false
        @Option(help: "The swift-format configuration the model is formatted with.")
        var formatConfiguration = ".swift-format"
        @Flag(help: "Also print each entry left undeclared, with its reason (id<TAB>reason).")
        var listLeft = false

        func run() throws {
            do {
                let entries = try InventoryBuilder.read(jsonLines: URL(fileURLWithPath: inventory))
                let directory = URL(fileURLWithPath: model)
                let plan = try DeclarationGenerator(inventory: entries, modelDirectory: directory)
                    .plan(
                        format: DeclarationGenerator.swiftFormat(
                            configuration: URL(fileURLWithPath: formatConfiguration)))
                print(plan.summary)
                if listLeft {
                    for (id, reason) in plan.left.sorted(by: { $0.key < $1.key }) { print("\(id)\t\(reason)") }
                }
                if check {
                    for path in plan.files.keys.sorted() { print("not current: \(model)/\(path)") }
                    if !plan.files.isEmpty { throw ExitCode(ExitStatus.checkFailed.rawValue) }
                    return
                }
                try DeclarationGenerator.write(plan, to: directory)
                print("\(plan.files.count) file(s) written under \(model)")
            } catch let error as InventoryError {
                Terminal.error("cellspec: error: \(error)")
                throw ExitCode(ExitStatus.inputError.rawValue)
            } catch let error as InventoryBuilder.BuildError {
                Terminal.error("cellspec: error: \(error)")
                throw ExitCode(ExitStatus.inputError.rawValue)
            }
        }
    }

    struct BuildInventory: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "build", abstract: "Read the sources' interfaces into Inventory/UIKit.jsonl.")

        @Option(help: "SOURCE-ID=DIRECTORY: where a source of sources.json is checked out at its commit (repeatable).")
        var checkout: [String]

        @Option(help: "The sources file.") var sources = "Inventory/sources.json"
        @Option(help: "Isolation facts read from headers.") var isolation = "Inventory/isolation.tsv"
        @Option(help: "Where the inventory is written.") var output = "Inventory/UIKit.jsonl"
        @Option(help: "The types a documentation source may add entries for.")
        var families = "Inventory/documentation-families.tsv"
        @Option(help: "Where header declarations without a certain Swift form are listed.")
        var untranslated = "Inventory/untranslated.tsv"

        func run() throws {
            var checkouts: [String: URL] = [:]
            for pair in checkout {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else {
                    Terminal.error("cellspec: error: --checkout wants SOURCE-ID=DIRECTORY, not '\(pair)'")
                    throw ExitCode(ExitStatus.inputError.rawValue)
                }
                checkouts[parts[0]] = URL(fileURLWithPath: parts[1])
            }
            do {
                let data = try Data(contentsOf: URL(fileURLWithPath: sources))
                let list = try JSONDecoder().decode(InventoryBuilder.Sources.self, from: data)
                let facts = try IsolationFacts(
                    text: String(contentsOfFile: isolation, encoding: .utf8), file: isolation, sources: list)
                var entries = InventoryBuilder.applying(
                    facts, to: try InventoryBuilder.build(sources: list, checkouts: checkouts))
                let before = entries.count
                let (headers, notes) = try InventoryBuilder.headerFiles(sources: list, checkouts: checkouts)
                if !headers.isEmpty {
                    let classes = Set(entries.filter { $0.signature.kind == "class" }.map(\.id))
                    let translation = HeaderTranslation(
                        files: headers, apiNotes: notes ?? APINotes(), knownClasses: classes)
                    let merged = translation.merge(into: entries, addingEntries: notes != nil)
                    entries = merged.entries
                    if notes != nil {
                        try InventoryBuilder.untranslatedTable(translation)
                            .write(toFile: untranslated, atomically: true, encoding: .utf8)
                    } else {
                        print(
                            "headers: no API notes among the sources, so no entry is added (availability and isolation merged)"
                        )
                    }
                    let report = merged.report
                    print(
                        "headers: \(headers.count) read; \(before) -> \(entries.count) entries (\(report.added) new), "
                            + "\(translation.isolation.count) types isolated (\(report.isolated) newly), "
                            + "\(report.deprecationsAdded) deprecations added (\(report.renamedAdded) with a replacement), "
                            + "\(report.introducedFilled) introduced versions filled, "
                            + "\(report.introducedDisagreements.count) introduced versions that disagree, "
                            + (notes == nil
                                ? "no entry added (no API notes)"
                                : "\(translation.untranslated.count) declarations not translated (\(untranslated))"))
                    for (type, count) in report.addedPerType.sorted(by: { $0.key < $1.key }) {
                        print("  new on \(type): \(count)")
                    }
                    for line in report.introducedDisagreements { print("  introduced differs: \(line)") }
                }
                let folders = try InventoryBuilder.documentationFolders(sources: list, checkouts: checkouts)
                let familyList =
                    folders.isEmpty
                    ? [:]
                    : try InventoryBuilder.documentationFamilies(
                        text: String(contentsOfFile: families, encoding: .utf8), file: families)
                for folder in folders {
                    let merge = DocumentationMerge(
                        pages: folder.pages, source: folder.source, into: entries,
                        interfaceFiles: try InventoryBuilder.interfaceFiles(sources: list, checkouts: checkouts),
                        families: Set(familyList.keys))
                    let countBefore = entries.count
                    entries = merge.entries
                    let report = merge.report
                    let read =
                        "documentation \(folder.source): \(folder.pages.count) declaration pages read, "
                        + "\(folder.prosePages) articles skipped, \(folder.problems.count) unreadable, "
                        + "\(report.notOnIOS) not on iOS"
                    let merged =
                        "\(countBefore) -> \(entries.count) entries (\(report.added) new), "
                        + "\(report.isolated) isolations, \(report.deprecationsAdded) deprecations added, "
                        + "\(report.introducedFilled) introduced versions filled"
                    let left =
                        "\(report.outsideFamilies) declarations outside the families, "
                        + "\(report.differences.count) declared differently (the interface's kept), "
                        + "\(report.damaged) pages whose declaration lost its generic arguments "
                        + "(\(report.damagedLeft.count) new declarations not added)"
                    print("\(read); \(merged); \(left)")
                    for problem in folder.problems { print("  unreadable: \(problem)") }
                    for line in report.unread { print("  unread: \(line)") }
                    for (type, count) in report.addedPerType.sorted(by: { $0.key < $1.key }) {
                        print("  new on \(type): \(count)")
                    }
                    for line in report.differences { print("  differs: \(line)") }
                    for line in report.damagedLeft { print("  damaged: \(line)") }
                }
                try InventoryBuilder.jsonLines(entries).write(toFile: output, atomically: true, encoding: .utf8)
                let types = Set(entries.map { $0.signature.isType ? $0.id : $0.type })
                print("\(output): \(entries.count) entries on \(types.count) types")
            } catch {
                Terminal.error("cellspec: error: \(error)")
                throw ExitCode(ExitStatus.inputError.rawValue)
            }
        }
    }

    struct Coverage: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compare the model's public declarations with the inventory; print coverage per type.",
            discussion:
                "Exit status 1 when an entry differs or is missing without an exception, or an exception is stale.")

        @Option(help: "The inventory.") var inventory = "Inventory/UIKit.jsonl"
        @Option(help: "The exception list.") var exceptions = "Inventory/exceptions.tsv"
        @Option(help: "The model's sources.") var model = "Sources/UIKitModel"
        @Flag(help: "Rewrite the exception list so that it matches the model, keeping reasons that still fit.")
        var writeExceptions = false

        func run() throws {
            do {
                let entries = try InventoryBuilder.read(jsonLines: URL(fileURLWithPath: inventory))
                let types = Set(entries.filter(\.signature.isType).map(\.id))
                let surface = try ModelSurface(directory: URL(fileURLWithPath: model), inventoryTypes: types)
                let comparison = SignatureComparison(inventory: entries, model: surface)
                let existing =
                    FileManager.default.fileExists(atPath: exceptions)
                    ? try InventoryExceptions(contentsOf: URL(fileURLWithPath: exceptions)) : nil
                if writeExceptions {
                    let left = try DeclarationGenerator(inventory: entries, modelDirectory: URL(fileURLWithPath: model))
                        .plan().left
                    try InventoryExceptions.text(for: comparison, keeping: existing, reasons: left)
                        .write(toFile: exceptions, atomically: true, encoding: .utf8)
                }
                let list = try InventoryExceptions(contentsOf: URL(fileURLWithPath: exceptions))
                let verdict = list.judge(comparison)
                print(comparison.coverageTable)
                print(
                    "exceptions: "
                        + InventoryExceptions.Category.allCases.map { "\(verdict.counts[$0] ?? 0) \($0.rawValue)" }
                        .joined(separator: ", "))
                for line in verdict.unexpected + verdict.stale { print(line) }
                if !(verdict.unexpected.isEmpty && verdict.stale.isEmpty) {
                    throw ExitCode(ExitStatus.checkFailed.rawValue)
                }
            } catch let error as InventoryError {
                Terminal.error("cellspec: error: \(error)")
                throw ExitCode(ExitStatus.inputError.rawValue)
            } catch let error as InventoryBuilder.BuildError {
                Terminal.error("cellspec: error: \(error)")
                throw ExitCode(ExitStatus.inputError.rawValue)
            }
        }
    }
}
