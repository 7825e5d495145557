import Foundation
import TestSupport
import Testing

@testable import DocsRenderer

/// The API reference is read from the model's sources; it must list what the compiled model exports.
@Suite struct APIReferenceTests {
    @Test func publicDeclarationsWithAvailabilityAndDeprecationAreListedByType() throws {
        let source = """
            /// A cell. Apple: UIThing.
            open class UIThing {
                /// Apple: UIThing.handler (iOS 15).
                open var handler: (() -> Void)? {
                    didSet { ModelAvailability.require("UIThing.handler", introduced: 15) }
                }
                @available(*, deprecated, message: "Use handler instead.")
                public var old = 0
                var hidden = 0
                /// Model extension, not UIKit API: for tests.
                public func modelReset() {}
                public enum Style { case plain, grouped }
            }
            extension UIThing {
                public static func make() -> UIThing { UIThing() }
                func internalHelper() {}
            }
            struct Internal { public var x = 1 }
            """
        let reference = APIReference(sources: [("UIThing.swift", source)])
        #expect(reference.types.map(\.name) == ["UIThing", "UIThing.Style"])
        let thing = try #require(reference.types.first)
        #expect(thing.kind == "class")
        #expect(thing.members.map(\.name) == ["handler", "old", "modelReset", "make"])
        #expect(thing.members[0].declaration == "var handler: (() -> Void)?")
        #expect(thing.members[0].introduced == 15)
        #expect(thing.members[1].deprecation == "deprecated: Use handler instead.")
        #expect(thing.members[1].declaration == "var old: Int = 0", "a literal's type and value")
        #expect(thing.members[2].isModelExtension)
        #expect(thing.members[3].declaration == "static func make() -> UIThing")
        #expect(reference.types[1].members.map(\.declaration) == ["case plain", "case grouped"])
    }

    static let modelSources = Fixtures.packageRoot.appendingPathComponent("Sources/UIKitModel")
    static let modules = Fixtures.packageRoot.appendingPathComponent(".build/debug/Modules")
    static let symbolGraphTool = URL(fileURLWithPath: "/usr/bin/env")

    @Test func theModelsReferenceKnowsItsAvailabilityAndDeprecations() throws {
        let reference = try APIReference.load(from: Self.modelSources)
        let cell = try #require(reference.types.first { $0.name == "UICollectionViewCell" })
        #expect(cell.members.first { $0.name == "configurationUpdateHandler" }?.introduced == 15)
        let content = try #require(reference.types.first { $0.name == "UIListContentConfiguration" })
        #expect(content.members.contains { $0.deprecation != nil })
    }

    /// Every type the compiled module exports is listed, and every type listed is exported: the
    /// symbol graph of the `UIKitModel` module SwiftPM built for the tests is the compiled API.
    @Test(
        .enabled(
            if: FileManager.default.fileExists(
                atPath: APIReferenceTests.modules.appendingPathComponent("UIKitModel.swiftmodule").path)))
    func theReferenceListsExactlyTheCompiledModulesTypes() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = Self.symbolGraphTool
        process.arguments = [
            "swift-symbolgraph-extract", "-module-name", "UIKitModel", "-I", Self.modules.path,
            "-target", Self.hostTriple, "-minimum-access-level", "public", "-output-dir", output.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift-symbolgraph-extract failed")
        let data = try Data(contentsOf: output.appendingPathComponent("UIKitModel.symbols.json"))
        let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
        let typeKinds: Set = ["swift.class", "swift.struct", "swift.enum", "swift.protocol"]
        let compiled = Set(
            graph.symbols.filter { typeKinds.contains($0.kind.identifier) }.map {
                $0.pathComponents.joined(separator: ".")
            })
        let reference = try APIReference.load(from: Self.modelSources)
        let listed = Set(reference.types.filter { $0.kind != "extension" }.map(\.name))
        #expect(listed.subtracting(compiled).sorted() == [], "listed but not compiled")
        #expect(compiled.subtracting(listed).sorted() == [], "compiled but not listed")
    }

    static var hostTriple: String {
        #if arch(arm64)
            "aarch64-unknown-linux-gnu"
        #else
            "x86_64-unknown-linux-gnu"
        #endif
    }

    struct SymbolGraph: Decodable {
        struct Symbol: Decodable {
            struct Kind: Decodable { var identifier: String }
            var kind: Kind
            var pathComponents: [String]
        }
        var symbols: [Symbol]
    }
}

extension APIReferenceTests {
    @Test func theReferenceIsCachedByModelKey() throws {
        let sources = FileManager.default.temporaryDirectory.appendingPathComponent("model-\(UUID().uuidString)")
        let cache = sources.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: sources) }
        try "public struct UIThing {}\n".write(
            to: sources.appendingPathComponent("UIThing.swift"), atomically: true, encoding: .utf8)
        let first = try APIReference.load(from: sources, key: "k1", cacheDirectory: cache)
        #expect(first.types.map(\.name) == ["UIThing"])
        try "public struct UIOther {}\n".write(
            to: sources.appendingPathComponent("UIThing.swift"), atomically: true, encoding: .utf8)
        #expect(
            try APIReference.load(from: sources, key: "k1", cacheDirectory: cache) == first, "same key: from the cache")
        #expect(try APIReference.load(from: sources, key: "k2", cacheDirectory: cache).types.map(\.name) == ["UIOther"])
    }
}

extension APIReferenceTests {
    @Test func membersAreModelledStoredOrWithoutASource() throws {
        let source = """
            /// Apple: UIThing — a control; `reset()` clears it.
            open class UIThing {
                public func reset() {}
                /// Apple: UIThing.isOn — a change sends an action.
                open var isOn = false
                /// Apple: UIThing.tint. Stored state.
                open var tint = 0
                public var undocumented = 0
                /// Model extension, not UIKit API: for tests.
                public func modelFlip() {}
                public enum Style { case plain, grouped }
            }
            /// Apple: UIFormat — `scale`. Stored state.
            public struct UIFormat {
                public var scale = 1
                /// Apple: UIFormat.preferred (WWDC20 session 10027) — picks the best.
                public static var preferred: UIFormat { UIFormat() }
            }
            """
        let reference = APIReference(sources: [("UIThing.swift", source)])
        let thing = try #require(reference.types.first { $0.name == "UIThing" })
        #expect(
            thing.members.map(\.coverage) == [.modelled, .modelled, .stored, .unsourced, .unsourced],
            "reset() is named by its type's citation")
        #expect(
            thing.count(.modelled) == 2 && thing.count(.stored) == 1 && thing.count(.unsourced) == 1,
            "the model's own member is not counted")
        let format = try #require(reference.types.first { $0.name == "UIFormat" })
        #expect(
            format.members.map(\.coverage) == [.stored, .modelled], "an undocumented member of a stored type is stored")
        #expect(reference.types.first { $0.name == "UIThing.Style" }?.members.map(\.coverage) == [.stored, .stored])

        let files = APIReferencePage(reference: reference, layout: SiteLayout(pages: [])).files()
        #expect(files.keys.sorted() == ["api-reference.html"] + reference.types.map { "api/\($0.name).html" }.sorted())
        let index = try #require(files["api-reference.html"])
        #expect(index.contains("UIKit members: 3 modelled, 4 stored, 1 without a source."))
        #expect(
            index.contains(
                "<li data-type=\"UIThing\" data-members=\"reset isOn tint undocumented modelFlip\"><a href=\"api/UIThing.html\"><code>UIThing</code></a> <span class=\"api-count\">5 members</span></li>"
            ), "the index links each type's page; the filter reads its members' names")
        let html = try #require(files["api/UIThing.html"])
        #expect(html.contains("<link rel=\"stylesheet\" href=\"../style.css\">"), "links from its folder")
        #expect(html.contains("<p class=\"api-coverage\">2 modelled, 1 stored, 1 without a source</p>"))
        #expect(html.contains("<li id=\"member-tint\">"), "an anchor per member")
        let unrecorded =
            "<span class=\"api-badge release unrecorded\" title=\"The model records no release for it and runs it on every release it simulates\">no release recorded</span>"
        #expect(
            html.contains(
                "<li id=\"member-tint\"><code class=\"api-declaration\">var tint: Int = 0</code> \(unrecorded) <span class=\"api-badge stored\">stored</span>"
            ))
        #expect(
            html.contains(
                "<code class=\"api-declaration\">var undocumented: Int = 0</code> \(unrecorded) <span class=\"api-badge unsourced\">no source</span>"
            ))
    }

    @Test func theModelsDocCommentsDecideItsCoverage() throws {
        let reference = try APIReference.load(from: Self.modelSources)
        let uikit = reference.types.filter { !$0.isModelExtension }
        let modelled = uikit.reduce(0) { $0 + $1.count(.modelled) }
        let stored = uikit.reduce(0) { $0 + $1.count(.stored) }
        let unsourced = uikit.reduce(0) { $0 + $1.count(.unsourced) }
        print("model coverage: \(modelled) modelled, \(stored) stored, \(unsourced) without a source")
        let cell = try #require(uikit.first { $0.name == "UICollectionViewListCell" })
        #expect(cell.members.first { $0.name == "indentsAccessories" }?.coverage == .stored)
        #expect(cell.members.first { $0.name == "accessories" }?.coverage == .modelled)
    }
}

extension APIReferenceTests {
    @Test func aBehaviourAppleDoesNotDocumentIsMarkedAsTheModelsChoice() throws {
        let source = """
            /// Apple: UIThing.
            open class UIThing {
                /// Apple: UIThing.reload() — asks again. Model's choice: the selection is
                /// discarded too.
                open func reload() {}
                /// Apple: UIThing.clear() — empties it.
                open func clear() {}
            }
            """
        let reference = APIReference(sources: [("UIThing.swift", source)])
        let thing = try #require(reference.types.first)
        #expect(thing.members.map(\.isModelChoice) == [true, false])
        let html = APIReferencePage(reference: reference, layout: SiteLayout(pages: [])).render(thing)
        #expect(
            html.contains(
                "<code class=\"api-declaration\">func reload()</code> <span class=\"api-badge release unrecorded\" title=\"The model records no release for it and runs it on every release it simulates\">no release recorded</span> <span class=\"api-badge choice\">model's choice</span>"
            ))
        #expect(!html.contains("<code class=\"api-declaration\">func clear()</code> <span class=\"api-badge choice\">"))
        #expect(
            !html.contains(
                "func clear()</code> <span class=\"api-badge release unrecorded\" title=\"The model records no release for it and runs it on every release it simulates\">no release recorded</span> <span class=\"api-badge choice\">"
            ))
    }

    @Test func theModelsUndocumentedSelectionAndCompletionChoicesAreMarked() throws {
        let reference = try APIReference.load(from: Self.modelSources)
        func member(_ type: String, _ name: String) -> APIReference.Member? {
            reference.types.first { $0.name == type }?.members.first { $0.name == name }
        }
        #expect(member("UITableView", "reloadData")?.isModelChoice == true)
        #expect(member("UICollectionView", "reloadData")?.isModelChoice == true)
        #expect(member("UITableView", "reloadRows")?.isModelChoice == true)
        #expect(member("UICollectionViewDiffableDataSource", "apply")?.isModelChoice == true)
        #expect(member("UITableViewDiffableDataSource", "apply")?.isModelChoice == true)
    }
}

extension APIReferenceTests {
    /// Every member says its type: as written, or as Swift infers it from a literal or an
    /// initializer call; `let` stays `let`.
    @Test func aStoredPropertyWithoutATypeAnnotationShowsTheTypeItsValueHas() throws {
        let source = """
            public struct UIThing {
                public var isOn = false
                public var count = -3
                public var scale = 0.5
                public var label = "Title"
                public static let circular = UIThing.Curve(rawValue: "circular")
                public static let identity = UIThing()
                public static let initialized = UIThing.init()
                public let tags = Set<String>()
                public var handler = { () in }
                public struct Curve { public init(rawValue: String) {} }
            }
            """
        let reference = APIReference(sources: [("UIThing.swift", source)])
        let thing = try #require(reference.types.first { $0.name == "UIThing" })
        #expect(
            thing.members.map(\.declaration) == [
                "var isOn: Bool = false", "var count: Int = -3", "var scale: Double = 0.5",
                "var label: String = \"Title\"",
                "static let circular: UIThing.Curve", "static let identity: UIThing", "static let initialized: UIThing",
                "let tags: Set<String>", "var handler",
            ])
    }

    /// The release a member needs: checked by the model, cited by its doc comment, or none recorded;
    /// the model's own members work on every release it simulates.
    @Test func everyMemberSaysTheReleaseItNeedsAndHowTheModelKnows() throws {
        let source = """
            /// Apple: UIThing.
            open class UIThing {
                /// Apple: UIThing.handler (iOS 15).
                open var handler: (() -> Void)? {
                    didSet { ModelAvailability.require("UIThing.handler", introduced: 15) }
                }
                /// Apple: UIThing.detail() (iOS 15.4).
                open func detail() {}
                open func reset() {}
                /// Model extension, not UIKit API: for tests.
                public func modelReset() {}
            }
            """
        let reference = APIReference(sources: [("UIThing.swift", source)])
        let thing = try #require(reference.types.first)
        #expect(thing.members.map(\.introduced) == [15, nil, nil, nil])
        #expect(thing.members.map(\.documentedRelease) == ["15", "15.4", nil, nil])
        let badges = thing.members.map { APIReferencePage.availability($0, inModelType: false) }
        #expect(badges[0].hasSuffix(">iOS 15+</span>") && !badges[0].contains("not checked"))
        #expect(badges[1].hasSuffix(">iOS 15.4+ · not checked</span>"))
        #expect(badges[2].hasSuffix(">no release recorded</span>"))
        #expect(badges[3].hasSuffix(">every simulated release</span>"))
        let html = APIReferencePage(reference: reference, layout: SiteLayout(pages: [])).render()
        #expect(html.contains("every release it simulates (iOS 14, 17, 18 and 26)"))
    }

    @Test func theModelsMembersAllSayAReleaseAndAType() throws {
        let reference = try APIReference.load(from: Self.modelSources)
        let page = APIReferencePage(reference: reference, layout: SiteLayout(pages: [])).files().values.joined()
        let members = reference.types.reduce(0) { $0 + $1.members.count }
        #expect(page.components(separatedBy: "</code> <span class=\"api-badge release").count - 1 == members)
        #expect(
            reference.types.first { $0.name == "UIImage" }?.members.first { $0.name == "preparingForDisplay" }?
                .documentedRelease == "15")
        let untyped = reference.types.flatMap { type in
            type.members.filter {
                $0.declaration.range(of: #"^(static |class )?(var|let) [^:]+$"#, options: .regularExpression) != nil
            }
            .map { "\(type.name).\($0.declaration)" }
        }
        #expect(untyped == [], "properties whose type the reference cannot say")
    }

    /// The filter box: each type of the index names its type and members for the page's script, and
    /// the box is shown only once that script ran, so without script the index lists every type.
    @Test func theReferenceHasAFilterThatNeedsTheScriptToShow() throws {
        let reference = APIReference(sources: [("UIThing.swift", "public struct UIThing { public var isOn = false }\n")]
        )
        let html = APIReferencePage(reference: reference, layout: SiteLayout(pages: [])).render()
        #expect(html.contains("<li data-type=\"UIThing\" data-members=\"isOn\">"))
        #expect(html.contains("<input type=\"search\" id=\"api-filter-input\""))
        #expect(html.contains("<label for=\"api-filter-input\">"))
        #expect(Stylesheet.css.contains(".api-filter { display: none; }"))
        #expect(Stylesheet.css.contains(".scripted .api-filter { display: block;"))
        #expect(PageTemplate.script.contains("getElementById(\"api-filter-input\")"))
        // Before the legend, so a reader looking for a name finds the box first, on a phone too.
        let filter = try #require(html.range(of: "class=\"api-filter\""))
        let legend = try #require(html.range(of: "Every member says the iOS release it needs"))
        #expect(filter.lowerBound < legend.lowerBound)
        #expect(html.components(separatedBy: "<div class=\"api-index-group\">").count == 3)
        #expect(html.contains("<nav class=\"api-index\" aria-label=\"Types\">"))
    }
}

extension APIReferenceTests {
    /// Overloads get anchors of their own; an example uses a member when its code names the member
    /// and the type, or a member name no other type has.
    @Test func membersHaveAnchorsAndTheExamplesThatUseThem() throws {
        let source = """
            public struct UIThing {
                public static func make() -> UIThing { UIThing() }
                public static func make(_ value: Int) -> UIThing { UIThing() }
                public var text = ""
                public static func uniqueFactory() -> UIThing { UIThing() }
            }
            public struct UIOther { public var text = "" }
            """
        let reference = APIReference(sources: [("UIThing.swift", source)])
        let thing = try #require(reference.types.first { $0.name == "UIThing" })
        #expect(
            APIReferencePage.memberAnchors(thing) == [
                "member-make", "member-make-2", "member-text", "member-uniqueFactory",
            ])
        let link = { (name: String) in "<a class=\"api-link\" href=\"api/\(name).html\">" }
        let page = """
            <figure class="example correct passed" id="example-one">\(link("UIThing"))x</a></figure>
            <figure class="example correct passed" id="example-two">no type named</figure>
            """
        let usage = APIUsage(
            pages: [("page.html", "Page", page)],
            references: [
                "page.html#example-one": MemberReferences(code: "let thing = UIThing.make(); print(thing.text)"),
                "page.html#example-two": MemberReferences(
                    code: "let cell = Cell(); print(cell.text, .uniqueFactory())"),
            ], reference: reference)
        #expect(usage.uses["UIThing"]?.map(\.href) == ["page.html#example-one"])
        let declarations = Dictionary(grouping: thing.members, by: \.name).mapValues { $0.map(\.declaration) }
        let make = try #require(declarations["make"])
        #expect(usage.memberUses["UIThing"]?[make[0]]?.map(\.label) == ["Page, Example 1"])
        #expect(usage.memberUses["UIThing"]?[make[1]] == nil, "make(_:) is another overload, not called")
        #expect(
            usage.memberUses["UIThing"]?[declarations["text"]?.first ?? ""]?.map(\.href) == ["page.html#example-one"],
            "text: only where UIThing is named")
        #expect(
            usage.memberUses["UIThing"]?[declarations["uniqueFactory"]?.first ?? ""]?.map(\.href) == [
                "page.html#example-two"
            ],
            "no other type has it")
        #expect(usage.memberUses["UIOther"] == nil)
    }
}
