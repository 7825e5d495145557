import APIInventory
import SwiftParser
import SwiftSyntax
import Testing

/// Types written differently but meaning the same are spelt the same; different meanings stay apart.
@Suite struct TypeSpellingTests {
    private func spell(_ text: String, in spelling: TypeSpelling = TypeSpelling(knownTypes: [], context: [])) -> String
    {
        let file = Parser.parse(source: "var x: \(text)")
        let variable = file.statements.first!.item.as(DeclSyntax.self)!.as(VariableDeclSyntax.self)!
        return spelling.spell(variable.bindings.first!.typeAnnotation!.type)
    }

    @Test func sugarAndLongFormsAreOneSpelling() {
        #expect(spell("Optional<UIView>") == spell("UIView?"))
        #expect(spell("Array<Int>") == "[Int]")
        #expect(spell("Dictionary<String, Any>") == "[String: Any]")
        #expect(spell("Void") == "()")
        #expect(spell("AnyClass?") == "AnyObject.Type?")
        #expect(spell("any UICollectionViewDelegate") == "UICollectionViewDelegate")
        #expect(spell("(() -> Void)?") == "(() -> ())?")
        #expect(spell("@escaping (_ cell: UIView, Int) -> Void") == "(UIView, Int) -> ()")
        #expect(spell("UIKit.UIView") == "UIView")
    }

    @Test func differentTypesStayDifferent() {
        #expect(spell("UIView?") != spell("UIView"))
        #expect(spell("UIView!") != spell("UIView?"))
        #expect(spell("Self") != spell("UIView"))
        #expect(spell("inout Int") != spell("Int"))
    }

    @Test func aBareNestedNameIsQualifiedByTheTypeThatDeclaresIt() {
        let known: Set<String> = ["UICollectionView", "UICollectionView.CellRegistration", "UIControl.State"]
        let inside = TypeSpelling(
            knownTypes: known, context: ["UICollectionView"], genericNames: ["Cell": "τ0", "Item": "τ1"])
        #expect(spell("CellRegistration<Cell, Item>", in: inside) == "UICollectionView.CellRegistration<τ0, τ1>")
        #expect(
            spell("UIKit.UICollectionView.CellRegistration<Cell, Item>", in: inside)
                == "UICollectionView.CellRegistration<τ0, τ1>")
        let button = TypeSpelling(knownTypes: known, context: ["UIButton"], superclasses: ["UIButton": "UIControl"])
        #expect(spell("State", in: button) == "UIControl.State")
        #expect(spell("State") == "State")
    }

    @Test func aliasesAreSpeltAsWhatTheyName() {
        let spelling = TypeSpelling(
            knownTypes: ["UIAction.Handler"], context: ["UIAction"], aliases: ["UIAction.Handler": "(UIAction) -> ()"])
        #expect(spell("Handler", in: spelling) == "(UIAction) -> ()")
        #expect(spell("UIAction.Handler?", in: spelling) == "((UIAction) -> ())?")
    }
}
