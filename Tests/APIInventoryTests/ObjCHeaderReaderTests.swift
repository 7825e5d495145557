import Foundation
import Testing

@testable import APIInventory

/// The Objective-C header reader and the translation to Swift, on small headers written for
/// these tests (invented `XY` types in the shape of SDK headers, not copied from Apple's).
@Suite struct ObjCHeaderReaderTests {
    static let header = """
        #import <UIKit/UIView.h>
        // A comment with @interface NotAType in it.
        /* a block comment
           @property BOOL notAProperty; */
        #define XY_THING(a) \\
            (a)

        NS_HEADER_AUDIT_BEGIN(nullability, sendability)

        typedef NS_ENUM(NSInteger, XYWidgetStyle) {
            XYWidgetStylePlain,
            XYWidgetStyleGrouped API_AVAILABLE(ios(16.0)),
            XYWidgetStyleURLBased = 7,
        } API_AVAILABLE(ios(15.0)) NS_SWIFT_NAME(XYWidget.Style);

        typedef NS_OPTIONS(NSUInteger, XYWidgetEdges) {
            XYWidgetEdgesTop = 1 << 0,
            XYWidgetEdgesBottom = 1 << 1,
        } API_AVAILABLE(ios(15.0));

        typedef NSString * XYWidgetKind NS_TYPED_EXTENSIBLE_ENUM API_AVAILABLE(ios(17.0));

        @class XYOther;

        UIKIT_EXTERN API_AVAILABLE(ios(15.0)) NS_SWIFT_UI_ACTOR
        @interface XYWidget : UIView <NSCopying>
        {
            id _ivar;
        }
        @property (nonatomic, getter=isActive) BOOL active;
        @property (nonatomic, readonly) CGFloat spacing API_AVAILABLE(ios(16.0));
        @property (nonatomic, copy, nullable) NSString *title;
        @property (nonatomic, strong, null_resettable) UIColor *tint UI_APPEARANCE_SELECTOR;
        @property (class, nonatomic, readonly) XYWidget *sharedWidget;
        @property (nonatomic) XYWidgetStyle style;
        @property (nonatomic, getter=widgetHeight) CGFloat height;
        @property (nonatomic, copy, nullable) void (^handler)(XYWidget *widget);
        @property (nonatomic) UIEdgeInsets contentInsets API_DEPRECATED_WITH_REPLACEMENT("configuration", ios(2.0, 15.0));
        - (void)reload;
        - (BOOL)isEmpty API_DEPRECATED("prose that is not kept", ios(15.0, 17.0));
        - (void)setTitle:(nullable NSString *)title animated:(BOOL)animated NS_SWIFT_NAME(setTitle(_:animated:));
        - (void)insertItems:(NSArray<NSIndexPath *> *)indexPaths;
        + (instancetype)widgetWithStyle:(XYWidgetStyle)style NS_SWIFT_NAME(init(style:));
        + (XYWidget *)defaultWidget;
        - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
        - (instancetype)init NS_UNAVAILABLE;
        - (void)privateThing NS_REFINED_FOR_SWIFT;
        - (void)macOnly API_UNAVAILABLE(ios);
        - (void)widgetDidChange:(nullable XYWidget *)previous API_DEPRECATED("", ios(8.0, 17.0));
        - (BOOL)canOpenAnywhere NS_SWIFT_NONISOLATED;
        @end

        @interface XYWidget (Extras)
        @property (nonatomic, readonly) NSInteger count API_AVAILABLE(ios(18.0));
        @end

        API_AVAILABLE(ios(15.0))
        @protocol XYWidgetDelegate <NSObject>
        @optional
        - (void)widgetDidChange:(XYWidget *)widget;
        @end

        NS_HEADER_AUDIT_END(nullability, sendability)
        """

    static let notes = """
        ---
        Name: XYKit
        Classes:
        - Name: XYHidden
          SwiftPrivate: true
        - Name: XYWidget
          Methods:
          - Selector: "insertItems:" # an inline comment
            MethodKind: Instance
            SwiftName: insert(_:)
          - Selector: 'reload'
            MethodKind: Instance
            SwiftPrivate: true
          Properties:
          - Name: spacing
            PropertyKind: Instance
            SwiftName: interitemSpacing
        Tags:
        - Name: XYWidgetEdges
          SwiftName: XYWidget.Edges
        SwiftVersions:
        - Version: 3
          Classes:
          - Name: XYWidget
            SwiftName: OldWidget
        """

    func translation(notes: String = Self.notes) -> HeaderTranslation {
        HeaderTranslation(
            files: [.init(source: "fixture", path: "XYWidget.h", header: ObjCHeader(text: Self.header))],
            apiNotes: APINotes(text: notes), knownClasses: ["UIView", "UIColor"])
    }

    @Test func apiNotesRenameAndHideAndWinOverTheHeader() throws {
        let notes = APINotes(text: Self.notes)
        #expect(notes.types["XYHidden"] == .init(swiftPrivate: true))
        #expect(notes.types["XYWidget"]?.swiftName == nil, "the SwiftVersions section is not read")
        #expect(notes.methods["XYWidget|Instance|insertItems:"]?.swiftName == "insert(_:)")
        #expect(notes.methods["XYWidget|Instance|reload"]?.swiftPrivate == true)
        let t = translation()
        let ids = Set(t.entries.map(\.id))
        #expect(ids.contains("XYWidget.insert(_: [IndexPath])"))
        #expect(ids.contains("XYWidget.interitemSpacing"))
        #expect(!ids.contains("XYWidget.spacing"))
        #expect(!ids.contains("XYWidget.reload()"))
        #expect(ids.contains("XYWidget.Edges.static top"))
        #expect(t.untranslated.contains { $0.declaration == "-reload" && $0.reason.contains("SwiftPrivate") })
    }

    @Test func readsContainersMembersAndEnumsWithTheirLines() throws {
        let header = ObjCHeader(text: Self.header)
        #expect(header.containers.map(\.name) == ["XYWidget", "XYWidget", "XYWidgetDelegate"])
        let widget = try #require(header.containers.first)
        #expect(widget.kind == .class)
        #expect(widget.superclass == "UIView")
        #expect(widget.protocols == ["NSCopying"])
        #expect(widget.attributes.uiActor)
        #expect(widget.attributes.availability.introduced == "15.0")
        #expect(widget.line == 26)
        let selectors = widget.members.map(\.selector)
        #expect(selectors.contains("setTitle:animated:"))
        #expect(selectors.contains("handler"))
        #expect(!selectors.contains("notAProperty"))
        let active = try #require(widget.members.first { $0.selector == "active" })
        #expect(active.getter == "isActive")
        #expect(active.line == 30)
        #expect(header.containers[1].kind == .category)
        #expect(header.containers[2].kind == .protocol)
        #expect(header.containers[2].members.first?.isOptional == true)
        #expect(header.enumerations.map(\.name) == ["XYWidgetStyle", "XYWidgetEdges", "XYWidgetKind"])
        #expect(header.enumerations[0].attributes.swiftName == "XYWidget.Style")
        #expect(
            header.enumerations[0].cases.map(\.name) == [
                "XYWidgetStylePlain", "XYWidgetStyleGrouped", "XYWidgetStyleURLBased",
            ])
        #expect(header.enumerations[0].cases[1].attributes.availability.introduced == "16.0")
        #expect(header.enumerations[2].kind == .typedExtensible)
    }

    @Test func availabilityMacrosKeepVersionsAndReplacementsNotProse() throws {
        let widget = try #require(ObjCHeader(text: Self.header).containers.first)
        let insets = try #require(widget.members.first { $0.selector == "contentInsets" })
        #expect(
            insets.attributes.availability == .init(introduced: "2.0", deprecated: "15.0", renamed: "configuration"))
        let empty = try #require(widget.members.first { $0.selector == "isEmpty" })
        #expect(empty.attributes.availability == .init(introduced: "15.0", deprecated: "17.0"))
        #expect(widget.members.first { $0.selector == "macOnly" }?.attributes.availability.unavailable == true)
    }

    @Test func translatesOnlyWhatIsCertain() throws {
        let t = translation(notes: "---\nName: XYKit\n")
        let ids = Set(t.entries.map(\.id))
        for id in [
            "XYWidget", "XYWidget.isActive", "XYWidget.spacing", "XYWidget.title", "XYWidget.tint",
            "XYWidget.static sharedWidget", "XYWidget.style", "XYWidget.reload()", "XYWidget.isEmpty()",
            "XYWidget.setTitle(_: String?, animated: Bool)", "XYWidget.init(style: XYWidget.Style)",
            "XYWidget.static defaultWidget()", "XYWidget.count", "XYWidget.Style", "XYWidget.Style.plain",
            "XYWidget.Style.grouped", "XYWidget.Style.urlBased", "XYWidgetEdges", "XYWidgetEdges.static top",
            "XYWidgetKind", "XYWidgetDelegate",
        ] {
            #expect(ids.contains(id), "missing \(id)")
        }
        let entry = { (id: String) in t.entries.first { $0.id == id } }
        #expect(entry("XYWidget.title")?.signature.result == "String?")
        #expect(entry("XYWidget.tint")?.signature.result == "UIColor!")
        #expect(entry("XYWidget.spacing")?.signature.isSettable == false)
        #expect(entry("XYWidget.spacing")?.availability.introduced == "16.0")
        #expect(entry("XYWidget.isActive")?.signature.isolation == "@MainActor @preconcurrency")
        #expect(entry("XYWidget")?.signature.result == "UIView")
        #expect(entry("XYWidget.Style")?.type == "XYWidget")
        #expect(entry("XYWidget.isActive")?.source == .init(source: "fixture", path: "XYWidget.h", line: 30))
        // Not certain, so listed and not guessed.
        let untranslated = Set(t.untranslated.map(\.declaration))
        #expect(untranslated.contains("-insertItems:"))
        #expect(untranslated.contains("-initWithFrame:"))
        #expect(untranslated.contains("-privateThing"))
        #expect(untranslated.contains("@property CGFloat height"))
        #expect(untranslated.contains("-widgetDidChange:"))
        #expect(!ids.contains { $0.contains("macOnly") })
        #expect(!ids.contains { $0.contains("init()") })
        #expect(!ids.contains { $0.contains("height") })
        #expect(t.isolation["XYWidget"]?.isolation == "@MainActor @preconcurrency")
        #expect(t.isolation["XYWidgetDelegate"] == nil)
        #expect(entry("XYWidget.canOpenAnywhere()")?.signature.isolation == "nonisolated")
    }

    @Test func enumCaseNamesStripTheSharedWordPrefixOrAreLeftUntranslated() {
        #expect(HeaderTranslation.words("UIButtonTypeSystem") == ["UI", "Button", "Type", "System"])
        #expect(HeaderTranslation.words("XYStyleURLBased") == ["XY", "Style", "URL", "Based"])
        func enumeration(_ names: [String], renamed: Bool = false) -> ObjCHeader.Enumeration {
            var cases = names.enumerated().map { ObjCHeader.EnumCase(name: $1, attributes: .init(), line: $0 + 1) }
            if renamed { cases[0].attributes.swiftName = "other" }
            return ObjCHeader.Enumeration(
                kind: .enum, name: "XYMode", rawType: "NSInteger", cases: cases, attributes: .init(), line: 1)
        }
        #expect(HeaderTranslation.caseNames(enumeration(["XYModeOn", "XYModeOff"])) == ["on", "off"])
        #expect(HeaderTranslation.caseNames(enumeration(["XYModeUIKit", "XYModeOther"])) == ["uiKit", "other"])
        // A digit in a name (where the importer's word boundaries are not re-implemented), a
        // single case, a renamed case: not certain.
        #expect(HeaderTranslation.caseNames(enumeration(["XYMode1x", "XYMode2x"])) == [nil, nil])
        #expect(HeaderTranslation.caseNames(enumeration(["XYModeOnly"])) == [nil])
        #expect(HeaderTranslation.caseNames(enumeration(["XYModeOn", "XYModeOff"], renamed: true)) == [nil, nil])
    }

    @Test func mergingAddsDeprecationsIsolationAndNewEntries() throws {
        func existing(_ id: String, type: String, kind: String, name: String, introduced: String?) -> InventoryEntry {
            var signature = Signature(kind: kind, name: name)
            signature.result = kind == "var" ? "UIEdgeInsets" : nil
            return InventoryEntry(
                id: id, type: type, signature: signature, declaration: "", availability: .init(introduced: introduced),
                source: .init(source: "interface", path: "XYWidget.swift", line: 1))
        }
        let inventory = [
            existing("XYWidget", type: "", kind: "class", name: "XYWidget", introduced: "15.0"),
            existing("XYWidget.contentInsets", type: "XYWidget", kind: "var", name: "contentInsets", introduced: "2.0"),
            existing("XYWidget.isEmpty()", type: "XYWidget", kind: "func", name: "isEmpty()", introduced: "14.0"),
            existing("XYWidget.reload()", type: "XYWidget", kind: "func", name: "reload()", introduced: "14.0"),
            existing(
                "XYWidget.widgetDidChange(_: XYWidget?)", type: "XYWidget", kind: "func", name: "widgetDidChange(_:)",
                introduced: "8.0"),
        ]
        let (merged, report) = translation(notes: "").merge(into: inventory)
        let insets = try #require(merged.first { $0.id == "XYWidget.contentInsets" })
        #expect(insets.availability == .init(introduced: "2.0", deprecated: "15.0", renamed: "configuration"))
        #expect(insets.signature.isolation == "@MainActor @preconcurrency")
        #expect(insets.isolationSource == .init(source: "fixture", path: "XYWidget.h", line: 26))
        let empty = try #require(merged.first { $0.id == "XYWidget.isEmpty()" })
        #expect(empty.availability.introduced == "15.0", "the header states its own version, so it wins")
        #expect(empty.availability.deprecated == "17.0")
        let reload = try #require(merged.first { $0.id == "XYWidget.reload()" })
        #expect(
            reload.availability.introduced == "14.0", "the header's version is its type's, so the interface's is kept")
        #expect(report.introducedDisagreements.count == 2)
        #expect(merged.first { $0.id == "XYWidget.canOpenAnywhere()" }?.signature.isolation == "nonisolated")
        let changed = try #require(merged.first { $0.id == "XYWidget.widgetDidChange(_: XYWidget?)" })
        #expect(changed.availability.deprecated == "17.0", "matched by the selector its Swift name spells")
        #expect(report.deprecationsAdded == 3)
        #expect(
            HeaderTranslation.plainSelector(of: Signature(kind: "func", name: "setTitle(_:animated:)"))
                == "setTitle:animated:")
        #expect(HeaderTranslation.plainSelector(of: Signature(kind: "func", name: "reloadData()")) == "reloadData")
        #expect(HeaderTranslation.plainSelector(of: Signature(kind: "func", name: "title(for:)")) == nil)
        #expect(HeaderTranslation.plainSelector(of: Signature(kind: "init", name: "init(frame:)")) == nil)
        #expect(report.isolated == 1)
        #expect(merged.contains { $0.id == "XYWidget.isActive" })
        #expect(report.added == merged.count - inventory.count)
        #expect(Set(merged.map(\.id)).count == merged.count)
    }

    @Test func preprocessorLinesAndStringsDoNotConfuseTheReader() {
        let header = ObjCHeader(
            text: """
                #if TARGET_OS_IOS
                UIKIT_EXTERN NSString *const XYNote; // "@interface"
                #endif
                API_AVAILABLE_BEGIN(ios(16.0))
                @interface XYPlain : NSObject
                - (void)go:(NSString *)a :(NSString *)b;
                @end
                API_AVAILABLE_END
                XY_EXTERN API_AVAILABLE(ios(9.0)) NS_SWIFT_UI_ACTOR
                @interface XYAnchor<AnchorType> : NSObject
                #if XY_NEWER
                    <NSCopying, NSCoding>
                #endif
                - (id)constraintTo:(XYAnchor<AnchorType> *)anchor __attribute__((warn_unused_result));
                @end
                """)
        #expect(header.containers.map(\.name) == ["XYPlain", "XYAnchor"])
        #expect(header.containers.last?.superclass == "NSObject")
        #expect(header.containers.last?.protocols == ["NSCopying", "NSCoding"])
        #expect(header.containers.last?.attributes.uiActor == true)
        #expect(header.containers.last?.members.map(\.selector) == ["constraintTo:"])
        #expect(header.containers.first?.attributes.availability.introduced == "16.0")
        #expect(header.containers.first?.members.first?.selector == "go::")
        #expect(header.containers.first?.members.first?.attributes.availability.introduced == "16.0")
    }

    @Test func theBuilderReadsHeadersSourcesAndTheirAPINotesFromACheckout() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("objc-headers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Headers"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.header.write(to: root.appendingPathComponent("Headers/XYWidget.h"), atomically: true, encoding: .utf8)
        try Self.notes.write(
            to: root.appendingPathComponent("Headers/XYKit.apinotes"), atomically: true, encoding: .utf8)
        func sources(_ files: [String]) -> InventoryBuilder.Sources {
            .init(sources: [
                .init(
                    id: "fixture-headers", repository: "https://example.invalid/xy", commit: "0",
                    retrieved: "2026-11-27",
                    description: "fixture", files: files, role: "headers")
            ])
        }
        let both = try InventoryBuilder.headerFiles(
            sources: sources(["Headers/XYWidget.h", "Headers/XYKit.apinotes"]), checkouts: ["fixture-headers": root])
        #expect(both.files.map(\.path) == ["Headers/XYWidget.h"])
        #expect(both.apiNotes?.types["XYHidden"]?.swiftPrivate == true)
        let headerOnly = try InventoryBuilder.headerFiles(
            sources: sources(["Headers/XYWidget.h"]), checkouts: ["fixture-headers": root])
        #expect(headerOnly.apiNotes == nil, "without the API notes no entry can be added")
        #expect(throws: InventoryBuilder.BuildError.self) {
            try InventoryBuilder.headerFiles(sources: sources(["Headers/XYWidget.h"]), checkouts: [:])
        }
        let translation = HeaderTranslation(
            files: both.files, apiNotes: both.apiNotes!, knownClasses: ["UIView", "UIColor"])
        let table = InventoryBuilder.untranslatedTable(translation)
        #expect(table.contains("fixture-headers:Headers/XYWidget.h:"))
        #expect(table.split(separator: "\n").filter { !$0.hasPrefix("#") }.count == translation.untranslated.count)
    }
}
