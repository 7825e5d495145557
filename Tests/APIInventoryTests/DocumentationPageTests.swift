import Foundation
import Testing

@testable import APIInventory

/// Apple's documentation pages read into declarations, and their merge into the inventory, on
/// pages written for these tests in the shape of the mirror's (invented `XY` types and prose, not
/// copied from Apple's pages).
@Suite struct DocumentationPageTests {
    static func page(
        breadcrumb: [String], kind: String, title: String, platforms: String, declarations: [String],
        relationships: String = ""
    ) -> String {
        var text = "\n\n" + breadcrumb.map { "- \($0)" }.joined(separator: "\n") + "\n\n\(kind)\n\n# \(title)\n\n"
        text += "Says what the symbol is for, in a sentence.\n\n\(platforms)\n\n"
        for declaration in declarations { text += "``` source\n\(declaration)\n```\n\n" }
        text += "## Discussion\n\nMore prose, with a `code span`.\n\n"
        text += relationships
        return text
    }

    static let member = page(
        breadcrumb: ["UIKit", "XYWidget", " reload(at:) "], kind: "Instance Method", title: "reload(at:)",
        platforms: "iOS 15.0+iPadOS 15.0+Mac Catalyst 15.0+tvOS 15.0+visionOS 1.0+",
        declarations: ["@MainActor\nfunc reload(at indexPaths: [IndexPath])"])

    @Test func readsBreadcrumbKindAvailabilityAndDeclaration() throws {
        let page = try #require(try DocumentationPage.read(Self.member, path: "UIKit/md/xy-reload.md"))
        #expect(page.breadcrumb == ["UIKit", "XYWidget", "reload(at:)"])
        #expect(page.kind == "Instance Method")
        #expect(page.title == "reload(at:)")
        #expect(page.owner == "XYWidget")
        #expect(page.availability == .init(introduced: "15.0"))
        #expect(page.isOnIOS)
        #expect(page.declarations == [.init(text: "@MainActor\nfunc reload(at indexPaths: [IndexPath])\n", line: 16)])
    }

    @Test func readsADeprecationRangeAndDropsTheBreadcrumbMark() throws {
        let text = Self.page(
            breadcrumb: ["UIKit", "Views and controls", "XYWidget", " isFlat Deprecated"], kind: "Instance Property",
            title: "isFlat",
            platforms:
                "iOS 2.0–15.0DeprecatediPadOS 2.0–15.0DeprecatedMac Catalyst 13.1–15.0DeprecatedvisionOS 1.0–1.0Deprecated",
            declarations: ["@MainActor\nvar isFlat: Bool { get set }"])
        let page = try #require(try DocumentationPage.read(text, path: "p.md"))
        #expect(page.breadcrumb.last == "isFlat")
        #expect(page.owner == "XYWidget")
        #expect(page.availability == .init(introduced: "2.0", deprecated: "15.0"))
    }

    @Test func platformsWithoutAVersionAreUnknownAndWithoutIOSNotOnIOS() throws {
        #expect(PlatformsLine(text: "iOSiPadOSMac CatalysttvOSvisionOS")?.iOS == .init())
        #expect(PlatformsLine(text: "Mac Catalyst 13.1+macOS 10.15+")?.iOS == nil)
        #expect(PlatformsLine(text: "Mac Catalyst 13.1+macOS 10.15+") != nil)
        #expect(PlatformsLine(text: "iOS 18.0+iPadOS 18.0+Beta") != nil)
        // Prose that starts like a platform name is not a platforms line.
        #expect(PlatformsLine(text: "iOS apps can do this.") == nil)
        let text = Self.page(
            breadcrumb: ["UIKit", "XYWidget", "menuBarOnly"], kind: "Instance Property", title: "menuBarOnly",
            platforms: "Mac Catalyst 14.0+", declarations: ["var menuBarOnly: Bool { get }"])
        #expect(try DocumentationPage.read(text, path: "p.md")?.isOnIOS == false)
    }

    @Test func anArticleDeclaresNothingAndAPageWithoutDeclarationIsAProblem() throws {
        let article = Self.page(
            breadcrumb: ["UIKit", "Guides"], kind: "Article", title: "Using widgets", platforms: "", declarations: [])
        #expect(try DocumentationPage.read(article, path: "a.md") == nil)
        let empty = Self.page(
            breadcrumb: ["UIKit", "XYWidget", "spacing"], kind: "Instance Property", title: "spacing",
            platforms: "iOS 15.0+", declarations: [])
        #expect(
            throws: DocumentationPage.Problem(
                path: "UIKit/md/e.md", line: 9,
                reason: "a Instance Property page without a declaration (no ``` source block after the title)")
        ) {
            try DocumentationPage.read(empty, path: "UIKit/md/e.md")
        }
        #expect(throws: DocumentationPage.Problem.self) {
            try DocumentationPage.read("Just a paragraph.\n", path: "x.md")
        }
    }

    static let classPage = page(
        breadcrumb: ["UIKit", "XYPanel"], kind: "Class", title: "XYPanel", platforms: "iOS 16.0+iPadOS 16.0+",
        declarations: ["@MainActor\nclass XYPanel"],
        relationships: """
            ## Relationships

            ### Inherits From

            - XYWidget

            ### Conforms To

            - CVarArg
            - Equatable
            - XYPanelDelegate

            ## See Also

            """)

    @Test func readsRelationships() throws {
        let page = try #require(try DocumentationPage.read(Self.classPage, path: "p.md"))
        #expect(page.inheritsFrom == ["XYWidget"])
        #expect(page.conformsTo == ["CVarArg", "Equatable", "XYPanelDelegate"])
        #expect(page.isTypePage && page.owner == "")
        #expect(
            DocumentationMerge.typeDeclaration(page.declarations[0].text, page: page, rawType: nil)
                == "@MainActor\nclass XYPanel: XYWidget, XYPanelDelegate {}")
    }

    // MARK: Merge

    static let interface = """
        open class XYWidget : UIView {
            open func reload(at indexPaths: [IndexPath])
            open func reset(_ items: [Int])
            @available(iOS 13.0, *)
            open var isFlat: Bool
        }
        """

    static func pages(_ texts: [(String, String)]) throws -> [DocumentationPage] {
        try texts.map { path, text in try #require(try DocumentationPage.read(text, path: path)) }
    }

    @Test func fillsExistingEntriesAddsNewOnesAndKeepsTheInterfacesDeclaration() throws {
        let files = [(source: "iface", path: "XY.swift", text: Self.interface)]
        let existing = InventoryBuilder.entries(files: files)
        let deprecated = Self.page(
            breadcrumb: ["UIKit", "XYWidget", " isFlat Deprecated"], kind: "Instance Property", title: "isFlat",
            platforms: "iOS 13.0–17.0Deprecated", declarations: ["@MainActor\nvar isFlat: Bool { get set }"])
        let added = Self.page(
            breadcrumb: ["UIKit", "XYWidget", "reconfigure(at:)"], kind: "Instance Method", title: "reconfigure(at:)",
            platforms: "iOS 15.0+", declarations: ["@MainActor\nfunc reconfigure(at indexPaths: [IndexPath])"])
        let nested = Self.page(
            breadcrumb: ["UIKit", "XYWidget", "XYWidget.Style"], kind: "Structure", title: "XYWidget.Style",
            platforms: "iOS 15.0+",
            declarations: ["struct Style"],
            relationships: "## Relationships\n\n### Conforms To\n\n- Copyable\n- Hashable\n")
        let nestedMember = Self.page(
            breadcrumb: ["UIKit", "XYWidget", "XYWidget.Style", "plain()"], kind: "Type Method", title: "plain()",
            platforms: "iOS 15.0+", declarations: ["static func plain() -> XYWidget.Style"])
        let other = Self.page(
            breadcrumb: ["UIKit", "XYWidget", "reset(_:)"], kind: "Instance Method", title: "reset(_:)",
            platforms: "iOS 15.0+", declarations: ["func reset(_ items: [String])"])
        let outside = Self.page(
            breadcrumb: ["UIKit", "XYGadget"], kind: "Class", title: "XYGadget", platforms: "iOS 15.0+",
            declarations: ["class XYGadget"])
        let pages = try Self.pages([
            ("d/deprecated.md", deprecated), ("d/existing.md", Self.member), ("d/added.md", added),
            ("d/nested.md", nested), ("d/nested-member.md", nestedMember), ("d/other.md", other),
            ("d/outside.md", outside), ("d/panel.md", Self.classPage),
        ])
        let merge = DocumentationMerge(
            pages: pages, source: "docs", into: existing, interfaceFiles: files, families: ["XYPanel"])
        let byID = Dictionary(uniqueKeysWithValues: merge.entries.map { ($0.id, $0) })

        let reload = try #require(byID["XYWidget.reload(at: [IndexPath])"])
        #expect(reload.signature.isolation == "@MainActor @preconcurrency")
        #expect(reload.isolationSource == .init(source: "docs", path: "d/existing.md", line: 16))
        #expect(reload.source.source == "iface")
        #expect(reload.availability.introduced == "15.0")

        let flat = try #require(byID["XYWidget.isFlat"])
        #expect(flat.availability == .init(introduced: "13.0", deprecated: "17.0"))

        let reconfigure = try #require(byID["XYWidget.reconfigure(at: [IndexPath])"])
        #expect(reconfigure.source == .init(source: "docs", path: "d/added.md", line: 16))
        #expect(reconfigure.availability.introduced == "15.0")
        #expect(reconfigure.signature.isolation == "@MainActor @preconcurrency")

        let style = try #require(byID["XYWidget.Style"])
        #expect(style.signature.kind == "struct")
        #expect(style.declaration == "struct Style: Hashable")
        #expect(byID["XYWidget.Style.static plain()"]?.signature.result == "XYWidget.Style")

        #expect(byID["XYWidget.reset(_: [String])"] == nil)
        #expect(merge.report.differences.contains { $0.hasPrefix("XYWidget.reset(_: [Int]): the page declares") })
        #expect(byID["XYGadget"] == nil)
        #expect(merge.report.outsideFamilies == 1)
        #expect(byID["XYPanel"]?.signature.result == "XYWidget")
        #expect(byID["XYPanel"]?.signature.isolation == "@MainActor @preconcurrency")
        #expect(merge.report.added == 4)
        #expect(merge.report.deprecationsAdded == 1)
    }

    /// The mirror's pages lost every `<…>`: such a declaration gives isolation and availability, never a signature.
    @Test func aDeclarationThatLostItsGenericArgumentsIsNotAdded() throws {
        let files = [(source: "iface", path: "XY.swift", text: Self.interface + "\nstruct XYBox<Item> {}\n")]
        let existing = InventoryBuilder.entries(files: files)
        let lostSet = Self.page(
            breadcrumb: ["UIKit", "XYWidget", "tags"], kind: "Instance Property", title: "tags", platforms: "iOS 16.0+",
            declarations: ["@MainActor\nvar tags: Set { get }"])
        let lostBox = Self.page(
            breadcrumb: ["UIKit", "XYWidget", "box"], kind: "Instance Property", title: "box", platforms: "iOS 16.0+",
            declarations: ["var box: XYBox { get }"])
        let lostWhere = Self.page(
            breadcrumb: ["UIKit", "XYPanel"], kind: "Structure", title: "XYPanel", platforms: "iOS 16.0+",
            declarations: ["struct XYPanel where Item : Hashable"])
        let kept = Self.page(
            breadcrumb: ["UIKit", "XYWidget", "boxes"], kind: "Instance Property", title: "boxes",
            platforms: "iOS 16.0+",
            declarations: ["var boxes: [XYBox<Int>] { get }"])
        let pages = try Self.pages([("a.md", lostSet), ("b.md", lostBox), ("c.md", lostWhere), ("d.md", kept)])
        let merge = DocumentationMerge(
            pages: pages, source: "docs", into: existing, interfaceFiles: files, families: ["XYPanel"])
        let ids = Set(merge.entries.map(\.id))
        #expect(!ids.contains("XYWidget.tags") && !ids.contains("XYWidget.box") && !ids.contains("XYPanel"))
        #expect(ids.contains("XYWidget.boxes"))
        #expect(merge.report.damaged == 3)
        #expect(
            merge.report.damagedLeft == [
                "XYPanel: a `where` clause without generic parameters (c.md)",
                "XYWidget.box: `XYBox` without its generic arguments (b.md)",
                "XYWidget.tags: `Set` without its generic arguments (a.md)",
            ])
    }

    @Test func familiesFileErrorsNameTheLine() throws {
        let families = try InventoryBuilder.documentationFamilies(
            text: "# comment\nUITab\ttabs\n", file: "f.tsv")
        #expect(families == ["UITab": "tabs"])
        #expect(
            throws: InventoryError.malformed(
                file: "f.tsv", line: 2, reason: "expected 'type<TAB>family', found 'UITab'")
        ) {
            try InventoryBuilder.documentationFamilies(text: "# c\nUITab\n", file: "f.tsv")
        }
        #expect(throws: InventoryError.malformed(file: "f.tsv", line: 2, reason: "'UITab' is already listed at line 1"))
        {
            try InventoryBuilder.documentationFamilies(text: "UITab\ta\nUITab\tb\n", file: "f.tsv")
        }
    }
}
