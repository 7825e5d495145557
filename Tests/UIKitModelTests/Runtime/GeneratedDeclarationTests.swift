import Foundation
import Testing

@testable import UIKitModel

/// What the declarations `cellspec inventory declare` writes do at run time: a stored property
/// keeps what is set and records a read before any set; an unmodelled member records itself and
/// returns a value it can make, or stops (`model.unmodelled-stop`) when it cannot; a subclass
/// overrides a generated member, and its override is what runs.
@MainActor @Suite struct GeneratedDeclarationTests {
    @Test func aStoredPropertyKeepsWhatIsSetAndRecordsNothing() {
        let (value, findings) = ModelFindings.capture {
            let view = UIView(frame: .zero)
            view.clearsContextBeforeDrawing = false
            return view.clearsContextBeforeDrawing
        }
        #expect(value == false)
        #expect(findings.events.isEmpty)
    }

    @Test func aStoredPropertyReadBeforeAnySetIsUnmodelled() {
        let (value, findings) = ModelFindings.capture { UIStepper(frame: .zero).isContinuous }
        #expect(value == false)
        #expect(findings.events.compactMap(\.api) == ["UIStepper.isContinuous"])
        #expect(findings.ids == ["model.unmodelled-api"])
    }

    @Test func anUnmodelledMemberRecordsItselfAndReturnsAPlainValue() {
        let (answer, findings) = ModelFindings.capture { UIResponder().canBecomeFirstResponder }
        #expect(answer == false)
        #expect(findings.events.compactMap(\.api) == ["UIResponder.canBecomeFirstResponder"])
    }

    @Test func aMemberWhoseResultCannotBeMadeStopsTheExample() {
        // UIImage is not isolated to the main actor, so the body can run on the capture's own thread.
        let (returned, findings) = ModelFindings.captureStopping {
            let image = UIImage()
            _ = image.imageFlippedForRightToLeftLayoutDirection()
            ModelFindings.unmodelled("never reached")
        }
        #expect(!returned, "the body stopped at the unmodelled call")
        #expect(findings.ids == ["model.unmodelled-api", "model.unmodelled-stop"])
        #expect(findings.events.first?.api == "UIImage.imageFlippedForRightToLeftLayoutDirection()")
        #expect(findings.events.last?.kind == .fault)
    }

    @Test func aBodyThatCallsNothingUnmodelledReturns() {
        let (returned, findings) = ModelFindings.captureStopping {}
        #expect(returned)
        #expect(findings.events.isEmpty)
    }

    final class DraggingCell: UICollectionViewCell {
        var states: [UICollectionViewCell.DragState] = []
        override func dragStateDidChange(_ dragState: UICollectionViewCell.DragState) {
            states.append(dragState)
        }
        override var canBecomeFirstResponder: Bool { true }
    }

    @Test func aSubclassOverridesAGeneratedMemberAndItsOverrideRuns() {
        let (cell, findings) = ModelFindings.capture {
            let cell = DraggingCell(frame: .zero)
            let asCell: UICollectionViewCell = cell
            asCell.dragStateDidChange(.lifting)
            return cell
        }
        #expect(cell.states == [.lifting])
        #expect((cell as UIResponder).canBecomeFirstResponder)
        #expect(findings.events.isEmpty, "the override ran, not the generated body")
    }
}
