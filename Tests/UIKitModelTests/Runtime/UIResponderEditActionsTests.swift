import Foundation
import Testing

@testable import UIKitModel

/// The standard edit actions UIResponder adopts are its own members, so a view controller overrides
/// them as on iOS; the model keeps no responder chain, so UIResponder's own records the call. UIKit's
/// string drawing additions are declared on `NSString`, unmodelled.
@MainActor @Suite struct UIResponderEditActionsTests {
    final class SelectingController: UIViewController {
        var selectedEverything = false
        override func selectAll(_ sender: Any?) { selectedEverything = true }
    }

    @Test func aSubclassOverridesAnEditActionAndItsOverrideRuns() {
        let controller = SelectingController()
        let (_, findings) = ModelFindings.capture {
            (controller as UIResponder).selectAll(nil)
        }
        #expect(controller.selectedEverything)
        #expect(findings.events.isEmpty)
    }

    @Test func theRespondersOwnEditActionIsUnmodelled() {
        let (_, findings) = ModelFindings.capture { UIView(frame: .zero).copy(nil) }
        #expect(findings.events.compactMap(\.api) == ["UIResponder.copy(_:)"])
        #expect(findings.ids == ["model.unmodelled-api"])
    }

    @Test func theResponderConformsToTheStandardEditActions() {
        let actions: any UIResponderStandardEditActions = UIViewController()
        let (_, findings) = ModelFindings.capture { actions.paste(nil) }
        #expect(findings.events.compactMap(\.api) == ["UIResponder.paste(_:)"])
    }

    @Test func drawingAStringIsUnmodelled() {
        let (size, findings) = ModelFindings.capture {
            ("Shelf" as NSString).draw(in: CGRect(x: 0, y: 0, width: 40, height: 20), withAttributes: [.font: 1])
            return ("Shelf" as NSString).size(withAttributes: nil)
        }
        #expect(size == .zero)
        #expect(
            findings.events.compactMap(\.api) == [
                "NSString.draw(in:withAttributes:)", "NSString.size(withAttributes:)",
            ])
    }
}
