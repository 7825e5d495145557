import SpecPages

/// libFuzzer's entry point: every input is read as a spec page, its examples extracted, and the
/// suite's context references validated, exactly as `cellspec check` reads a page from disk.
/// Built and run by `Scripts/fuzz` (not a SwiftPM target: it needs `-sanitize=fuzzer`).
@_cdecl("LLVMFuzzerTestOneInput")
public func specPageFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = UnsafeBufferPointer(start: bytes, count: count)
    // Not-UTF-8 input is read the way the loader reports it; the parser sees the repaired text too,
    // so malformed bytes still reach cmark and the walker.
    let source = String(decoding: input, as: UTF8.self)
    let page = SpecPageParser.parse(source, path: "fuzz.md")
    let suite = SpecSuite(pages: [page])
    for example in suite.checkableExamples {
        _ = example.visibleCode
        _ = example.blockLineRange
        _ = suite.resolvedContexts(example.contexts)
    }
    for diagnostic in suite.diagnostics { _ = diagnostic.description }
    return 0
}
