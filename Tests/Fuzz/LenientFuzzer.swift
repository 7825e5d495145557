import Foundation

@testable import ExampleRunner
@testable import LenientCheck
@testable import SpecPages

/// The model's names and the toolchain's, read once: what context inference matches free names against.
let vocabulary = ModelVocabulary.read(
    sources: URL(fileURLWithPath: "Sources/UIKitModel"),
    toolchain: try! ToolchainVocabulary.loadBlocking(workDirectory: URL(fileURLWithPath: ".build/cellspec-fuzz")))

/// Reads the vocabulary before the first input, so that its seconds do not count as a timeout.
@_cdecl("LLVMFuzzerInitialize")
public func lenientFuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    _ = vocabulary.types.count
    return 0
}

/// libFuzzer's entry point for the lenient path: every input is read as a guide written without
/// cellspec's markup, code is looked for in its prose and split into blocks, each block classified
/// and its context inferred, and the blocks made requests to the compile-run API, whose sources are
/// generated — everything `cellspec check --lenient` does before it starts the compiler.
/// Built and run by `Scripts/fuzz lenient` (not a SwiftPM target: it needs `-sanitize=fuzzer`).
@_cdecl("LLVMFuzzerTestOneInput")
public func lenientFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let document = LenientDocumentReader.read(source, path: "fuzz.md")
    let (prepared, _) = LenientRunner.prepare(document, vocabulary: vocabulary)
    for (index, request) in prepared.flatMap({ LenientRunner.Attempt(item: $0).requests }).enumerated() {
        _ = CompileUnit(index: index, request: request).generated.source
    }
    _ = document.refusal?.description
    return 0
}
