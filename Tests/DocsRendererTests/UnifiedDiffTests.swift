import DocsRenderer
import Testing

@Suite struct UnifiedDiffTests {
    static func lines(_ range: ClosedRange<Int>) -> String {
        range.map { "line \($0)" }.joined(separator: "\n") + "\n"
    }

    @Test func oneChangedLineWithItsContext() throws {
        let old = Self.lines(1...20)
        let new = old.replacingOccurrences(of: "line 10\n", with: "line ten\n")
        let diff = try #require(UnifiedDiff().render(old: old, new: new, oldName: "a", newName: "b"))
        #expect(
            diff == """
                --- a
                +++ b
                @@ -7,7 +7,7 @@
                 line 7
                 line 8
                 line 9
                -line 10
                +line ten
                 line 11
                 line 12
                 line 13
                """)
    }

    @Test func theSameTextsHaveNoDiff() {
        #expect(UnifiedDiff().render(old: "a\nb\n", new: "a\nb\n", oldName: "a", newName: "b") == nil)
    }

    @Test func anInsertedLineAtTheEnd() throws {
        let diff = try #require(UnifiedDiff().render(old: "a\nb\n", new: "a\nb\nc\n", oldName: "x", newName: "y"))
        #expect(diff == "--- x\n+++ y\n@@ -1,2 +1,3 @@\n a\n b\n+c")
    }

    /// A page rewritten from top to bottom shows its first differing lines only, each cut short.
    @Test func aWhollyDifferentLongTextIsBounded() throws {
        let old = (1...5000).map { "old \($0) " + String(repeating: "x", count: 400) }.joined(separator: "\n")
        let new = (1...5000).map { "new \($0)" }.joined(separator: "\n")
        let diff = try #require(UnifiedDiff().render(old: old, new: new, oldName: "a", newName: "b"))
        let lines = diff.split(separator: "\n")
        #expect(lines.count <= 2 + 24 + 1)
        #expect(lines.allSatisfy { $0.count <= 161 })
        #expect(lines[2] == "@@ -1,200 +1,200 @@")
        #expect(lines[3].hasPrefix("-old 1 xxx"))
        #expect(lines.last == "… more differences not shown")
    }

    /// A change beyond the window (200 lines after the first) is not shown, and the diff says so.
    @Test func aChangeBeyondTheWindowIsSaidToBeLeftOut() throws {
        let old = Self.lines(1...1000)
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n")
            .replacingOccurrences(of: "line 900\n", with: "line nine hundred\n")
        let diff = try #require(UnifiedDiff().render(old: old, new: new, oldName: "a", newName: "b"))
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@") }.count == 1)
        #expect(diff.contains("+line two"))
        #expect(!diff.contains("nine hundred"))
        #expect(diff.hasSuffix("… more differences not shown"))
    }
}
