import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// A block that extends, or passes, something the guide never shows (`lenient/unshown-types.md`,
/// written for these tests): a stored property the extension reads is given to the class inference
/// makes for the extended type; an argument whose type only inference chose is missing context; a
/// slip of a name the block declares stays the guide's error.
@Suite(.serialized) struct LenientUnshownTypesTests {
    /// Judged with UIKit's declarations from the project's inventory, as `check --lenient` judges.
    static let report: Task<LenientRun, Error> = Task {
        var runner = LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5)))
        runner.uikitDeclarations = try UIKitDeclarations.read(
            jsonLines: Fixtures.packageRoot.appendingPathComponent("Inventory/UIKit.jsonl"))
        return try await runner.judge(paths: [Fixtures.path("LenientCheckTests", "lenient/unshown-types.md")])
    }

    /// The result of the block whose fence opens at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    /// The extension reads `photos`, a stored property of the guide's controller: the class inference
    /// makes for the controller has it, valued as an undeclared name is, and the block compiles.
    @Test func aPropertyOfAnUnshownControllerIsGivenToTheClassInferenceMakes() async throws {
        let block = try await result(8)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.diagnosis == nil, "\(block.explanation ?? "")")
        #expect(block.context?.unresolved.contains("photos") == false)
        #expect(
            block.context?.supplied.contains("photos: array of placeholders, a property of GalleryViewController")
                == true)
        #expect(
            block.context?.supplied.contains("GalleryViewController: UIViewController subclass (the block extends it)")
                == true)
    }

    @Test func aSlipOfANameTheExtensionDeclaresStaysTheGuidesError() async throws {
        let block = try await result(19)
        #expect(block.diagnosis == .documentError, "\(block.explanation ?? "")")
        #expect(block.explanation?.contains("pictureCont") == true, "\(block.explanation ?? "")")
    }

    @Test func anArgumentWhoseTypeInferenceChoseIsMissingContext() async throws {
        let block = try await result(31)
        #expect(!block.compiled)
        #expect(block.diagnosis == .missingContext, "\(block.explanation ?? "")")
        #expect(block.explanation?.contains("UIView") == true, "\(block.explanation ?? "")")
    }

    /// `register(model:make:)`: UIKit has many `register` overloads, so the compiler says only that
    /// none matches; labels like none of UIKit's are a library's or the app's extension.
    @Test func aCallOfAnOverloadUIKitHasNoneLikeAmongManyIsMissingContext() async throws {
        let block = try await result(39)
        #expect(!block.compiled)
        #expect(block.diagnosis == .missingContext, "\(block.explanation ?? "")")
        #expect(block.explanation?.contains("register(model:make:)") == true, "\(block.explanation ?? "")")
    }

    @Test func aSlipOfOneOfUIKitsLabelsStaysTheGuidesError() async throws {
        let block = try await result(45)
        #expect(block.diagnosis == .documentError, "\(block.explanation ?? "")")
    }

    /// Classes the guide declares elsewhere are made as what their registrations require, and views
    /// named without a class (`shelfView`, `trailList`) take the one type whose methods take the
    /// block's calls as written: a table view's `register(_:forCellReuseIdentifier:)`, a collection
    /// view's `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`. A table view's dequeue is
    /// not run in a collection view's cell provider.
    @Test func registrationsAndArgumentLabelsSayWhatTheClassesAndViewsAre() async throws {
        let block = try await result(53)
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
        let supplied = block.context?.supplied ?? []
        #expect(supplied.contains("ShelfBanner: UICollectionReusableView subclass with identifier"), "\(supplied)")
        #expect(supplied.contains("TrailCell: UITableViewCell subclass with identifier"))
        #expect(supplied.contains { $0.hasPrefix("trailList: UITableView (") })
        #expect(supplied.contains { $0.hasPrefix("shelfView: UICollectionView (") })
        #expect(!supplied.contains { $0.hasPrefix("run in a cell provider") })
    }

    /// A table view inference made has the cells the block dequeues by identifier registered (the
    /// guide's storyboard prototypes), each for the class the row is cast to, which is a table cell
    /// since a table view's dequeue gives it. Before, the dequeue faulted as unregistered.
    @Test func aPrototypeRowIsRegisteredForTheClassItIsCastTo() async throws {
        let block = try await result(64)
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
        let supplied = block.context?.supplied ?? []
        #expect(supplied.contains("TrailRow: empty UITableViewCell subclass"), "\(supplied)")
        #expect(
            supplied.contains(
                "the cells tableView dequeues by identifier registered, as the guide does where the block does not show"
            ))
    }
}
