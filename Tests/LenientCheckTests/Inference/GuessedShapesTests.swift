import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Names a fragment never declares, guessed from the shape of their use, through the whole lenient
/// check (fixture `lenient/guessed-shapes.md`).
@Suite(.serialized) struct LenientGuessedShapesTests {
    static let fixture = JudgedFixture("lenient/guessed-shapes.md")

    func result(_ line: Int) async throws -> LenientResult { try await Self.fixture.result(line) }

    @Test func anImageViewReadThroughAPlainDotIsTheGuidesOwnCellsView() async throws {
        let block = try await result(9)
        #expect(block.compiled && block.outcome == .passed, "\(block.explanation ?? "")")
        let cell = block.context?.supplied.first { $0.hasPrefix("cell: ") }
        #expect(cell?.contains("imageView: UIImageView") == true, "\(cell ?? "no cell supplied")")
        #expect(cell?.contains("UITableViewCell") == false)
    }

    @Test func implicitMembersPassedToAGuessedInitializerAreItsCases() async throws {
        let block = try await result(18)
        #expect(block.compiled && block.outcome == .passed, "\(block.explanation ?? "")")
        #expect(block.context?.supplied.contains("SettingsRow: placeholder type with init(title:style:)") == true)
    }
}

extension LenientGuessedShapesTests {
    @Test func aTypeHeldWeaklyIsAPlaceholderClass() async throws {
        let block = try await result(29)
        #expect(block.compiled && block.outcome == .passed, "\(block.explanation ?? "")")
        #expect(block.context?.supplied.contains("PhotoCellDelegate: placeholder class (held weakly)") == true)
    }

    @Test func membersOfAGuessedObjectAreAssignedThroughALet() async throws {
        let block = try await result(45)
        #expect(block.compiled && block.outcome == .passed, "\(block.explanation ?? "")")
    }
}

extension LenientGuessedShapesTests {
    @Test func aFunctionOfTheGuidesTakesWhatItsCallsPass() async throws {
        let block = try await result(56)
        #expect(block.compiled && block.outcome == .passed, "\(block.explanation ?? "")")
        #expect(
            block.context?.supplied.contains(
                "makeSectionSnapshot: a function the guide declares elsewhere (a placeholder taking what its calls pass; "
                    + "an empty one where the code asks for an array, a string or a snapshot)"
            ) == true)
    }

    @Test func aGuessedFunctionHasAnOverloadPerShapeAndAnEnumerationPerImplicitMember() {
        let declarations = GuessedFunctions.declarations(
            named: "makeSection",
            shapes: [
                [.init(label: "for", implicitMember: "photos"), .init(label: "columns", implicitMember: nil)],
                [.init(label: "for", implicitMember: "albums"), .init(label: "columns", implicitMember: nil)],
            ])
        #expect(
            declarations.first
                == "enum __CellSpecArgument_makeSection_0_for: Hashable, Sendable { case `photos`, `albums` }")
        #expect(
            declarations.filter {
                $0.contains("func makeSection(for _0: __CellSpecArgument_makeSection_0_for, columns _1: Any)")
            }
            .count == 1)
        #expect(
            declarations.contains {
                $0.contains("func makeSection<__CellSpecResult>(for _0:") && $0.contains("-> __CellSpecResult")
            })
    }
}

extension LenientGuessedShapesTests {
    @Test func aTypesSharedInstanceIsOfThatTypeAndTheTypeIsAClass() async throws {
        let block = try await result(65)
        #expect(block.compiled && block.outcome == .passed, "\(block.explanation ?? "")")
        #expect(block.context?.supplied.contains("PhotoStore: placeholder class with shared") == true)
    }

    /// A labelled subscript no type of Swift's or UIKit's has (`tags[safe: 0]`) is the app's extension
    /// of collections, declared from the compiler's `extra_argument_labels`; reading through it stops
    /// at its body, which the guide does not show.
    @Test func aLabelledSubscriptIsTheAppsExtensionOfCollections() async throws {
        let block = try await result(74)
        #expect(block.compiled, "\(block.explanation ?? "")")
        #expect(block.outcome == .uncheckable && block.diagnosis == .missingContext, "\(block.explanation ?? "")")
        #expect(block.explanation?.contains("runs into code the guide does not show") == true)
        #expect(block.context?.supplied.contains(LabelledSubscripts.summary(label: "safe")) == true)
    }

    @Test func theLabelsComeFromTheCompilersErrorAboutASubscript() {
        let subscriptError = Finding(
            kind: .compileError, message: "extraneous argument label 'safe:' in subscript",
            diagnostic: "extra_argument_labels")
        #expect(LabelledSubscripts.labels(in: subscriptError) == ["safe"])
        let callError = Finding(
            kind: .compileError, message: "extraneous argument label 'safe:' in call",
            diagnostic: "extra_argument_labels")
        #expect(LabelledSubscripts.labels(in: callError).isEmpty, "a call's labels are the call's")
        let unnamed = Finding(kind: .compileError, message: "extraneous argument label 'safe:' in subscript")
        #expect(
            LabelledSubscripts.labels(in: unnamed).isEmpty, "read from the diagnostic's name, not its wording alone")
    }
}

extension LenientGuessedShapesTests {
    /// A rectangle or insets the compiler asks a name to be are made (the screen's frame, zero insets),
    /// never a nil that crashes when the block reads them.
    @Test func geometryTheCompilerAsksForIsMade() async throws {
        let block = try await result(82)
        #expect(block.compiled && block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.context?.nilValues.isEmpty == true)
        #expect(block.context?.supplied.contains("visibleArea: CGRect (the type the compiler asked for)") == true)
        // A name guessed a list by its plural is what the compiler asks for instead.
        #expect(
            block.context?.supplied.contains("sidebarInsets: UIEdgeInsets (the type the compiler asked for)") == true)
    }
}

extension LenientGuessedShapesTests {
    /// A type the guide's types only inherit from or conform to is what Swift allows there: an empty
    /// class first in a class's inheritance clause, an empty protocol elsewhere (class-bound when held
    /// weakly), never the placeholder struct, which would make the guide's declaration the error.
    @Test func aTypeOnlyInheritedFromIsAnEmptyClassOrProtocol() async throws {
        let block = try await result(91)
        #expect(block.compiled && block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
        let supplied = block.context?.supplied ?? []
        #expect(supplied.contains("StoreBase: empty class (a class of the guide's inherits from it)"), "\(supplied)")
        #expect(supplied.contains("Syncing: empty protocol (the guide's types conform to it)"), "\(supplied)")
        #expect(supplied.contains("CatalogDelegate: empty protocol (the guide's types conform to it)"), "\(supplied)")
    }
}
