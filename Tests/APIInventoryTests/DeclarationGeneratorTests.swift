import APIInventory
import Foundation
import Testing

/// `cellspec inventory declare`: what it writes for a small made-up model and inventory, that running
/// it on its own output changes nothing, and that the checked-in model is what it makes.
@Suite struct DeclarationGeneratorTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let configuration = root.appendingPathComponent(".swift-format")

    static func entry(
        _ type: String, _ declaration: String, kind: String, name: String, settable: Bool = false,
        isStatic: Bool = false, result: String? = nil, line: Int, parameters: [Signature.Parameter] = [],
        deprecated: String? = nil
    ) -> InventoryEntry {
        var signature = Signature(kind: kind, name: name)
        signature.isSettable = settable
        signature.isStatic = isStatic
        signature.result = result
        signature.parameters = parameters
        let id: String
        if signature.isType {
            id = type.isEmpty ? name : "\(type).\(name)"
        } else {
            id = type.isEmpty ? signature.key : "\(type).\(signature.key)"
        }
        return InventoryEntry(
            id: id, type: signature.isType ? "" : type, signature: signature, declaration: declaration,
            availability: .init(introduced: "11.0", deprecated: deprecated),
            source: .init(source: "test", path: "iOS/UIKit/UIThing.swift", line: line))
    }

    static let model: [(path: String, text: String)] = [
        (
            "Views/UIThing.swift",
            """
            import Foundation

            /// A hand-written class.
            @MainActor @preconcurrency
            open class UIThing: NSObject {
                open var modelled = 1
            }

            public enum UIThingStyle: Int { case plain }
            """
        )
    ]

    static let inventory: [InventoryEntry] = [
        entry("", "class UIThing : NSObject", kind: "class", name: "UIThing", line: 1),
        entry("UIThing", "var modelled: Int", kind: "var", name: "modelled", settable: true, result: "Int", line: 2),
        entry("UIThing", "var title: String?", kind: "var", name: "title", settable: true, result: "String?", line: 3),
        entry(
            "UIThing", "func makeGadget() -> UIGadget", kind: "func", name: "makeGadget()", result: "UIGadget",
            line: 4),
        entry(
            "UIThing", "func draw(_ rect: CGRect)", kind: "func", name: "draw(_:)", result: "()", line: 5,
            parameters: [.init(label: "_", type: "CGRect", hasDefault: false)], deprecated: "13.0"),
        entry(
            "UIThing", "func paint(with context: CGContext)", kind: "func", name: "paint(with:)", result: "()",
            line: 6, parameters: [.init(label: "with", type: "CGContext", hasDefault: false)]),
        entry("", "class UIGadget : NSObject", kind: "class", name: "UIGadget", line: 7),
        entry("UIGadget", "var isOn: Bool { get }", kind: "var", name: "isOn", result: "Bool", line: 8),
        entry("", "protocol UIGadgetDelegate : NSObjectProtocol", kind: "protocol", name: "UIGadgetDelegate", line: 9),
        entry(
            "UIGadgetDelegate", "optional func gadgetDidTurn(_ gadget: UIGadget)", kind: "func",
            name: "gadgetDidTurn(_:)", result: "()", line: 10,
            parameters: [.init(label: "_", type: "UIGadget", hasDefault: false)]),
        entry(
            "",
            "struct UIGadgetKind : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable",
            kind: "struct", name: "UIGadgetKind", line: 11),
        entry(
            "UIGadgetKind", "init(rawValue: String)", kind: "init", name: "init(rawValue:)", line: 12,
            parameters: [.init(label: "rawValue", type: "String", hasDefault: false)]),
        entry(
            "UIGadgetKind", "static let round: UIGadgetKind", kind: "var", name: "round", isStatic: true,
            result: "UIGadgetKind", line: 13),
        entry("UIThingStyle", "case fancy", kind: "case", name: "fancy", line: 14),
    ]

    func plan(_ files: [(path: String, text: String)] = Self.model) -> DeclarationGenerator.Plan {
        DeclarationGenerator(inventory: Self.inventory, files: files).plan()
    }

    @Test func membersOfAHandWrittenClassGoInARegionOfItsBody() throws {
        let text = try #require(plan().files["Views/UIThing.swift"])
        let region = try #require(text.range(of: GeneratedRegion.begin))
        let classEnd = try #require(text.range(of: "\n}\n"))
        #expect(region.lowerBound < classEnd.lowerBound, "inside the class body:\n\(text)")
        #expect(text.contains("open var title: String? {"))
        #expect(text.contains("private var modelStoredTitle: Optional<String?> = nil"))
        #expect(text.contains("ModelFindings.unmodelledStop(\"UIThing.makeGadget()\")"))
        #expect(text.contains("@available(*, deprecated, message: \"deprecated in iOS 13.0\")"))
        #expect(text.contains("case fancy"))
        #expect(text.contains("inventory: test iOS/UIKit/UIThing.swift:3"))
    }

    @Test func typesTheModelLacksAreGeneratedWithTheirMembers() throws {
        let text = try #require(plan().files["Generated/Inventory+UIThing.swift"])
        #expect(text.contains("open class UIGadget: NSObject {"))
        #expect(text.contains("open var isOn: Bool {"))
        #expect(text.contains("public protocol UIGadgetDelegate: NSObjectProtocol {"))
        #expect(text.contains("extension UIGadgetDelegate {"), "an optional requirement gets a default")
        #expect(text.contains("public struct UIGadgetKind: RawRepresentable, Hashable, Sendable {"))
        #expect(text.contains("public static let round: UIGadgetKind = UIGadgetKind(rawValue: \"UIGadgetKind.round\")"))
    }

    @Test func anEntryNamingAnUnknownTypeIsLeftWithItsReason() {
        let plan = plan()
        #expect(plan.left["UIThing.paint(with: CGContext)"]?.contains("names CGContext") == true, "\(plan.left)")
        #expect(plan.generated["UIThing.title"] == "stored")
        #expect(plan.generated["UIThing.makeGadget()"] == "unmodelled")
        #expect(plan.summary.contains("unresolved"))
    }

    @Test func anAncestorsTypeMemberOfTheSameNameDoesNotKeepAnInstanceMemberOut() throws {
        var model = Self.model
        model.append(
            (
                "App/NSObject+Members.swift",
                """
                import Foundation

                extension NSObject {
                    public class func summary() -> String { "" }
                }
                """
            ))
        let inventory = [
            Self.entry("", "class UIThing : NSObject", kind: "class", name: "UIThing", line: 1),
            Self.entry(
                "UIThing", "func summary() -> String", kind: "func", name: "summary()", result: "String", line: 2),
        ]
        let plan = DeclarationGenerator(inventory: inventory, files: model).plan()
        #expect(plan.generated["UIThing.summary()"] == "unmodelled", "\(plan.left)")
        let text = try #require(plan.files["Views/UIThing.swift"])
        #expect(text.contains("open func summary() -> String {"))
    }

    @Test func runningItAgainOnItsOutputChangesNothing() {
        let first = plan()
        var files = Self.model
        for (index, file) in files.enumerated() { files[index].text = first.files[file.path] ?? file.text }
        for (path, text) in first.files where !files.contains(where: { $0.path == path }) {
            files.append((path, text))
        }
        let second = plan(files)
        #expect(second.files.isEmpty, "\(second.files.keys.sorted())")
        #expect(second.generated == first.generated)
    }

    @Test func theCheckedInModelIsWhatTheInventoryMakes() throws {
        let inventory = try InventoryBuilder.read(jsonLines: Self.root.appendingPathComponent("Inventory/UIKit.jsonl"))
        let plan = try DeclarationGenerator(
            inventory: inventory, modelDirectory: Self.root.appendingPathComponent("Sources/UIKitModel")
        ).plan(format: DeclarationGenerator.swiftFormat(configuration: Self.configuration))
        #expect(
            plan.files.isEmpty,
            "the generated declarations are stale; run `swift run cellspec inventory declare`: \(plan.files.keys.sorted().prefix(20))"
        )
        print(plan.summary)
    }
}
