import Foundation
import TestSupport
import Testing

/// Nothing of the user's is replaced, removed or published by the built `cellspec`: `--report`,
/// `--output`, `bench --directory` and `--work-directory` touch only what cellspec made, pages come
/// only from the pages' own tree, and every refusal is one sentence naming the path as given, with
/// exit status 2, before any example runs.
@Suite(.enabled(if: CellspecRun.isAvailable, "needs the built cellspec"))
struct UserFilesTests {
    static let good = "# Good\n\n```swift correct id=good\nprint(\"fine\")\n```\n"
    static let model = Fixtures.packageRoot.appendingPathComponent("Sources/UIKitModel").path
    static let workDirectory = Fixtures.packageRoot.appendingPathComponent(".build/cellspec-tests").path

    /// Runs cellspec in `directory` with the test model and work directory.
    func cellspec(_ arguments: [String], in directory: URL) throws -> CellspecRun {
        try CellspecRun.run(
            arguments + ["--model", Self.model, "--work-directory", Self.workDirectory], in: directory)
    }

    func contents(_ url: URL) -> String? {
        (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Before: the page was replaced by the JSON report, exit 0.
    @Test func aReportOntoAPageOrAContextsFileIsRefusedBeforeTheRun() throws {
        let directory = try CellspecRun.directory(["page.md": Self.good, "shared.md": "# Shared\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try cellspec(["check", "page.md", "--report", "page.md"], in: directory)
        #expect(page.status == 2)
        #expect(
            page.standardError
                == "cellspec: error: cannot write the report to 'page.md': it is one of the inputs; choose another --report\n"
        )
        #expect(contents(directory.appendingPathComponent("page.md")) == Self.good)

        let other = try cellspec(["check", "page.md", "--report", "./page.md"], in: directory)
        #expect(other.status == 2)
        #expect(other.standardError.contains("cannot write the report to './page.md': it is the input 'page.md'"))

        let contexts = try cellspec(
            ["check", "page.md", "--contexts", "shared.md", "--report", "shared.md"], in: directory)
        #expect(contexts.status == 2)
        #expect(contents(directory.appendingPathComponent("shared.md")) == "# Shared\n")
    }

    @Test func aReportOntoALenientGuideIsRefused() throws {
        let directory = try CellspecRun.directory(["guide.md": Self.good])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try cellspec(["check", "--lenient", "guide.md", "--report", "guide.md"], in: directory)
        #expect(run.status == 2)
        #expect(run.standardError.contains("cannot write the report to 'guide.md': it is one of the inputs"))
        #expect(contents(directory.appendingPathComponent("guide.md")) == Self.good)
    }

    /// Before: a link was replaced (as root, `/dev/stdout` itself), a FIFO blocked or was replaced,
    /// and a missing directory was a raw Foundation error with exit 1 after the whole run. The links
    /// and the device are the test's own, in its scratch directory: the real `/dev/stdout` and
    /// `/dev/null` are never given, since a cellspec with the defect (as root) replaces them.
    @Test func aReportOntoALinkADeviceAFIFOOrADirectoryOrWhereItCannotBeWrittenIsRefused() throws {
        let directory = try CellspecRun.directory(["page.md": Self.good, "target.json": "mine"])
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("link.json").path, withDestinationPath: "target.json")
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("stdout").path, withDestinationPath: "/proc/self/fd/1")
        #expect(mkfifo(directory.appendingPathComponent("fifo.json").path, 0o600) == 0)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("folder"), withIntermediateDirectories: true)
        var refusals = [
            "link.json": "it is a symbolic link", "stdout": "it is a symbolic link",
            "fifo.json": "it is a device, a FIFO or a socket, not a file", "folder": "it is a directory",
            "missing/report.json": "its directory 'missing' does not exist",
        ]
        // A character device of the test's own (the null device's numbers, 1:3), where it may make one.
        if mknod(directory.appendingPathComponent("null").path, S_IFCHR | 0o666, 259) == 0 {
            refusals["null"] = "it is a device, a FIFO or a socket, not a file"
        }
        for (path, reason) in refusals {
            let run = try cellspec(["check", "page.md", "--report", path], in: directory)
            #expect(run.status == 2, "\(path)")
            #expect(
                run.standardError
                    == "cellspec: error: cannot write the report to '\(path)': \(reason); choose another --report\n")
        }
        #expect(contents(directory.appendingPathComponent("target.json")) == "mine")
        for (link, target) in ["link.json": "target.json", "stdout": "/proc/self/fd/1"] {
            let destination = try FileManager.default.destinationOfSymbolicLink(
                atPath: directory.appendingPathComponent(link).path)
            #expect(destination == target)
        }
        // A plain new file is written, and nothing else is left beside it.
        #expect(try cellspec(["check", "page.md", "--report", "report.json"], in: directory).status == 0)
        #expect(contents(directory.appendingPathComponent("report.json"))?.contains("\"schemaVersion\"") == true)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
                == (["fifo.json", "folder", "link.json", "page.md", "report.json", "stdout", "target.json"]
                + (refusals["null"] == nil ? [] : ["null"])).sorted())
    }

    /// Before: `merge --report` onto a shard replaced the shard.
    @Test func mergeRefusesAReportOntoAShard() throws {
        let directory = try CellspecRun.directory(["page.md": Self.good])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try cellspec(["check", "page.md", "--report", "shard.json"], in: directory).status == 0)
        let shard = contents(directory.appendingPathComponent("shard.json"))
        let run = try cellspec(
            ["merge", "shard.json", "--pages", "page.md", "--output", "site", "--report", "shard.json"], in: directory)
        #expect(run.status == 2)
        #expect(run.standardError.contains("cannot write the report to 'shard.json': it is one of the inputs"))
        #expect(contents(directory.appendingPathComponent("shard.json")) == shard)
    }

    /// Before: a page edited after its shard ran was merged, and the site showed the old code as verified.
    @Test func aShardCheckedBeforeThePageChangedIsRefused() throws {
        let directory = try CellspecRun.directory(["page.md": Self.good])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try cellspec(["check", "page.md", "--report", "shard.json"], in: directory).status == 0)
        try Data(Self.good.replacingOccurrences(of: "fine", with: "edited").utf8)
            .write(to: directory.appendingPathComponent("page.md"))
        let run = try cellspec(["merge", "shard.json", "--pages", "page.md", "--output", "site"], in: directory)
        #expect(run.status == 2)
        #expect(
            run.standardError
                == "page.md:3:1: error: shard 'shard.json' checked another version of this example than the page now holds; check the shard again\n"
        )
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("site").path))
    }

    /// Before: the whole check ran, then the site could not be written.
    @Test func anOutputThatIsALinkIsRefusedBeforeTheRun() throws {
        let directory = try CellspecRun.directory(["page.md": Self.good])
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("site").path, withDestinationPath: "real")
        let run = try cellspec(["build", "page.md", "--output", "site"], in: directory)
        #expect(run.status == 2)
        #expect(
            run.standardError
                == "cellspec: error: cannot write the site to 'site': it is a symbolic link; give the directory it points to, or another --output\n"
        )
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: directory.appendingPathComponent("site").path)
                == "real")
    }

    /// Before: the directory's contents were deleted, `.` included.
    @Test func benchEmptiesOnlyADirectoryItMade() throws {
        let directory = try CellspecRun.directory(["notes.txt": "mine"])
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("scratch"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: directory.appendingPathComponent("scratch/keep.txt"))
        let quick = [
            "--sizes", "1", "--repeats", "1", "--allow-fewer-repeats", "--naive-sample", "1", "--model", "/nonexistent",
        ]
        for (path, reason) in [
            ".": "it is the current directory or one of its parents",
            "scratch": "it is not empty and cellspec did not write it (it has no .cellspec-bench file)",
        ] {
            let run = try CellspecRun.run(["bench", "--directory", path] + quick, in: directory)
            #expect(run.status == 2, "\(path)")
            #expect(
                run.standardError.hasPrefix(
                    "cellspec: error: cannot write the bench's scratch files to '\(path)': \(reason)"))
        }
        #expect(contents(directory.appendingPathComponent("notes.txt")) == "mine")
        #expect(contents(directory.appendingPathComponent("scratch/keep.txt")) == "mine")
    }

    /// Before: a folder of the user's in the work directory named like a killed run's was removed.
    @Test func aFolderNamedLikeARunFolderButUnmarkedIsKept() throws {
        let directory = try CellspecRun.directory(["page.md": Self.good])
        defer { try? FileManager.default.removeItem(at: directory) }
        let work = directory.appendingPathComponent("work")
        let uuid = UUID().uuidString
        let folders = ["run-999999999.1-\(uuid)", "run-\(uuid)", "model-abc.staging-999999999.1-\(uuid)"]
        for folder in folders {
            try FileManager.default.createDirectory(
                at: work.appendingPathComponent(folder), withIntermediateDirectories: true)
            try Data("mine".utf8).write(to: work.appendingPathComponent("\(folder)/notes.txt"))
        }
        // An empty model folder makes the run stop early (the model's sources are missing) after
        // the work directory was prepared.
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("model"), withIntermediateDirectories: true)
        let run = try CellspecRun.run(
            ["check", "page.md", "--model", "model", "--work-directory", "work"], in: directory)
        #expect(run.status == 3)
        for folder in folders { #expect(contents(work.appendingPathComponent("\(folder)/notes.txt")) == "mine") }
    }

    /// Before: the pages behind the links were read and listed (and rendered into a site), exit 0.
    @Test func pagesLinkedFromOutsideTheirTreeAreRefusedAndTheOthersChecked() throws {
        let directory = try CellspecRun.directory([
            "secret.md": Self.good.replacingOccurrences(of: "id=good", with: "id=secret")
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let docs = directory.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try Data(Self.good.utf8).write(to: docs.appendingPathComponent("ok.md"))
        try FileManager.default.createSymbolicLink(
            atPath: docs.appendingPathComponent("env.md").path, withDestinationPath: "/proc/self/environ")
        try FileManager.default.createSymbolicLink(
            atPath: docs.appendingPathComponent("secret.md").path, withDestinationPath: "../secret.md")
        let run = try cellspec(["check", "--list", "docs"], in: directory)
        #expect(run.status == 2)
        #expect(run.standardOutput.hasPrefix("docs/ok.md:3:1: correct 'good'"))
        #expect(!run.standardOutput.contains("secret"))
        let errors = run.standardError.split(separator: "\n")
        #expect(errors.count == 2)
        #expect(errors.contains { $0.hasPrefix("docs/env.md:1:1: error: a symbolic link to /proc/") })
        #expect(
            errors.contains {
                $0.hasPrefix(
                    "docs/secret.md:1:1: error: a symbolic link to \(directory.path)/secret.md, outside the pages' directory"
                )
            })
        let named = try cellspec(["check", "--list", "docs/secret.md", "docs/ok.md"], in: directory)
        #expect(named.status == 2)
        #expect(named.standardOutput.hasPrefix("docs/ok.md:3:1: correct 'good'"))
        #expect(!named.standardOutput.contains("secret"))
    }

    /// Before: `docs ./docs $PWD/docs/../docs/ok.md` listed (and counted) the example three times.
    @Test func aPageNamedSeveralWaysIsCheckedOnce() throws {
        let directory = try CellspecRun.directory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let docs = directory.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try Data(Self.good.utf8).write(to: docs.appendingPathComponent("ok.md"))
        let run = try cellspec(
            ["check", "--list", "docs", "./docs", "\(directory.path)/docs/../docs/ok.md"], in: directory)
        #expect(run.status == 0)
        #expect(run.standardOutput.split(separator: "\n").count == 1)
    }

    /// Before: the unreadable directory was skipped silently, exit 0. Run without the capability that
    /// lets root read any directory, so the test means the same as root and as a user.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") || getuid() != 0))
    func anUnreadableDirectoryIsAnErrorThatHidesNoOtherPage() throws {
        let directory = try CellspecRun.directory([:])
        defer {
            chmod(directory.appendingPathComponent("docs/locked").path, 0o755)
            try? FileManager.default.removeItem(at: directory)
        }
        let docs = directory.appendingPathComponent("docs")
        try FileManager.default.createDirectory(
            at: docs.appendingPathComponent("locked"), withIntermediateDirectories: true)
        try Data(Self.good.utf8).write(to: docs.appendingPathComponent("ok.md"))
        try Data(Self.good.replacingOccurrences(of: "id=good", with: "id=hidden").utf8)
            .write(to: docs.appendingPathComponent("locked/hidden.md"))
        #expect(chmod(docs.appendingPathComponent("locked").path, 0) == 0)
        let arguments = ["check", "--list", "docs", "--model", Self.model, "--work-directory", Self.workDirectory]
        let process = Process()
        if getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments =
                ["--bounding-set=-dac_override,-dac_read_search", Fixtures.cellspecBinary.path] + arguments
        } else {
            process.executableURL = Fixtures.cellspecBinary
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        let output = directory.appendingPathComponent("stdout"), errors = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(contents(output)?.hasPrefix("docs/ok.md:3:1: correct 'good'") == true)
        #expect(
            contents(errors)
                == "docs/locked:1:1: error: cannot read the directory: permission denied [page.unreadable]\n")
    }

    /// Before: `--timeout 9300000000` trapped on overflow (SIGILL, status 132) once examples ran;
    /// here, with `--list`, it was accepted.
    @Test(arguments: [
        ["check", "--timeout", "9300000000"], ["check", "--timeout", "0"], ["check", "--compile-timeout=-1"],
        ["check", "--jobs", "100000"], ["build", "--compile-timeout", "9223372036854775807"],
    ])
    func aNumericOptionOutOfRangeIsAUsageError(_ arguments: [String]) throws {
        let directory = try CellspecRun.directory(["page.md": Self.good])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try cellspec(arguments + ["--list", "page.md"], in: directory)
        #expect(run.status == 2)
        let option = arguments[1].split(separator: "=")[0]
        #expect(run.standardError.hasPrefix("Error: \(option) takes "))
    }

    /// Before: the error named `<parent>/ModelContract`, a path the user never gave.
    @Test func aModelWithoutItsContractIsNamedAsGiven() throws {
        let directory = try CellspecRun.directory(["page.md": Self.good])
        defer { try? FileManager.default.removeItem(at: directory) }
        let model = directory.appendingPathComponent("mine/model")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try Data("public struct Thing {}\n".utf8).write(to: model.appendingPathComponent("Thing.swift"))
        let run = try CellspecRun.run(
            ["check", "page.md", "--model", "mine/model", "--work-directory", "work"], in: directory)
        #expect(run.status == 3)
        #expect(run.standardError.contains("UIKitModel sources at mine/model "))
        #expect(!run.standardError.contains(directory.path))
    }

    /// Before: the compiler's output was one line with `\u{A}` in place of each newline.
    @Test func aToolFailurePrintsNewlinesAsNewlines() throws {
        let directory = try CellspecRun.directory(["page.md": Self.good])
        defer { try? FileManager.default.removeItem(at: directory) }
        for folder in ["UIKitModel", "ModelContract"] {
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("let broken: Int = \"text\"\nlet other: Int = \"text\"\n".utf8)
            .write(to: directory.appendingPathComponent("UIKitModel/Broken.swift"))
        try Data("public struct Contract {}\n".utf8)
            .write(to: directory.appendingPathComponent("ModelContract/Contract.swift"))
        let run = try CellspecRun.run(
            ["check", "page.md", "--model", "UIKitModel", "--work-directory", "work"], in: directory)
        #expect(run.status == 3)
        #expect(run.standardError.contains("cellspec: error: the reference model does not compile:\n"))
        #expect(!run.standardError.contains("\\u{A}"))
        #expect(run.standardError.split(separator: "\n").count > 2)
    }
}
