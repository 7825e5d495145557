import APIInventory
import Testing

/// The comparison finds each way a model declaration can differ from UIKit's, on a small interface
/// and model written here (not the real inventory), and says when an entry is missing.
@Suite struct SignatureComparisonTests {
    static let interface = """
        @available(iOS 6.0, *)
        class UIThing : NSObject {
          init(frame: CGRect)
          required init?(coder: NSCoder)
          class func make(_ value: CGFloat) -> Self
          func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)
          func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String)
          var title: String? { get }
          var count: Int
          func reload(animated: Bool = true)
          @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Apple's words are not kept")
          func old()
          @available(swift, obsoleted: 3, renamed: "old()")
          func oldSpelling()
          func __hidden()
          func idle()
        }
        extension UIThing {
          enum Style : Int {
            case plain
            case grouped
          }
          var style: UIThing.Style { get }
        }
        """

    static let model = """
        @MainActor public class UIThing {
            public init(rect: CGRect) {}
            public init?(coder: NSCoder) {}
            public static func make(_ value: CGFloat) -> UIThing { UIThing(rect: .zero) }
            public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
            public var title: String = ""
            public private(set) var count = 0
            public func reload(animated: Bool) {}
            public func old() {}
            func idle() {}
            public enum Style: Int { case plain, grouped }
            public var style: Style { .plain }
        }
        """

    static func compare(isolation: String? = nil) throws -> [String: SignatureComparison.Status] {
        var entries = InventoryBuilder.entries(files: [("test", "UIThing.swift", interface)])
        if let isolation {
            let sources = InventoryBuilder.Sources(sources: [
                InventoryBuilder.Source(

                    id: "h", repository: "r", commit: "c", retrieved: "d", description: "", files: ["UIThing.h"],
                    role: "isolation")
            ])
            let facts = try IsolationFacts(
                text: "UIThing\t\(isolation)\th\tUIThing.h\n", file: "isolation.tsv", sources: sources)
            entries = InventoryBuilder.applying(facts, to: entries)
        }
        let surface = ModelSurface(
            files: [("UIThing.swift", model)], inventoryTypes: Set(entries.filter(\.signature.isType).map(\.id)))
        return Dictionary(
            uniqueKeysWithValues: SignatureComparison(inventory: entries, model: surface).results.map {
                ($0.entry.id, $0.status)
            })
    }

    private func differences(_ status: SignatureComparison.Status?) -> [String] {
        if case .differs(let how) = status { return how }
        return []
    }

    @Test func whatIsUnavailableOrHiddenIsLeftOut() throws {
        let entries = InventoryBuilder.entries(files: [("test", "UIThing.swift", Self.interface)])
        let ids = Set(entries.map(\.id))
        #expect(!ids.contains("UIThing.oldSpelling()"))
        #expect(!ids.contains("UIThing.__hidden()"))
        let old = try #require(entries.first { $0.id == "UIThing.old()" })
        #expect(old.availability == .init(introduced: "2.0", deprecated: "13.0"))
        #expect(old.declaration == "func old()")
        #expect(entries.first { $0.id == "UIThing.reload(animated: Bool)" }?.availability.introduced == "6.0")
        #expect(old.source == .init(source: "test", path: "UIThing.swift", line: 11), "its first line, the attribute")
    }

    @Test func eachKindOfDifferenceIsFound() throws {
        let status = try Self.compare()
        #expect(status["UIThing"] == .differs(["type: UIKit NSObject, model none"]))
        #expect(status["UIThing.init(frame: CGRect)"] == .missing)
        #expect(status["UIThing.init(coder: NSCoder)"] == .differs(["UIKit's is required"]))
        #expect(status["UIThing.static make(_: CGFloat)"] == .differs(["type: UIKit Self, model UIThing"]))
        #expect(status["UIThing.register(_: AnyObject.Type?, forCellWithReuseIdentifier: String)"] == .identical)
        #expect(status["UIThing.register(_: UINib?, forCellWithReuseIdentifier: String)"] == .missing)
        #expect(status["UIThing.title"] == .differs(["type: UIKit String?, model String", "the model's is settable"]))
        #expect(status["UIThing.count"] == .differs(["UIKit's is settable"]))
        #expect(status["UIThing.reload(animated: Bool)"] == .differs(["UIKit's 'animated' has a default"]))
        #expect(status["UIThing.old()"] == .identical)
        #expect(status["UIThing.idle()"] == .missing, "an internal declaration is not the model's surface")
        #expect(status["UIThing.Style"] == .identical)
        #expect(status["UIThing.Style.grouped"] == .identical)
        #expect(status["UIThing.style"] == .identical, "Style inside UIThing is UIThing.Style")
    }

    @Test func isolationIsComparedWhereTheInventoryRecordsIt() throws {
        #expect(try Self.compare()["UIThing.old()"] == .identical)
        let status = try Self.compare(isolation: "@MainActor @preconcurrency")
        #expect(
            differences(status["UIThing.old()"]) == ["isolation: UIKit @MainActor @preconcurrency, model @MainActor"])
        #expect(try Self.compare(isolation: "@MainActor")["UIThing.old()"] == .identical)
    }

    @Test func aSuperclassTypeMemberIsNotASubclassInstanceMemberOfItsName() {
        let interface = """
            class UIStore : NSObject {
              func summary() -> String
              class func label() -> String
            }
            """
        let model = """
            public class UIBase {
                public class func summary() -> String { "" }
                public func label() -> String { "" }
            }
            public class UIStore: UIBase {}
            """
        let entries = InventoryBuilder.entries(files: [("test", "UIStore.swift", interface)])
        let surface = ModelSurface(
            files: [("UIStore.swift", model)], inventoryTypes: Set(entries.filter(\.signature.isType).map(\.id)))
        let status = Dictionary(
            uniqueKeysWithValues: SignatureComparison(inventory: entries, model: surface).results.map {
                ($0.entry.id, $0.status)
            })
        #expect(status["UIStore.summary()"] == .missing, "UIBase's class method is another member")
        #expect(status["UIStore.static label()"] == .missing, "UIBase's instance method is another member")
    }

    @Test func aPlatformTypealiasTheModelDeclaresIsTheTypeItNames() {
        let interface = """
            class UIClock : NSObject {
              var tick: CFTimeInterval { get }
              var lap: CFTimeInterval? { get }
            }
            """
        let members = """
            public class UIClock {
                public var tick: Double { 0 }
                public var lap: CFTimeInterval? { nil }
            }
            """
        let entries = InventoryBuilder.entries(files: [("test", "UIClock.swift", interface)])
        func status(model: String) -> [String: SignatureComparison.Status] {
            let surface = ModelSurface(
                files: [("UIClock.swift", model)], inventoryTypes: Set(entries.filter(\.signature.isType).map(\.id)))
            return Dictionary(
                uniqueKeysWithValues: SignatureComparison(inventory: entries, model: surface).results.map {
                    ($0.entry.id, $0.status)
                })
        }
        let declared = status(model: "public typealias CFTimeInterval = Double\n" + members)
        #expect(declared["UIClock.tick"] == .identical)
        #expect(declared["UIClock.lap"] == .identical)
        let undeclared = status(model: members)
        #expect(undeclared["UIClock.tick"] == .differs(["type: UIKit CFTimeInterval, model Double"]))
    }
}
