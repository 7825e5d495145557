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

    /// A type nested in a struct is its argument's type by its short name inside and by the qualified
    /// one in the value; an array holds two values of names of their own, an optional one value.
    @Test func nestedTypesArraysAndOptionalsAreMade() {
        let made = values(
            "struct Greenhouse {\n let climate: Climate\n let plants: [Plant]\n let keeper: Plant?\n"
                + " enum Climate { case tropical, arid }\n}\nstruct Plant { let name: String }")
        let plant = { (name: String) in "Plant(name: \"\(name)\")" }
        #expect(
            made.make("Greenhouse", named: "glass", other: { _ in nil })
                == "Greenhouse(climate: Greenhouse.Climate.tropical, plants: [\(plant("glass 1")), \(plant("glass 2"))], "
                + "keeper: \(plant("glass")))")
        #expect(made.make("Greenhouse.Climate", named: "x", other: { _ in nil }) == "Greenhouse.Climate.tropical")
        #expect(made.make("[Plant]", named: "row", other: { _ in nil }) == "[\(plant("row 1")), \(plant("row 2"))]")
        // An array of what cannot be made is not made.
        #expect(made.make("[Climate]", named: "x", other: { _ in nil }) == nil)
    }
}
