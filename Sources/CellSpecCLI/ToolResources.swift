import Foundation

/// What cellspec needs besides its own binary — the model's sources (with the contract compiled into
/// them), the Spec's shared contexts — and where it keeps its work, so that `cellspec check page.md`
/// works from any directory and leaves it untouched.
///
/// The sources are looked for, in order: `$CELLSPEC_MODEL`; `share/cellspec/` beside an installed
/// binary (`bin/cellspec` → `share/cellspec/UIKitModel`, as `Scripts/install` lays it out); the
/// package the binary was built in (`.build/debug/cellspec` → `Sources/UIKitModel`); the current
/// directory's `Sources/UIKitModel`. Work files go to `$XDG_CACHE_HOME/cellspec`, or
/// `~/.cache/cellspec`, unless `--work-directory` says otherwise.
enum ToolResources {
    /// One place the model's sources may be, and the Spec contexts that go with them.
    struct Location: Equatable {
        var modelSources: String
        var sharedContexts: String?
    }

    /// The places looked at, in order; the first holding the model's sources wins.
    static var candidates: [Location] {
        var places: [Location] = []
        if let explicit = ProcessInfo.processInfo.environment["CELLSPEC_MODEL"], !explicit.isEmpty {
            places.append(Location(modelSources: explicit, sharedContexts: nil))
        }
        if let binary = executableDirectory {
            let share = binary.deletingLastPathComponent().appendingPathComponent("share/cellspec")
            places.append(
                Location(
                    modelSources: share.appendingPathComponent("UIKitModel").path,
                    sharedContexts: share.appendingPathComponent("contexts.md").path))
            var directory = binary
            while directory.path != "/" {
                directory.deleteLastPathComponent()
                if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                    places.append(package(at: directory))
                    break
                }
            }
        }
        places.append(package(at: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)))
        return places
    }

    /// UIKit's declarations beside the model's sources: `Sources/../Inventory/UIKit.jsonl` in the
    /// repository, `share/cellspec/Inventory/UIKit.jsonl` when installed; nil when there is none.
    static func inventoryFile(besideModel model: URL) -> URL? {
        [
            model.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "Inventory/UIKit.jsonl"),
            model.deletingLastPathComponent().appendingPathComponent("Inventory/UIKit.jsonl"),
        ].first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Where the model's sources are: the first candidate that holds them, or the first candidate
    /// (whose absence the run then reports).
    static let located: Location = {
        let places = candidates
        return places.first { hasSwiftFiles($0.modelSources) } ?? places[0]
    }()

    /// The Spec's shared contexts that go with the located model, when no `--model` chose another.
    static func sharedContexts(forModel modelPath: String?) -> [String] {
        guard modelPath == nil, let contexts = located.sharedContexts else { return [] }
        return [contexts]
    }

    /// The work directory when none is given: the user's cache, never the current directory.
    static var defaultWorkDirectory: String {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return "\(cache)/cellspec" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return "\(home)/.cache/cellspec"
    }

    private static func package(at root: URL) -> Location {
        let contexts = root.appendingPathComponent("Spec/contexts.md").path
        return Location(
            modelSources: root.appendingPathComponent("Sources/UIKitModel").path,
            sharedContexts: FileManager.default.fileExists(atPath: contexts) ? contexts : nil)
    }

    private static func hasSwiftFiles(_ directory: String) -> Bool {
        (FileManager.default.enumerator(atPath: directory)?.contains { ($0 as? String)?.hasSuffix(".swift") == true })
            ?? false
    }

    /// The directory of the running executable, with symbolic links resolved.
    private static var executableDirectory: URL? {
        let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        guard path.path != "/proc/self/exe" else { return nil }
        return path.deletingLastPathComponent()
    }
}
