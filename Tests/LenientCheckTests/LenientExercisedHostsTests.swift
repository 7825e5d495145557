import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Fragments written from inside a controller the guide does not show (`lenient/exercised-hosts.md`,
/// written for these tests): a data source the fragment makes on the host is shown with items, so its
/// cell provider runs as UIKit runs it; a static member of a type inference made takes the type the
/// compiler asks for, and a class it made the superclass the compiler asks for; code marked only as
/// the start of a migration is reported as it ran.
@Suite(.serialized) struct LenientExercisedHostsTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/exercised-hosts.md"),
            Fixtures.path("LenientCheckTests", "lenient/collection-controller.md"),
        ])
    }

    /// The result of the block (or part) that starts at `line` in the fixture named `file`.
    func result(_ line: Int, in file: String = "exercised-hosts.md") async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first { $0.path.hasSuffix(file) })
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    /// A controller nobody shows, made with a collection view controller's initializer, is one
    /// (`lenient/collection-controller.md`): before, it was an empty `UIViewController` subclass, and
    /// `init(collectionViewLayout:)` was the guide's error.
    @Test func aControllerMadeWithALayoutIsACollectionViewController() async throws {
        let block = try await result(6, in: "collection-controller.md")
        #expect(block.compiled && block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        #expect(
            block.context?.supplied.contains("ShelvesViewController: empty UICollectionViewController subclass")
                == true,
            "\(block.context?.supplied ?? [])")
    }

    /// Members overriding the collection view data source's methods are written in a collection view
    /// controller (before: a `UIViewController`, which has none of them to override), shown as a
    /// window's root view controller so UIKit asks them (before: only its view was loaded).
    @Test func overriddenDataSourceMethodsAreACollectionViewControllers() async throws {
        let block = try await result(15, in: "collection-controller.md")
        #expect(block.compiled && block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.context?.host == "UICollectionViewController")
        // Shown, not only loaded: the one that dequeues a cell it never registered faults as UIKit does.
        let unregistered = try await result(37, in: "collection-controller.md")
        #expect(unregistered.outcome == .confirmed, "\(unregistered.explanation ?? "") \(unregistered.evidence)")
        #expect(unregistered.evidence.contains { $0.contains("collection-view.unregistered-identifier") })
    }

    /// A cell provider method alone, with no count of items, is never asked: the controller has no
    /// items of its own, so a clean run checked nothing (before this round it did not compile, in a
    /// `UIViewController`; "clean" would claim what no run showed).
    @Test func methodsUIKitNeverAskedAreNotCheckable() async throws {
        let block = try await result(51, in: "collection-controller.md")
        #expect(block.compiled && block.diagnosis == .missingContext, "\(block.explanation ?? "")")
        #expect(block.explanation?.contains("`collectionView(_:cellForItemAt:)`") == true, "\(block.explanation ?? "")")
        #expect(block.explanation?.contains("asked none of them") == true)
    }

    /// A lazy registration first read inside the provider is made there: UIKit (iOS 15 and later)
    /// refuses it, and the host's data source, shown with items, makes the provider run.
    @Test func aLazyRegistrationFirstReadInTheProviderFaults() async throws {
        let block = try await result(8)
        #expect(block.compiled)
        #expect(block.outcome == .finding)
        #expect(block.diagnosis == .documentError, "\(block.explanation ?? "")")
        #expect(block.findings.contains { $0.identifier == "registration.created-in-provider" })
        #expect(block.context?.supplied.contains("dataSource shown with two items when the block applies none") == true)
    }

    @Test func aRegistrationMadeBeforeTheDataSourcePassesWithItsProviderRun() async throws {
        let block = try await result(22)
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.context?.supplied.contains { $0.hasPrefix("dataSource shown with two items") } == true)
    }

    @Test func aStaticMemberOfAGuessedTypeHasTheTypeTheCompilerAsksFor() async throws {
        let block = try await result(35)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.diagnosis == nil)
        #expect(block.context?.supplied.contains("Stamp: placeholder type with catalogue: [Stamp]") == true)
    }

    /// `BannerView` reads as a plain view by its name; the registration's requirement makes it a
    /// reusable view, as the compiler asks.
    @Test func aGuessedClassTakesTheSuperclassTheCompilerAsksFor() async throws {
        let block = try await result(60)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.diagnosis == nil)
        #expect(block.context?.supplied.contains("BannerView: empty UICollectionReusableView subclass") == true)
    }

    @Test func theCodeBeforeAMigrationIsReportedAsItRanAndTheCodeAfterItIsJudged() async throws {
        let before = try await result(49)
        #expect(before.classification.classification == nil)
        #expect(before.outcome == .unclassified)
        #expect(before.compiled && before.diagnosis == nil)
        #expect(before.explanation?.contains("the code before a migration") == true)
        let after = try await result(53)
        #expect(after.classification.classification == .correct)
        #expect(after.outcome == .passed)
    }
}
