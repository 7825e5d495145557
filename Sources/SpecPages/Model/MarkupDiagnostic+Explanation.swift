extension MarkupDiagnostic.Identifier {
    /// What the problem means and how to fix it, for `cellspec explain`.
    public var explanation: String {
        Self.explanations[self] ?? "A problem with the page's markup; the message at its line says what."
    }

    private static let explanations: [Self: String] = [
        .unknownAttribute:
            "A word or key=value in a fence's info string that cellspec does not know. A misspelt word would leave the block unchecked, so it is an error; the message suggests the word it was probably meant to be.",
        .invalidValue:
            "An attribute whose value cellspec cannot use (an id with spaces, swift=4, ios=16, an expect= kind it does not know).",
        .unknownRule:
            "expect=fault:ID or expect=violation:ID names an id the catalog does not have, or a violation's id given as a fault (or the reverse). Spec/README.md lists every id; `cellspec explain ID` explains one.",
        .unknownContext:
            "context=NAME names a context no page, no contexts.md beside the pages, and no shared context page defines.",
        .missingClassification:
            "A Swift block that says neither correct, incorrect nor illustration, and has no ✅ or ❌ paragraph before it.",
        .conflictingClassification:
            "A block classified two ways: by its info string and by the paragraph before it, or by two words.",
        .missingExpectation:
            "An incorrect example must say how it fails (expect=error:\"…\", warning:\"…\", fault:ID, violation:ID or assertion); \"it fails somehow\" is never enough.",
        .unexpectedExpectation: "expect= on an example that is not incorrect.",
        .duplicateIdentifier:
            "Two examples of one page with the same id; ids name examples in reports, links and the cache.",
        .duplicateContext: "Two definitions of one context name among the pages and the contexts.md beside them.",
        .contextCycle: "Contexts that use each other in a circle.",
        .unterminatedFence: "A code fence that is never closed: the rest of the page would be code.",
        .unterminatedQuote: "A quoted attribute value with no closing quote.",
        .unreadablePage: "The page does not exist, cannot be read, or is not UTF-8 text.",
        .emptyPage: "The page has no content.",
        .pageTooLarge: "The page is larger than cellspec reads (1 MB).",
        .pageTooDeep:
            "The page nests block quotes, lists or emphasis deeper than cellspec reads (100 levels); the other pages are still checked.",
        .unknownLanguage:
            "A fence whose language looks like Swift but is not `swift` (`swift5`, `swift,correct`, `swfit`): the block would be read as prose and never checked. The message suggests how to write it.",
        .codeTooDeep:
            "Code with a long run of nested `[`, which the Swift parser cannot read in reasonable time; it is refused before anything parses it.",
        .forbiddenAttribute:
            "An example or context uses an attribute that names, places or replaces symbols of the binary all examples and the harness share: @_silgen_name, @_cdecl or @c (a function under any symbol name: the harness's entry points, a C function the process calls), @section, @used, @_section or @_used (data in any section, .init_array included: code that runs when the binary loads, before the sandbox), @_extern (calls any symbol of the process), @_dynamicReplacement (replaces another page's dynamic declaration), @_expose, and @_exported import (changes what every other example sees). No documentation example needs them, so the block is refused and not compiled; the message points at the attribute. Write the example without it.",
    ]
}
