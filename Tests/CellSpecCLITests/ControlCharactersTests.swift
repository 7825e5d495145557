import SpecPages
import Testing

@testable import CellSpecCLI

/// What an example prints, or a page says, is shown as text in every report format, never run by
/// the terminal or the CI log.
@Suite struct ControlCharactersTests {
    @Test func controlCharactersBecomeVisibleEscapes() {
        #expect(
            ControlCharacters.neutralized("a\u{1B}[31mred\u{07}\r\u{9B}\u{202E}b\tc")
                == #"a\u{1B}[31mred\u{7}\u{D}\u{9B}\u{202E}b"# + "\tc")
        #expect(ControlCharacters.neutralized("one\ntwo") == #"one\u{A}two"#)
        #expect(ControlCharacters.neutralized("one\ntwo", keepingNewlines: true) == "one\ntwo")
        #expect(ControlCharacters.neutralized("plain ✅ text") == "plain ✅ text")
    }

    @Test func annotationsCarryNoControlCharacters() {
        let command = GitHubAnnotations.command(
            "error", at: SourceLocation(file: "page\u{1B}.md", line: 1), title: "t\u{1B}[2J",
            message: "m\u{1B}]0;x\u{07}\nnext")
        #expect(command == #"::error file=page\u{1B}.md,line=1,col=1,title=t\u{1B}[2J::m\u{1B}]0;x\u{7}%0Anext"#)
    }

    @Test func junitReplacesWhatATerminalWouldRun() {
        #expect(JUnitReport.escaped("a\u{9B}b\u{202E}c\u{7F}", inAttribute: false) == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
    }
}
