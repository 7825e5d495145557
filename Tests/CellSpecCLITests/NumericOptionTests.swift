import ArgumentParser
import CellSpecCLI
import Testing

/// Every numeric option is range-checked when the command line is parsed: a usage error (exit
/// status 2) naming the option and its range, never a trap on arithmetic overflow later.
@Suite struct NumericOptionTests {
    /// Before: `--timeout 9300000000` parsed, then trapped on overflow (SIGILL, exit 132).
    @Test(arguments: [
        ["check", "--timeout", "9300000000"], ["check", "--timeout", "0"], ["check", "--compile-timeout", "-1"],
        ["check", "--jobs", "100000"], ["build", "--timeout", "9223372036854775807"],
        ["watch", "--interval", "9300000000000"], ["watch", "--jobs", "0"], ["bench", "--repeats", "1000000"],
        ["bench", "--naive-sample", "9300000000"], ["bench", "--sizes", "9300000000"],
    ])
    func anOptionOutOfRangeIsAUsageError(_ arguments: [String]) {
        #expect {
            _ = try CellSpecCommand.parseAsRoot(arguments)
        } throws: { error in
            CellSpecCommand.exitCode(for: error) == .validationFailure
                && CellSpecCommand.fullMessage(for: error).contains(arguments[arguments.count - 2])
        }
    }

    @Test func theMessageNamesTheRange() {
        #expect(throws: (any Error).self) { _ = try CellSpecCommand.parseAsRoot(["check", "--timeout", "9300000000"]) }
        do {
            _ = try CellSpecCommand.parseAsRoot(["check", "--timeout", "9300000000"])
        } catch {
            #expect(
                CellSpecCommand.fullMessage(for: error).contains(
                    "--timeout takes 1 to 86400 seconds, not 9300000000"))
        }
    }

    @Test func valuesInRangeParse() throws {
        _ = try CellSpecCommand.parseAsRoot(["check", "--timeout", "86400", "--jobs", "256", "--compile-timeout", "1"])
        _ = try CellSpecCommand.parseAsRoot(["watch", "--interval", "10"])
    }
}
