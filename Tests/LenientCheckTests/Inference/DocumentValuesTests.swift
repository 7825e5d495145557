import SwiftParser
import Testing

@testable import LenientCheck

/// ``DocumentValues``: what Swift lets any code make of a guide's types.
@Suite struct DocumentValuesTests {
    func values(_ source: String) -> DocumentValues {
        DocumentValues([Parser.parse(source: source)])
    }

    @Test func aStructIsMadeByItsMemberwiseInitializer() {
        let made = values(
            "struct Book: Hashable {\n let id = UUID()\n let title: String\n var pages: Int\n var read = false\n"
                + " var summary: String { title }\n static let empty = 0\n let shelf: Shelf\n}\nenum Shelf { case reading }"
        )
        #expect(
            made.make("Book", named: "worn", other: { _ in nil })
                == "Book(title: \"worn\", pages: \(DocumentValues.number(for: "worn")), shelf: Shelf.reading)")
        #expect(
            made.make("Book", named: "worn", other: { _ in nil })
                != made.make("Book", named: "new", other: { _ in nil }))
    }

    @Test func otherArgumentsAreMadeAsUndeclaredNamesAre() {
        let made = values("struct Photo { let url: URL }")
        #expect(
            made.make("Photo", named: "cover", other: { $0 == "URL" ? "URL(string: \"https://example.com\")!" : nil })
                == "Photo(url: URL(string: \"https://example.com\")!)")
        #expect(made.make("Photo", named: "cover", other: { _ in nil }) == nil)
    }

    /// A struct with an initializer of its own has no memberwise one; an enum whose every case has
    /// associated values, a generic type and a class are not made.
    @Test func whatCannotBeMadeIsNot() {
        let made = values(
            "struct Book { let title: String\n init(named: String) { title = named } }\n"
                + "enum Row { case book(Int) }\nstruct Box<T> { let value: T }\nclass Store { var books: [Int] = [] }\n"
                + "struct Secret { private let key: String }")
        for type in ["Book", "Row", "Box", "Store", "Secret", "Unknown"] {
            #expect(made.make(type, named: "x", other: { _ in "0" }) == nil, "\(type)")
        }
    }
}
