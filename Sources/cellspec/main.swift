import CellSpecCLI

await CellSpecCommand.runFromCommandLine()
