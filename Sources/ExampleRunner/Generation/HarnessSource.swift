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
            let described = value is String || value is Substring || value is Character ? String(reflecting: value) : String(describing: value)
            let text = __cellspecStableAddresses(described)
            return text.count > 300 ? String(text.prefix(299)) + "…" : text
        }

        /// The addresses a run has shown, numbered in the order it first showed them.
        nonisolated(unsafe) var __cellspecAddresses: [String: Int] = [:]

        /// `text` with each memory address (`0x` and at least 8 hex digits, as `ObjectIdentifier` and
        /// class descriptions print them) replaced by `#1`, `#2`…: addresses differ from one run to
        /// the next, numbers in order of appearance do not, and the same object keeps its number.
        func __cellspecStableAddresses(_ text: String) -> String {
            var result = ""
            var rest = Substring(text)
            while let marker = rest.range(of: "0x") {
                result += rest[..<marker.lowerBound]
                let digits = rest[marker.upperBound...].prefix { $0.isHexDigit }
                guard digits.count >= 8 else {
                    result += rest[marker]
                    rest = rest[marker.upperBound...]
                    continue
                }
                let address = String(rest[marker.lowerBound..<digits.endIndex])
                let number = __cellspecAddresses[address] ?? __cellspecAddresses.count + 1
                __cellspecAddresses[address] = number
                result += "#\\(number)"
                rest = rest[digits.endIndex...]
            }
            return result + rest
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

        /// Runs the example at `entryPoint`, one that never awaits, as ``__cellspecRun`` does.
        @MainActor func __cellspecRunSynchronously(_ entryPoint: @MainActor () throws -> Void) {
            do {
                try entryPoint()
            } catch {
                ModelChannelWriter.uncaughtError(error)
            }
            ModelChannelWriter.finish()
        }

        /// Runs after an example's last statement, while its local views are alive: they are
        /// recorded once more as they are in the end.
        @MainActor func __cellspecExampleEnds() { ModelChannelWriter.exampleEnds() }

        /// Counts as a mutation of a context's `var`, so an example that does not change it gets no warning.
        func __cellspecTouch<T>(_ value: inout T) {}

        /// Runs an example's statements in a synchronous context (see `ExampleSourceGenerator`).
        @MainActor func __cellspecSynchronously(_ body: () throws -> Void) throws { try body() }

        \(sandbox)

        \(forkServer)
        """

    /// The variables that tell ``sandbox`` what to apply; it removes them before the example runs.
    enum SandboxVariable {
        /// `cpu seconds`, `address-space bytes`, `file bytes`, and `processes` (0: not limited).
        static let limits = "CELLSPEC_SANDBOX_LIMITS"
        /// The user id to run as (set only when cellspec runs as root).
        static let user = "CELLSPEC_SANDBOX_USER"
        /// The working directory to cover with private mounts (set only where namespaces work).
        static let workspace = "CELLSPEC_SANDBOX_WORKSPACE"
        /// The size of each private tmpfs, in bytes.
        static let scratch = "CELLSPEC_SANDBOX_SCRATCH"
    }

    /// Exit status of a run whose sandbox could not be applied: the example never ran.
    static let sandboxFailedStatus: Int32 = 71

    /// The first thing `main.swift` does: confines its own process with system calls, as
    /// ``ExampleSandbox`` describes, before any example code runs — resource limits (`setrlimit`),
    /// then (as root, where the machine allows) new mount, network and IPC namespaces with private
    /// size-limited tmpfs mounts, then the example's own user id (`setresuid`, no supplementary groups,
    /// no new privileges, killed if its parent dies). Any step that fails ends the process before the
    /// example runs. The C functions are looked up with `dlsym`, as Swift's Glibc module does not
    /// declare them all; resource and flag numbers are Linux's.
    static let sandbox = """
        private enum __CellSpecSandbox {
            typealias Unshare = @convention(c) (Int32) -> Int32
            typealias Mount = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>, UnsafePointer<CChar>?, UInt, UnsafeRawPointer?) -> Int32
            typealias SetGroups = @convention(c) (Int, UnsafePointer<UInt32>?) -> Int32
            typealias SetIDs = @convention(c) (UInt32, UInt32, UInt32) -> Int32
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            typealias SetLimit = @convention(c) (Int32, UnsafePointer<UInt64>) -> Int32

            static func function<F>(_ name: String, _ type: F.Type) -> F {
                guard let symbol = dlsym(nil, name) else { fail("looking up \\(name)") }
                return unsafeBitCast(symbol, to: type)
            }

            static func fail(_ step: String) -> Never {
                let reason = String(cString: strerror(errno))
                FileHandle.standardError.write(Data("cellspec sandbox: \\(step) failed: \\(reason)\\n".utf8))
                exit(\(sandboxFailedStatus))
            }

            static func take(_ name: String) -> String? {
                guard let value = getenv(name) else { return nil }
                defer { unsetenv(name) }
                return String(cString: value)
            }

            static func enter() {
                guard let limits = take("\(SandboxVariable.limits)") else { return }
                let user = take("\(SandboxVariable.user)").flatMap { UInt32($0) }
                let workspace = take("\(SandboxVariable.workspace)")
                let scratch = take("\(SandboxVariable.scratch)") ?? "67108864"
                let numbers = limits.split(separator: " ").compactMap { UInt64($0) }
                guard numbers.count == 4 else { fail("reading the limits '\\(limits)'") }
                // RLIMIT_CPU 0, RLIMIT_AS 9, RLIMIT_FSIZE 1, RLIMIT_CORE 4, RLIMIT_NPROC 6: soft and hard alike.
                let setLimit = function("setrlimit", SetLimit.self)
                var wanted: [(Int32, UInt64)] = [(0, numbers[0]), (9, numbers[1]), (1, numbers[2]), (4, 0)]
                if numbers[3] > 0 { wanted.append((6, numbers[3])) }
                for (resource, value) in wanted {
                    guard [value, value].withUnsafeBufferPointer({ setLimit(resource, $0.baseAddress!) }) == 0 else {
                        fail("setrlimit(\\(resource))")
                    }
                }
                if let workspace, let user { privateMounts(workspace: workspace, owner: user, size: scratch) }
                if let user { become(user) }
            }

            /// New mount, network (a loopback that is down) and IPC namespaces; tmpfs mounts over the
            /// world-writable directories and the working directory. When the working directory lies
            /// in one of them, its top folder (which holds the binary) is bound back into the new mount.
            static func privateMounts(workspace: String, owner: UInt32, size: String) {
                let unshare = function("unshare", Unshare.self)
                let mount = function("mount", Mount.self)
                // CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWNET
                guard unshare(0x0002_0000 | 0x0800_0000 | 0x4000_0000) == 0 else { fail("unshare") }
                // MS_REC | MS_PRIVATE: nothing mounted here propagates back.
                guard mount(nil, "/", nil, 0x4000 | 0x4_0000, nil) == 0 else { fail("making / private") }
                func tmpfs(_ target: String, _ options: String) {
                    // MS_NOSUID | MS_NODEV
                    guard mount("cellspec", target, "tmpfs", 0x2 | 0x4, options) == 0 else { fail("mounting a tmpfs on \\(target)") }
                }
                var status = stat()
                for directory in ["/tmp", "/var/tmp", "/dev/shm"] where stat(directory, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR {
                    let options = "size=\\(size),mode=1777"
                    guard (workspace + "/").hasPrefix(directory + "/") else {
                        tmpfs(directory, options)
                        continue
                    }
                    let top = workspace.dropFirst(directory.count + 1).prefix { $0 != "/" }
                    let keep = directory + "/" + top
                    // O_PATH | O_DIRECTORY | O_CLOEXEC
                    let held = open(keep, 0o1000_0000 | 0o20_0000 | 0o200_0000)
                    guard held >= 0 else { fail("opening \\(keep)") }
                    tmpfs(directory, options)
                    guard mkdir(keep, 0o755) == 0 else { fail("making \\(keep)") }
                    // MS_BIND
                    guard mount("/proc/self/fd/\\(held)", keep, nil, 0x1000, nil) == 0 else { fail("binding \\(keep)") }
                    close(held)
                }
                tmpfs(workspace, "size=\\(size),mode=700,uid=\\(owner),gid=\\(owner)")
                guard chdir(workspace) == 0 else { fail("entering \\(workspace)") }
            }

            /// Gives up root for the example's user id for good.
            static func become(_ user: UInt32) {
                let prctl = function("prctl", Prctl.self)
                guard function("setgroups", SetGroups.self)(0, nil) == 0 else { fail("setgroups") }
                guard function("setresgid", SetIDs.self)(user, user, user) == 0 else { fail("setresgid") }
                guard function("setresuid", SetIDs.self)(user, user, user) == 0 else { fail("setresuid") }
                // PR_SET_NO_NEW_PRIVS; PR_SET_PDEATHSIG (changing the user id cleared the one ``Leash`` set).
                guard prctl(38, 1, 0, 0, 0) == 0, prctl(1, UInt(SIGKILL), 0, 0, 0) == 0 else { fail("prctl") }
            }
        }

        /// Confines this process before the example runs (see `HarnessSource.sandbox`).
        func __cellspecEnterSandbox() { __CellSpecSandbox.enter() }
        """

    /// `main.swift` dispatching to the given entry points by index.
    ///
    /// The first argument names the example to run, or is ``serveArgument``: then the process is
    /// a fork server (``forkServer``) and goes on only in each forked child, with the example its
    /// request names. Either way the sandbox comes next, before any example code runs, then the
    /// channel, then the example. The top level is synchronous, so that no Dispatch or concurrency
    /// thread exists before a fork server forks: an example that never awaits is called on the main
    /// thread; one that awaits starts at once on the main thread (`Task.immediate`) and goes on
    /// while `dispatchMain()` runs the main queue — both as an `async` top level ran them, up to its
    /// first suspension, on the main thread outside any queue's block (so an example's own
    /// `RunLoop.main.run(until:)` still drains the main queue).
    ///
    /// The entry points are looked up in a table and called at one place: a `switch` with one
    /// `await` per example gives the compiler's coroutine splitting one resume point per example,
    /// and its time and memory grew far faster than the number of examples (200 examples: 44 s and
    /// 2.5 GB, against 10 s and 350 MB with the table). Examples that never await are in a table of
    /// synchronous functions of their own: converting each to an `async` function type cost the
    /// merged compile about a tenth of its time.
    static func main(entryPoints: [(index: Int, name: String, isAsync: Bool)]) -> String {
        var lines = [
            "import Foundation",
            "@_spi(CellSpecHarness) import UIKitModel",
            "",
            "let __cellspecArgument = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : \"\"",
            "let __cellspecSelection = __cellspecArgument == \"\(serveArgument)\" ? __cellspecServe() : __cellspecArgument",
            "__cellspecEnterSandbox()",
        ]
        for isAsync in [false, true] {
            let name = isAsync ? "__cellspecEntryPoints" : "__cellspecSynchronousEntryPoints"
            lines.append("let \(name): [String: @MainActor () \(isAsync ? "async " : "")throws -> Void] = [")
            let entries = entryPoints.filter { $0.isAsync == isAsync }
            for entry in entries { lines.append("    \"\(entry.index)\": \(entry.name),") }
            if entries.isEmpty { lines.append("    :") }
            lines.append("]")
        }
        lines += [
            "ModelChannelWriter.open()",
            "if let __cellspecEntryPoint = __cellspecSynchronousEntryPoints[__cellspecSelection] {",
            "    MainActor.assumeIsolated { __cellspecRunSynchronously(__cellspecEntryPoint) }",
            "} else if let __cellspecEntryPoint = __cellspecEntryPoints[__cellspecSelection] {",
            "    Task.immediate { @MainActor in",
            "        await __cellspecRun(__cellspecEntryPoint)",
            "        exit(0)",
            "    }",
            "    dispatchMain()",
            "} else {",
            "    FileHandle.standardError.write(Data(\"no example \\(__cellspecSelection)\\n\".utf8))",
            "    exit(\(unknownExampleStatus))",
            "}",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}
