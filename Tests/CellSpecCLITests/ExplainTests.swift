import Foundation
import TestSupport
import Testing

/// `cellspec explain ID` as a user runs it.
@Suite struct ExplainTests {
    func explain(_ id: String) throws -> (status: Int32, output: String, errors: String) {
        let run = try CellspecRun.run(["explain", id])
        return (run.status, run.standardOutput, run.standardError)
    }

    @Test(.enabled(if: CellspecRun.isAvailable, "needs the built cellspec"))
    func aRuleIsExplainedWithItsSourceAndPage() throws {
        let (status, output, _) = try explain("cell.update-loop")
        #expect(status == 0)
        #expect(output.hasPrefix("cell.update-loop — a model violation (UIKit carries on, with wrong results)\n"))
        #expect(output.contains("Spec page: Spec/configuration-state.md\n"))
        #expect(output.contains("Expect it with: expect=violation:cell.update-loop\n"))
        #expect(try explain("markup.unknown-rule").output.contains("Spec/README.md lists every id"))
    }

    @Test(.enabled(if: CellspecRun.isAvailable, "needs the built cellspec"))
    func aRecommendationSaysUIKitAcceptsTheCode() throws {
        let (status, output, _) = try explain("registration.string-identifier")
        #expect(status == 0)
        #expect(
            output.hasPrefix(
                "registration.string-identifier — a model violation (a recommendation: UIKit accepts the code"))
    }

    @Test(.enabled(if: CellspecRun.isAvailable, "needs the built cellspec"))
    func theUnmodelledFindingSaysTheExampleIsNotCheckable() throws {
        let (status, output, _) = try explain("model.unmodelled-api")
        #expect(status == 0)
        #expect(output.hasPrefix("model.unmodelled-api — reported by the harness or the runner\n"))
        #expect(output.contains("'not checkable: unmodelled `Type.member`', never passed, never failed"))
    }

    @Test(.enabled(if: CellspecRun.isAvailable, "needs the built cellspec"))
    func theUnmodelledStopFindingSaysTheExampleIsNotCheckable() throws {
        let (status, output, _) = try explain("model.unmodelled-stop")
        #expect(status == 0)
        #expect(output.hasPrefix("model.unmodelled-stop — reported by the harness or the runner\n"))
        #expect(output.contains("the run stopped there"))
        #expect(output.contains("'not checkable: unmodelled `Type.member`', never passed, never failed"))
    }

    @Test(.enabled(if: CellspecRun.isAvailable, "needs the built cellspec"))
    func aUIKitMemberIsExplainedFromTheInventoryAndTheModel() throws {
        let (status, output, _) = try explain("UIView.snapshotView")
        #expect(status == 0)
        #expect(output.hasPrefix("UIView.snapshotView — UIKit API\n"))
        #expect(output.contains("UIKit: func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? (iOS 7.0)"))
        #expect(output.contains("read from ios14.2-sdk-interface iOS/UIKit/UIView.swift:"))
        #expect(output.contains("— unmodelled: declared with UIKit's signature only"), "\(output)")
        let stored = try explain("UIButton.contentEdgeInsets").output
        #expect(stored.contains("deprecated in iOS 15.0"), "\(stored)")
        #expect(stored.contains("— stored: keeps what is set"), "\(stored)")
        let type = try explain("UICollectionViewListCell").output
        #expect(type.contains("The model: declares class UICollectionViewListCell in "), "\(type)")
        #expect(type.contains(" modelled, "))
    }

    @Test(.enabled(if: CellspecRun.isAvailable, "needs the built cellspec"))
    func anUnknownIdSuggestsTheNearestOne() throws {
        let (status, output, errors) = try explain("cell.update-lop")
        #expect(status == 2)
        #expect(output.isEmpty)
        #expect(
            errors
                == "cellspec: error: no rule, finding, diagnostic or UIKit declaration has the name 'cell.update-lop'; did you mean 'cell.update-loop'?\n"
        )
    }
}
