import APIInventory
import Testing

@testable import DocsRenderer

/// The API reference shows the inventory per type (UIKit's declarations, declared, identical,
/// differing, missing) and a member's release and deprecation from UIKit's declaration when the
/// model records none.
@Suite struct APIReferenceInventoryTests {
    static let interface = """
        @available(iOS 6.0, *)
        class UIThing : NSObject {
          @available(iOS 14.0, *)
          var title: String? { get set }
          var count: Int { get }
          @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "reload()")
          func refresh()
          func missing()
        }
        """
    static let model = """
        public class UIThing: NSObject {
            public var title: String?
            public var count = 0
            public func refresh() {}
        }
        """

    @Test func eachTypeSaysHowMuchOfUIKitTheModelDeclares() throws {
        let entries = InventoryBuilder.entries(files: [("test", "UIThing.swift", Self.interface)])
        let surface = ModelSurface(
            files: [("UIThing.swift", Self.model)], inventoryTypes: Set(entries.filter(\.signature.isType).map(\.id)))
        let summary = InventorySummary(comparison: SignatureComparison(inventory: entries, model: surface))
        let row = try #require(summary.types["UIThing"])
        #expect(
            row.entries == 5 && row.declared == 4 && row.identical == 3 && row.missing == 1,
            "the type and its four members")
        #expect(row.differences == ["UIThing.count — the model's is settable"])

        let reference = APIReference(sources: [("UIThing.swift", Self.model)])
        // The index holds the table; each type's page its own line and its members' badges.
        let html = APIReferencePage(reference: reference, layout: SiteLayout(pages: []), inventory: summary).files()
            .values.sorted().joined()
        #expect(html.contains("UIKit: 5 declarations · 4 declared by the model · 3 identical · 1 differ · 1 missing"))
        #expect(html.contains("<li><code>UIThing.count — the model&#39;s is settable</code></li>"))
        #expect(html.contains(">iOS 14.0+ in UIKit</span>"), "title: UIKit's release, the model records none")
        #expect(html.contains(">deprecated in iOS 13.0; use reload()</span>"))
        #expect(
            html.contains(
                "<tr><th scope=\"row\"><code>UIThing</code></th><td>5</td><td>4</td><td>3</td><td>1</td><td>1</td></tr>"
            ))

        let without = APIReferencePage(reference: reference, layout: SiteLayout(pages: [])).files().values.joined()
        #expect(!without.contains("in UIKit</span>") && !without.contains("api-inventory"))
    }
}
