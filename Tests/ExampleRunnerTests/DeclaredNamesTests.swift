import SwiftParser
import SwiftSyntax
import Testing

@testable import ExampleRunner

@Suite struct DeclaredNamesTests {
    func names(_ code: String) -> Set<String> {
        Parser.parse(source: code).statements.reduce(into: Set<String>()) { names, item in
            if let declaration = item.item.as(DeclSyntax.self) { names.formUnion(DeclaredNames.in(declaration)) }
        }
    }

    @Test func aDeclarationBringsItsNameAndItsMembersNames() {
        #expect(
            names(
                """
                struct Row { var title = ""; let count: Int; subscript(i: Int) -> Int { i }
                    func tint() { let local = 1; struct Inner {} } }
                enum Section { case main, recent(Int) }
                extension Int { static let zero = 0; init(row: Row) { let unused = 0; self = unused } }
                typealias Rows = [Row]
                protocol Titled { associatedtype Title }
                infix operator ~~
                """) == [
                    "Row", "title", "count", "subscript", "tint", "Inner", "Section", "main", "recent", "zero",
                    "Rows", "Titled", "Title", "~~",
                ])
    }
}
