import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Which findings fit what a guide says is wrong with a block.
@Suite struct ReasonWordsTests {
    @Test func aCompileErrorFitsOnlyAGuideThatSaysTheCodeDoesNotCompile() {
        #expect(ReasonWords.fitsCompileError(["❌ Misspelt: valueCel does not exist"]))
        #expect(ReasonWords.fitsCompileError(["Incorrect — won't compile"]))
        #expect(!ReasonWords.fitsCompileError(["❌ Creates a registration every time"]))
        #expect(!ReasonWords.fitsCompileError([]))
    }

    /// Only an outright claim that the code does not compile can be refuted by its compiling.
    @Test func anOutrightCompileFailureClaimIsToldFromMentionsOfCompiling() {
        #expect(ReasonWords.claimsCompileFailure(["// compile error"]))
        #expect(ReasonWords.claimsCompileFailure(["❌ This doesn't compile: the protocol has Self requirements"]))
        #expect(ReasonWords.claimsCompileFailure(["// 컴파일 에러"]))
        #expect(!ReasonWords.claimsCompileFailure(["❌ It compiles, but every cell leaks"]))
        #expect(
            !ReasonWords.claimsCompileFailure(["❌ The signature is wrong"]),
            "fits a compile error, claims none outright")
    }

    @Test func aDeprecationFitsADatedOrDeprecatedClaim() {
        let textLabel = "'textLabel' is deprecated: Use UIListContentConfiguration instead"
        #expect(ReasonWords.fitsDeprecation(textLabel, ["❌ Deprecated since iOS 14"], alone: false))
        #expect(ReasonWords.fitsDeprecation(textLabel, ["❌ Don't touch textLabel"], alone: false))
        #expect(ReasonWords.fitsDeprecation(textLabel, ["❌ Reach for the legacy label."], alone: true))
        #expect(ReasonWords.fitsDeprecation(textLabel, ["Before:"], alone: true), "no reason beyond the marker")
        #expect(!ReasonWords.fitsDeprecation(textLabel, ["❌ Mixing legacy and modern background APIs"], alone: false))
        #expect(
            !ReasonWords.fitsDeprecation(
                textLabel, ["❌ Creates a new registration on every call, which leaks"], alone: true))
    }
}
