import Testing

@testable import LenientCheck

/// A name passed where a function is expected is the guide's function, never a value: inference
/// gives it nothing (so the block says the guide does not show it) instead of a value its name
/// suggests (a `UUID` for `recipeForID`).
@Suite struct FunctionReferenceTests {
    func infer(_ code: String) -> ImplicitContext { ImplicitContextTests().infer(code) }

    @Test func aNamePassedToAHigherOrderFunctionIsAFunction() {
        let context = infer("let recipes = recipeIDs.compactMap(recipeForID)\nprint(recipes.count)")
        #expect(!context.supplied.contains { $0.hasPrefix("recipeForID:") }, "\(context.supplied)")
        #expect(context.unresolved.contains("recipeForID"))
        #expect(context.supplied.contains { $0.hasPrefix("recipeIDs:") }, "the collection is still a value")
        let sorted = infer("let ordered = shelves.sorted(by: isShelfBefore)")
        #expect(sorted.unresolved.contains("isShelfBefore"))
    }

    @Test func aNameUsedAsAValueStaysAValue() {
        let context = infer("let names = recipeIDs.map { $0.uuidString }\nlet first = recipeID")
        #expect(context.supplied.contains { $0.hasPrefix("recipeID:") })
        #expect(FreeNames.higherOrderFunctions.contains("compactMap"))
    }
}
