import ArgumentParser
import Testing

@testable import CellSpecCLI

/// `cellspec --help` and every subcommand's help show how it is called.
@Suite struct HelpTests {
    @Test func everyCommandsHelpGivesAnExampleInvocation() {
        let commands: [any ParsableCommand.Type] = [CellSpecCommand.self] + CellSpecCommand.configuration.subcommands
        #expect(commands.count >= 6)
        for command in commands {
            let help = CellSpecCommand.helpMessage(for: command)
            #expect(help.contains("Example"), "\(command) --help has no example")
            #expect(help.contains("cellspec "), "\(command) --help names no invocation")
        }
    }
}
