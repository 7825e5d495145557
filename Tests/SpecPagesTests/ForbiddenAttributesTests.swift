import Testing

@testable import SpecPages

/// Attributes that name, place or replace symbols of the shared examples binary are refused at the
/// attribute's page line and column; the page's other examples are still read.
@Suite struct ForbiddenAttributesTests {
    @Test func eachForbiddenAttributeIsFoundInCodeAndNotInStringsOrComments() {
        let code = """
            @_silgen_name("main") func a() {}
            @_cdecl("write") func b() {}
            @c func c2() {}
            @used @section(".init_array") let d: Int = 0
            @_used @_section("x") let e = 0
            @_extern(c, "f") func f()
            @_dynamicReplacement(for: g) func h() {}
            @_expose(Cxx) func i() {}
            @_exported import Foundation
            @MainActor @objc @available(iOS 17, *) @convention(c) func ok() {}
            let text = "@_silgen_name" // @used
            """
        #expect(
            ForbiddenAttributes.occurrences(in: code).map { "\($0.name)@\($0.line):\($0.column)" } == [
                "_silgen_name@1:1", "_cdecl@2:1", "c@3:1", "used@4:1", "section@4:7", "_used@5:1", "_section@5:8",
                "_extern@6:1", "_dynamicReplacement@7:1", "_expose@8:1", "_exported@9:1",
            ])
        #expect(ForbiddenAttributes.occurrences(in: "@_implementationOnly import Foundation").isEmpty)
    }

    /// Code is parsed only when an `@` comes right before a refused name: `indexPath.section` or a
    /// comment saying "used" costs nothing.
    @Test func onlyCodeSpellingARefusedAttributeIsParsed() {
        #expect(
            !ForbiddenAttributes.mayHaveForbiddenAttribute(
                "let s = indexPath.section // used here\n@MainActor func f() {}"))
        #expect(!ForbiddenAttributes.mayHaveForbiddenAttribute("@convention(c) @concurrent @sectioned"))
        #expect(ForbiddenAttributes.mayHaveForbiddenAttribute("@ `c` func f() {}"))
        #expect(ForbiddenAttributes.mayHaveForbiddenAttribute("x\n@section(\"a\")"))
    }

    @Test func aPageIsRefusedAtEachAttributeAndItsOtherExamplesAreRead() {
        let page = SpecPageParser.parse(
            """
            # Page

            ```swift correct id=silgen
            @_silgen_name("__cellspecExample0")
            func takeOver() {}
            ```

            ```swift correct id=hidden
            let a = 1
            # @used @section(".init_array") let b = 2
            ```

            ```swift illustration
            @_silgen_name("shown, never compiled") func shown()
            ```

            ```swift defines=setup
              @_cdecl("write") func write() {}
            ```

            ```swift correct id=fine
            let text = "@_silgen_name"
            ```
            """, path: "page.md")
        #expect(page.diagnostics.map(\.identifier) == Array(repeating: .forbiddenAttribute, count: 4))
        #expect(
            page.diagnostics.map { "\($0.location)" } == [
                "page.md:4:1", "page.md:10:3", "page.md:10:9", "page.md:18:3",
            ])
        #expect(page.diagnostics.first?.message.hasPrefix("'@_silgen_name' is not allowed in examples") == true)
        #expect(page.examples.contains { $0.id == "fine" })
        #expect(!page.examples.contains { $0.id == "silgen" || $0.id == "hidden" })
        #expect(page.contextDefinitions.isEmpty)
    }
}
