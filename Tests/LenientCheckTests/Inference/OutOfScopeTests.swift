import SwiftParser
import Testing

@testable import LenientCheck

/// A name the block declares as a local in one scope and reads in another is the guide's scope
/// error: inference supplies nothing for it, so the compiler's `cannot find … in scope` stands.
@Suite struct OutOfScopeTests {
    func infer(_ code: String) -> ImplicitContext { ImplicitContextTests().infer(code) }

    @Test func aLocalOfAnotherBranchIsNotSupplied() {
        let context = infer(
            """
            if #available(iOS 26, *) {
                let panel = UIVisualEffectView(effect: UIGlassEffect())
                container.addSubview(panel)
            } else {
                panel.effect = UIBlurEffect(style: .systemMaterial)
            }
            """)
        #expect(!context.supplied.contains { $0.hasPrefix("panel:") }, "\(context.supplied)")
        #expect(
            context.supplied.contains { $0.hasPrefix("container:") },
            "a name the block never declares is still supplied")
    }

    @Test func aNameNoScopeDeclaresIsStillSupplied() {
        let context = infer("titleLabel.text = shelf.title")
        #expect(context.supplied.contains { $0.hasPrefix("shelf:") })
    }
}

extension OutOfScopeTests {
    @Test func aShadowingLocalIsNotOutOfScope() {
        let tree = Parser.parse(
            source: """
                let title = item.title
                if flag {
                    let item = item ?? fallbackItem
                    print(item)
                }
                """)
        let names = FreeNames.find(in: tree, vocabulary: ImplicitContextTests.vocabulary)
        #expect(!names.outOfScope.contains("item"), "`let item = item ?? …` reads an outer item")
        #expect(names.values.contains { $0.name == "item" })
        let scoped = FreeNames.find(
            in: Parser.parse(source: "if flag { let item = Item() }\nprint(item)"),
            vocabulary: ImplicitContextTests.vocabulary)
        #expect(scoped.outOfScope == ["item"])
    }
}

extension OutOfScopeTests {
    @Test func aVariablesInitializerReadsTheNameFromElsewhere() {
        let tree = Parser.parse(
            source: """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let shelfLayout = shelfLayout()
                    collectionView.collectionViewLayout = shelfLayout
                }
                """)
        let names = FreeNames.find(in: tree, vocabulary: ImplicitContextTests.vocabulary)
        #expect(
            names.values.contains { $0.name == "shelfLayout" },
            "the call is of a function another block declares: the local is in scope only after its initializer")
        #expect(names.calledShapes["shelfLayout"] != nil || names.values.contains { $0.name == "shelfLayout" })
    }
}
