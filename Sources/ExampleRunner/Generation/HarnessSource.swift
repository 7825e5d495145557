/// The two generated files every example module has besides the examples: the harness functions
/// hidden lines call, and `main.swift`, which runs the example named by its first argument.
enum HarnessSource {
    static let harnessFileName = "Harness.swift"
    static let mainFileName = "main.swift"

    /// Exit status of a run whose argument names no example.
    static let unknownExampleStatus: Int32 = 64

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
        /// written, with `__cellspecLeft`/`__cellspecRight` noting each operand's value as it is evaluated;
        /// when it does not hold, both values go to the runner with the source text. An operand left
        /// unwrapped (a literal) is shown as written.
        func __cellspecExpectComparison(
            _ condition: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
            expression: String, operation: String, lhs: String, rhs: String,
            file: String = #filePath, line: Int = #line, column: Int
        ) rethrows {
            let operands = __CellspecOperands()
            __cellspecOperands.append(operands)
            defer { __cellspecOperands.removeLast() }
            guard try !condition() else { return }
            let text = message()
            let values = ModelComparison(
                expression: expression, operation: operation, lhs: lhs, lhsValue: operands.left ?? lhs, rhs: rhs,
                rhsValue: operands.right ?? rhs)
            ModelChannelWriter.expectationFailed(
                text.isEmpty ? "expectation failed" : text, file: file, line: line, column: column, comparison: values)
        }

        /// The values of the comparison being evaluated; a stack, since an operand may hold an `expect` of its own.
        final class __CellspecOperands {
            var left: String?
            var right: String?
        }
        nonisolated(unsafe) var __cellspecOperands: [__CellspecOperands] = []

        func __cellspecLeft<T>(_ value: T) -> T {
            __cellspecOperands.last?.left = __cellspecDescribe(value)
            return value
        }

        func __cellspecRight<T>(_ value: T) -> T {
            __cellspecOperands.last?.right = __cellspecDescribe(value)
            return value
        }

        /// A value as a report shows it: a string quoted, an optional unwrapped or `nil`, at most 300 characters.
        func __cellspecDescribe(_ value: Any) -> String {
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                guard let wrapped = mirror.children.first else { return "nil" }
                return __cellspecDescribe(wrapped.value)
            }
            let text = value is String || value is Substring || value is Character ? String(reflecting: value) : String(describing: value)
            return text.count > 300 ? String(text.prefix(299)) + "…" : text
        }

        /// Runs the example at `entryPoint`, then says it returned; an error it throws ends the run as a fault.
        @MainActor func __cellspecRun(_ entryPoint: @MainActor () async throws -> Void) async {
            do {
                try await entryPoint()
            } catch {
                ModelChannelWriter.uncaughtError(error)
            }
            ModelChannelWriter.finish()
        }

        /// Counts as a mutation of a context's `var`, so an example that does not change it gets no warning.
        func __cellspecTouch<T>(_ value: inout T) {}

        /// Runs an example's statements in a synchronous context (see `ExampleSourceGenerator`).
        @MainActor func __cellspecSynchronously(_ body: () throws -> Void) throws { try body() }

        """

    /// `main.swift` dispatching to the given entry points by index.
    ///
    /// The entry points are looked up in a table and awaited at one place: a `switch` with one
    /// `await` per example gives the compiler's coroutine splitting one resume point per example,
    /// and its time and memory grew far faster than the number of examples (200 examples: 44 s and
    /// 2.5 GB, against 10 s and 350 MB with the table).
    static func main(entryPoints: [(index: Int, name: String)]) -> String {
        var lines = [
            "import Foundation",
            "@_spi(CellSpecHarness) import UIKitModel",
            "",
            "let __cellspecSelection = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : \"\"",
            "let __cellspecEntryPoints: [String: @MainActor () async throws -> Void] = [",
        ]
        for entry in entryPoints {
            lines.append("    \"\(entry.index)\": \(entry.name),")
        }
        if entryPoints.isEmpty { lines.append("    :") }
        lines += [
            "]",
            "ModelChannelWriter.open()",
            "guard let __cellspecEntryPoint = __cellspecEntryPoints[__cellspecSelection] else {",
            "    FileHandle.standardError.write(Data(\"no example \\(__cellspecSelection)\\n\".utf8))",
            "    exit(\(unknownExampleStatus))",
            "}",
            "await __cellspecRun(__cellspecEntryPoint)",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}
