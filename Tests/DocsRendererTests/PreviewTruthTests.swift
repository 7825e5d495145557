import ExampleRunner
import Foundation
import SpecPages
import TestSupport
import Testing

/// What a preview draws is what the model says the example's views showed: over the whole Spec,
/// every claim an example's hidden lines make about what a cell displays, whether it is selected or
/// how a self-sizing layout measures it — a claim that held, so no assertion failed on its line —
/// is drawn by a record of that run, and what it claims last by the last record of some view.
@Suite(.serialized) struct PreviewTruthTests {
    /// A claim read from one hidden `expect(…)` line.
    enum Claim: CustomStringConvertible {
        case text(String), secondaryText(String), texts([String]), eachText([String]), selected, collapses

        var description: String {
            switch self {
            case .text(let text): "text \"\(text)\""
            case .secondaryText(let text): "secondary text \"\(text)\""
            case .texts(let texts): "texts \(texts)"
            case .eachText(let texts): "a view for each of \(texts)"
            case .selected: "a selected cell"
            case .collapses: "a collapsed cell"
            }
        }

        /// Whether the last records (one per view) draw what the claim says.
        func holds(in last: [CellPreview]) -> Bool {
            switch self {
            case .text(let text): last.contains { $0.text == text }
            case .secondaryText(let text): last.contains { $0.secondaryText == text }
            case .texts(let texts):
                last.contains { [$0.text, $0.secondaryText].compactMap { $0 } == Array(texts.prefix(2)) }
            case .eachText(let texts): texts.allSatisfy { text in last.contains { $0.text == text } }
            case .selected: last.contains { $0.state.contains("selected") }
            case .collapses: last.contains { $0.sizing?.collapses == true }
            }
        }
    }

    /// The claims of one hidden line; none for a line that claims nothing this test reads (a
    /// comparison with a variable, a count, a color).
    static func claims(_ line: String) -> [Claim] {
        guard line.contains("expect(") else { return [] }
        let code = line
        var claims: [Claim] = []
        func strings(_ text: Substring) -> [String] {
            text.matches(of: /"((?:[^"\\]|\\.)*)"/).map {
                String($0.output.1).replacingOccurrences(of: "\\n", with: "\n")
            }
        }
        if let match = code.firstMatch(of: /\.displayed\.text == ("(?:[^"\\]|\\.)*")/) {
            claims += strings(match.output.1).map(Claim.text)
        }
        if let match = code.firstMatch(of: /\.displayed\.secondaryText == ("(?:[^"\\]|\\.)*")/) {
            claims += strings(match.output.1).map(Claim.secondaryText)
        }
        if let match = code.firstMatch(of: /\.displayed\.texts == \[([^\]]*)\]/) {
            claims.append(.texts(strings(match.output.1)))
        }
        if let match = code.firstMatch(of: /map\(\\\.displayed\.text\) == \[([^\]]*)\]/) {
            claims.append(.eachText(strings(match.output.1)))
        }
        if code.firstMatch(of: /expect\((cell|listCell|\w*[cC]ell)\.(isSelected|configurationState\.isSelected)\s*[,)]/)
            != nil
        {
            claims.append(.selected)
        }
        if code.contains("systemLayoutSizeFitting"), code.contains(".height == 0") { claims.append(.collapses) }
        return claims
    }

    @Test func claimsAreReadFromHiddenLines() {
        #expect(
            Self.claims(#"expect(cell.displayed.text == "Carrot cake", "the edit shows")"#).map(\.description) == [
                #"text "Carrot cake""#
            ])
        #expect(
            Self.claims(#"expect(collectionView.visibleCells.map(\.displayed.text) == ["Milk", "Bread"])"#).map(
                \.description) == [#"a view for each of ["Milk", "Bread"]"#])
        #expect(
            Self.claims(#"expect(cell.displayed.texts == ["Vacation", "12 photos"])"#).map(\.description) == [
                #"texts ["Vacation", "12 photos"]"#
            ])
        #expect(Self.claims("expect(cell.isSelected, \"kept\")").map(\.description) == ["a selected cell"])
        #expect(Self.claims("expect(!cell.isSelected)").isEmpty)
        #expect(Self.claims("expect(cell.displayed.text == title)").isEmpty)
    }

    @Test func aClaimAgainstTheRecordsFailsWhenNoViewDrawsIt() {
        let drawn = [CellPreview(view: "UICollectionViewListCell 1", state: [], text: "Cake")]
        #expect(!Claim.text("Carrot cake").holds(in: drawn))
        #expect(Claim.text("Cake").holds(in: drawn))
        #expect(!Claim.selected.holds(in: drawn))
        #expect(!Claim.collapses.holds(in: drawn))
    }

    /// A claim made midway (before the example changes the cell again) is drawn by some record; the
    /// claims of the example's last claiming line, about what it shows in the end, by the last
    /// record of some view. A run that drew nothing (a claim about a stack view, not a cell) is
    /// left out and counted.
    @Test func everyClaimOfTheSpecIsDrawnByThePreviews() async throws {
        let (_, report) = try await Fixtures.check(
            [Fixtures.packageRoot.appendingPathComponent("Spec").path], timeout: .seconds(20))
        var checked = 0
        var drewNothing = 0
        var disagreements: [String] = []
        for result in report.results {
            let claiming = result.example.lines.filter { $0.isHidden && !Self.claims($0.text).isEmpty }
            for run in result.runs {
                guard !run.previews.isEmpty else {
                    drewNothing += claiming.count
                    continue
                }
                let failedLines = Set(run.findings.filter { $0.kind == .assertion }.compactMap(\.location?.line))
                var views: [String] = []
                for preview in run.previews where !views.contains(preview.view) { views.append(preview.view) }
                let last = views.compactMap { view in run.previews.last { $0.view == view } }
                for line in claiming where !failedLines.contains(line.number) {
                    let isFinal = line.number == claiming.last?.number
                    for claim in Self.claims(line.text) {
                        checked += 1
                        let drawn = isFinal ? last : run.previews
                        if !claim.holds(in: drawn) {
                            let shown = drawn.map {
                                "\($0.view): \([$0.text, $0.secondaryText].compactMap { $0 }) [\(Self.state($0))]"
                            }
                            disagreements.append(
                                "\(result.example.location.file):\(line.number): iOS \(run.iOSRelease): claims \(claim)\(isFinal ? " in the end" : ""), "
                                    + "the previews draw " + shown.joined(separator: "; "))
                        }
                    }
                }
            }
        }
        #expect(checked > 100, "the Spec's hidden lines make claims this test reads")
        #expect(drewNothing < checked / 10, "most claims are about views the model records")
        #expect(
            disagreements.isEmpty,
            Comment(rawValue: "\(disagreements.count) of \(checked):\n" + disagreements.joined(separator: "\n")))
    }

    static func state(_ preview: CellPreview) -> String {
        preview.state.isEmpty ? "normal" : preview.state.joined(separator: "+")
    }
}
