/// The two generated files every library of examples has besides the examples: the harness
/// functions hidden lines call, and `Entries.swift`, which hands the example host its entry points.
enum HarnessSource {
    static let harnessFileName = "Harness.swift"
    static let entriesFileName = "Entries.swift"
    static let exportsFileName = "exports.map"

    /// The linker's version script for a library of examples: only the entry function is exported.
    /// Everything else stays local, so loading the library binds and relocates only what its own
    /// code uses (the Swift runtime finds its types and conformances through their sections, not
    /// through exported symbols), and no symbol of a page can stand in for another library's.
    static let exports = "{ global: cellspec_example_entries; local: *; };\n"

    static let harness = """
        import Foundation
        @_spi(CellSpecHarness) import UIKitModel

        /// Checks a claim in an example's hidden lines. A failure is reported to the runner with the page's
        /// file and line (the example's `#sourceLocation`), and the example goes on, like Swift Testing's `#expect`.
        func expect(
            _ condition: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
            file: String = #filePath, line: Int = #line
        ) rethrows {
            guard try !condition() else { return }
            let text = message()
            ModelChannelWriter.expectationFailed(text.isEmpty ? "expectation failed" : text, file: file, line: line)
        }

        /// `expect(lhs OP rhs)` as ``ComparisonExpectationRewriter`` rewrites it: the comparison as
        /// written, with `__cellspecLeft`/`__cellspecRight` noting each operand's value as it is evaluated
        /// into the record `__cellspecComparisonBegins()` made, which Swift evaluates first, as it
        /// evaluates arguments in order; every comparison is recorded for the site's preview check
        /// (``ModelCheck``), and when it does not hold, both values go to the runner with the source text. An operand left unwrapped (a literal) is shown as written. The
        /// condition is a plain `Bool`, not an autoclosure: the rewrite leaves calls whose operands
        /// `try` or `await` as written, and a closure at each of hundreds of call sites cost the merged
        /// build about a tenth of its time.
        func __cellspecExpectComparison(
            _ operands: __CellspecOperands, _ condition: Bool, _ message: @autoclosure () -> String = "",
            expression: String, operation: String, lhs: String, rhs: String,
            file: String = #filePath, line: Int = #line, column: Int
        ) {
            defer { __cellspecOperands.removeLast() }
            let values = ModelComparison(
                expression: expression, operation: operation, lhs: lhs, lhsValue: operands.left ?? lhs, rhs: rhs,
                rhsValue: operands.right ?? rhs)
            ModelChannelWriter.checked(values, held: condition, left: operands.leftValue, line: line)
            guard !condition else { return }
            let text = message()
            ModelChannelWriter.expectationFailed(
                text.isEmpty ? "expectation failed" : text, file: file, line: line, column: column, comparison: values)
        }

        /// A new record for the values of a comparison about to be evaluated, on top of the stack.
        func __cellspecComparisonBegins() -> __CellspecOperands {
            let operands = __CellspecOperands()
            __cellspecOperands.append(operands)
            ModelChannelWriter.checkBegins()
            return operands
        }

        /// The values of the comparison being evaluated; a stack, since an operand may hold an `expect` of its own.
        final class __CellspecOperands {
            var left: String?
            var right: String?
            /// The left operand itself, for the record of the check (``ModelChannelWriter/checked``).
            var leftValue: Any?
        }
        nonisolated(unsafe) var __cellspecOperands: [__CellspecOperands] = []

        func __cellspecLeft<T>(_ value: T) -> T {
            __cellspecOperands.last?.left = ExampleValues.describe(value)
            __cellspecOperands.last?.leftValue = value
            return value
        }

        func __cellspecRight<T>(_ value: T) -> T {
            __cellspecOperands.last?.right = ExampleValues.describe(value)
            return value
        }

        /// Runs after an example's last statement, while its local views are alive: they are
        /// recorded once more as they are in the end.
        @MainActor func __cellspecExampleEnds() { ModelChannelWriter.exampleEnds() }

        /// Counts as a mutation of a context's `var`, so an example that does not change it gets no warning.
        func __cellspecTouch<T>(_ value: inout T) {}

        /// Makes `controller` one a storyboard scene holding `views` instantiated (lenient inference
        /// connects a shown controller's `@IBOutlet`s with it): its view loads them, before `viewDidLoad()`.
        @MainActor func __cellspecStoryboardScene(_ controller: UIViewController, _ views: [UIView]) {
            controller.modelStoryboardScene(views)
        }


        """

    /// `Entries.swift`: the look-ups of the given entry points by index, handed to the example host
    /// by the one C function the library exports (the model's `ExampleEntries.symbol`), which the
    /// host calls once it has confined itself and loaded the library (the model's `ExampleMain`).
    ///
    /// The entry points are looked up by a `switch` that returns the function, one for examples that
    /// never await and one for those that do, and called at one place. A `switch` that awaited each
    /// example in its own case gave the compiler's coroutine splitting one resume point per example,
    /// and its time and memory grew far faster than the number of examples (200 examples: 44 s and
    /// 2.5 GB); a dictionary literal of the functions grew as badly in the type checker (4,000
    /// functions: 17.8 s and 3.9 GB for the literal, against 2.0 s and 125 MB for this `switch`).
    /// Examples that never await are apart because converting each to an `async` function type
    /// cost the merged compile about a tenth of its time. The `switch` is over the example's index
    /// as an `Int`: string patterns cost the type checker and code generation more (1,000 cases
    /// compiled in about 0.85 s as integers against 1.3 s as strings, 3 runs each).
    static func entries(entryPoints: [(index: Int, name: String, isAsync: Bool)]) -> String {
        var lines = ["@_spi(CellSpecHarness) import UIKitModel", ""]
        for isAsync in [false, true] {
            let name = isAsync ? "__cellspecEntryPoint" : "__cellspecSynchronousEntryPoint"
            lines.append(
                "func \(name)(_ selection: Int) -> (@MainActor () \(isAsync ? "async " : "")throws -> Void)? {")
            lines.append("    switch selection {")
            for entry in entryPoints where entry.isAsync == isAsync {
                lines.append("    case \(entry.index): return \(entry.name)")
            }
            lines += ["    default: return nil", "    }", "}"]
        }
        lines += [
            "@_cdecl(\"cellspec_example_entries\") public func __cellspecEntries() -> UnsafeMutableRawPointer {",
            "    ExampleEntries(synchronous: __cellspecSynchronousEntryPoint, asynchronous: __cellspecEntryPoint)"
                + ".retainedPointer",
            "}", "",
        ]
        return lines.joined(separator: "\n")
    }
}
