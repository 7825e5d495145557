import Foundation
import ModelContract
import SpecPages
import TestSupport
import Testing

@testable import DocsRenderer
@testable import ExampleRunner

/// What a preview draws is what the example's checks read: over the whole Spec, every comparison
/// of the hidden lines that reads something a drawing shows is compared with the preview's HTML,
/// parsed back (``PreviewTruth``); and a renderer broken on purpose — elements moved, drawn at
/// another scale than it declares, texts swapped — is caught.
@Suite(.serialized) struct PreviewTruthTests {
    /// The Spec's results, checked once for the suite's tests.
    static let results = Task<[ExampleResult], any Error> {
        let (_, report) = try await Fixtures.check(
            [Fixtures.packageRoot.appendingPathComponent("Spec").path], timeout: .seconds(20))
        return report.results
    }

    @Test func theLeftSideIsReadAsAMemberChain() {
        let text = PreviewTruth.Operand("cellFor(4)?.displayed.text")
        #expect(text.names == ["cellFor", "()", "displayed", "text"])
        let mapped = PreviewTruth.Operand(#"collectionView.visibleCells.map(\.displayed.text)"#)
        #expect(mapped.names == ["collectionView", "visibleCells", "map"])
        #expect(mapped.mapped == ["displayed", "text"])
        #expect(mapped.leaf == "text")
        let fallback = PreviewTruth.Operand("(cell.backgroundConfiguration?.cornerRadius ?? 0)")
        #expect(fallback.names == ["cell", "backgroundConfiguration", "cornerRadius"])
        let frame = PreviewTruth.Operand("frames[1].minX")
        #expect(frame.names == ["frames", "[]", "minX"])
    }

    @Test func theDOMIsReadBackWithPositionsAndEntities() {
        let root = PreviewDOM.parse(
            #"<div class="layout-canvas" data-scale="0.75" data-origin-x="0" data-origin-y="0"><div class="el el-cell" style="left:15px;top:7.5px;width:30px;height:33px"><span class="cell-text">Fish &amp; chips</span><br><svg><path d="M1"/></svg></div></div>"#
        )
        let canvas = root.descendants.first { $0.hasClass("layout-canvas") }!
        let placed = PreviewTruth.elements(of: canvas)
        #expect(placed.count == 1)
        #expect(placed.first.map { [$0.x, $0.y, $0.width, $0.height] } == [20, 10, 40, 44])
        #expect(placed.first?.node.descendants.first { $0.hasClass("cell-text") }?.textContent == "Fish & chips")
    }

    /// A record of a cell at a frame, and a check that reads the frame and the text.
    @Test func aCheckAgainstADrawingFailsWhenTheDrawingDiffers() {
        var layout = PreviewLayout(
            view: "UICollectionView 1", x: 0, y: 0, width: 390, height: 844, contentWidth: 390, contentHeight: 36,
            elements: [
                {
                    var element = PreviewLayout.Element(
                        kind: "cell", indexPath: "0.0", x: 0, y: 0, width: 390, height: 36)
                    element.view = "UICollectionViewListCell 1"
                    return element
                }()
            ])
        layout.previewsBefore = 1
        var frameCheck = PreviewCheck(
            line: 3,
            comparison: ModelComparison(
                expression: "", operation: "==", lhs: "collectionView.layoutAttributesForItem(at: first)?.frame",
                lhsValue: "", rhs: "", rhsValue: ""), held: true,
            value: ModelCheck.Value(kind: "rect", numbers: [0, 0, 390, 36]), element: "cell 0.0")
        frameCheck.previewsBefore = 1
        frameCheck.layoutsBefore = 1
        var textCheck = PreviewCheck(
            line: 4,
            comparison: ModelComparison(
                expression: "", operation: "==", lhs: "cell.displayed.text", lhsValue: "", rhs: "", rhsValue: ""),
            held: true, value: ModelCheck.Value(kind: "text", texts: ["Soup"]), subject: "UICollectionViewListCell 1")
        textCheck.previewsBefore = 1
        textCheck.layoutsBefore = 1
        var run = ExampleResult.Run(iOSRelease: 18, findings: [], output: "", seconds: 0)
        run.previews = [
            CellPreview(
                view: "UICollectionViewListCell 1", state: [], text: "Soup", secondaryText: "Hot", indexPath: "0.0")
        ]
        run.layouts = [layout]
        run.checks = [frameCheck, textCheck]
        let page = SpecPageParser.parse("# T\n\n✅ One.\n\n```swift\nlet x = 1\n```\n", path: "Spec/truth.md")
        let result = ExampleResult(
            example: page.examples[0], verdict: .passed, reasons: [], compileFindings: [], runs: [run])
        let faithful = PreviewTruth.check(result)
        #expect(faithful.compared == 2)
        #expect(faithful.contradictions.isEmpty, "\(faithful.contradictions)")
        for distortion in [PreviewHTML.Distortion.offset(8), .scale(0.5), .swappedTexts] {
            let broken = PreviewTruth.check(result, distortion: distortion)
            #expect(broken.contradictions.count == 1, "\(distortion): \(broken.contradictions)")
        }
    }

    /// The Spec's checks agree with its previews; at least 300 of them are compared; and each
    /// deliberate error in the renderer contradicts many of them.
    @Test func everyDrawableCheckOfTheSpecAgreesWithItsPreview() async throws {
        let results = try await Self.results.value
        let outcome = PreviewTruth.check(results)
        let notDrawn = outcome.notDrawn.sorted { $0.value > $1.value }.map {
            "\($0.key): \($0.value) (e.g. \(outcome.notDrawnExample[$0.key] ?? ""))"
        }
        print(
            "PreviewTruth: \(outcome.compared) checks (on \(outcome.comparedLines.count) hidden lines) compared with the drawings, \(outcome.contradictions.count) contradictions; "
                + "not drawn:\n" + notDrawn.joined(separator: "\n"))
        #expect(outcome.compared >= 300, "the Spec's checks read what its previews draw")
        #expect(
            outcome.contradictions.isEmpty,
            Comment(
                rawValue: "\(outcome.contradictions.count) of \(outcome.compared):\n"
                    + outcome.contradictions.joined(separator: "\n")))
        for distortion in [PreviewHTML.Distortion.offset(8), .scale(0.6), .swappedTexts] {
            var broken = PreviewTruth.Outcome()
            for result in results { broken.add(PreviewTruth.check(result, distortion: distortion)) }
            print("PreviewTruth with \(distortion): \(broken.contradictions.count) of \(broken.compared) contradicted")
            #expect(broken.contradictions.count >= 20, "\(distortion) is caught")
        }
    }
}
