import ExampleRunner
import ModelContract
import SpecPages

/// Verdicts without declared reasons.
///
/// A correct block passes if it compiles after inference and runs without a fault, rule violation,
/// crash or deprecation warning (other warnings, such as an unused value, are normal in fragments).
/// An incorrect block is confirmed if a compile error, deprecation warning, fault, violation or crash
/// points into it; the evidence names which. A compile error that only says a name is missing, when
/// inference could not supply that name, confirms nothing: it is the guide's omitted context, and
/// the block is reported as not checkable. An incorrect block nothing flags is a finding, unless the
/// guide's own reason is a preference (``AdviceWords``). An unclassified block is judged as a correct
/// one would be, and reported with how it fared, but never as a finding.
enum LenientJudge {
    static func judge(
        block: SpecExample, classification: LenientClassification, context: ImplicitContext, compiled: SpecExample,
        compile: [Finding], runs: [ExampleResult.Run], reasons: [String] = [], recoveredFromProse: Bool = false,
        hasSyntaxErrors: Bool = false, elisions: [Int] = [], listed: [Int] = [],
        uikitListings: [(type: String, line: Int)] = [],
        announcedDeprecations: [String] = [], declaredByGuide: Set<String> = [],
        uikitCounterpart: (_ type: String, _ member: String) -> String? = { _, _ in nil },
        uikitTypeCounterpart: (_ name: String) -> String? = { _ in nil },
        uikitDeclares: (_ type: String, _ member: String) -> Bool? = { _, _ in nil },
        uikitRenamedMember: (_ type: String, _ member: String) -> String? = { _, _ in nil },
        uikitRenamedGlobal: (_ name: String) -> String? = { _ in nil },
        uikitFunctions: (_ baseName: String) -> Set<String> = { _ in [] }
    ) -> LenientResult {
        // Run-to-run values (the UUIDs of items inference made) read the same in every report, and the
        // compiler's findings come in page order: swiftc may give one line's errors in another order
        // when the block is compiled in another batch (a cached run's solo compile), and the verdict's
        // evidence must not change with that.
        let compile = compile.map(normalised).sorted(by: Self.inPageOrder)
        // Evidence in a declaration the block borrowed names the line it stands on there.
        let phrase = { (finding: Finding) in Self.phrase(finding, lent: context.lent) }
        let runs = runs.map { run in
            var run = run
            run.findings = run.findings.map(normalised)
            return run
        }
        let runtime = runs.flatMap(\.findings)
        let all = compile + runtime
        let inside = { (finding: Finding) -> Bool in
            // A compiler diagnostic without a page location is in code cellspec generated; a run-time
            // event without one is the model's, raised while the block ran.
            guard let location = finding.location else {
                return finding.kind != .compileError && finding.kind != .compileWarning
            }
            // What the run did in another block's declaration the block borrowed is what the guide's
            // code did when the block called it (``LentCode``); what it says at compile time there is that block's.
            if finding.kind != .compileError && finding.kind != .compileWarning,
                LentCode.containing(location, in: context.lent) != nil
            {
                return true
            }
            return location.file == block.location.file && compiled.blockLineRange.contains(location.line)
        }
        // A failure in which something inference supplied takes part is not the guide's (``InferenceInvolvement``);
        // an API the model lacks stays the model's gap whatever names the block uses it on.
        // Worked out once per finding: each reads the block's syntax, and the rules below ask several times.
        var involvements: [Finding: String] = [:]
        for finding in all where missingAPI(finding) == nil {
            involvements[finding] = InferenceInvolvement.involved(
                in: finding, context: context, compiled: compiled, block: block)
        }
        let involvement = { (finding: Finding) -> String? in involvements[finding] }
        // An error UIKit would not give (``ErrorOwnership``): the model's, the compiler's or inference's.
        var owners: [Finding: ErrorOwnership.Owner] = [:]
        let madeUpTypes = InferenceInvolvement.madeUpTypes(context)
        for finding in compile where involvements[finding] == nil {
            owners[finding] = ErrorOwnership.owner(
                of: finding, block: block, compiled: compiled, madeUpTypes: madeUpTypes, uikitDeclares: uikitDeclares,
                uikitFunctions: uikitFunctions)
        }
        // A member UIKit surely declares on no type of the chain and that is like none of its names
        // (`snp` on a `UILabel`, with no counterpart) is one the guide calls without showing it, a
        // library's or the app's extension — or a name that does not exist: either way not a gap in the
        // model, whose surface is UIKit's, and not an error the block shows. A member like a UIKit name
        // stays the guide's slip (below); one the document declares is its own.
        // A ❌ block whose guide says the API does not exist is confirmed by UIKit lacking it (below), so
        // what UIKit lacks stays the error it claims there.
        let claimsMissingAPI = classification.classification == .incorrect && ReasonWords.fitsCompileError(reasons)
        if claimsMissingAPI {
            for (finding, _) in owners
            where [CompilerDiagnosticName.wrongArgumentLabels, CompilerDiagnosticName.noExactMatches].contains(
                finding.diagnostic)
            {
                owners[finding] = nil
            }
        }
        for finding in compile where owners[finding] == nil && involvements[finding] == nil && !claimsMissingAPI {
            guard let (type, member) = missingMember(finding), WellKnownName.isUIKitName(type),
                !isDeclared("\(type).\(member)", by: declaredByGuide), uikitDeclares(type, member) == false,
                uikitCounterpart(type, member) == nil, uikitRenamedMember(type, member) == nil
            else { continue }
            owners[finding] = .notTheGuide(
                uikitLacks(member, on: type, nearest: nil)
                    + ": the guide calls a member it does not show, a library's or the app's extension, or one that "
                    + "does not exist")
        }
        // The errors inside a call of an overload UIKit does not have follow from it: its arguments were
        // typed against UIKit's (`Int.self` where a class goes), so they are the missing extension's too.
        for (finding, owner) in owners
        where [CompilerDiagnosticName.wrongArgumentLabels, CompilerDiagnosticName.noExactMatches].contains(
            finding.diagnostic)
        {
            guard case .notTheGuide = owner else { continue }
            let lines = Set(ErrorOwnership.callLines(of: finding, compiled: compiled))
            for other in compile where owners[other] == nil && involvements[other] == nil {
                if let line = other.location?.line, lines.contains(line) { owners[other] = owner }
            }
        }
        let modelOwned = { (finding: Finding) -> String? in
            if case .model(let what)? = owners[finding] { return what }
            return nil
        }
        let notTheGuides = { (finding: Finding) -> String? in
            if case .notTheGuide(let reason)? = owners[finding] { return reason }
            return nil
        }
        // An error on the line of one inference takes part in follows from it (`generic parameter could
        // not be inferred` beside `cannot convert value of type 'UUID'` for a name inference made a value).
        let involvedLines = Set(compile.filter { involvement($0) != nil }.compactMap { $0.location?.line })
        // …unless it stands on the block's own declarations alone (`'configuration' is a 'let' constant`
        // for the block's `let configuration`, beside a supplied `sectionHasHeader`).
        let ownDeclarations = InferenceInvolvement.declaredNames(block)
        let isMissing = { (finding: Finding) in
            isMissingContext(finding, context, declaredByGuide: declaredByGuide) || involvement(finding) != nil
                || notTheGuides(finding) != nil
                || ((finding.location.map { involvedLines.contains($0.line) } ?? false)
                    && !InferenceInvolvement.standsOnOwnDeclarations(
                        finding, declared: ownDeclarations, context: context, compiled: compiled))
        }
        let missing = compile.filter { $0.kind == .compileError && (!inside($0) || isMissing($0)) }
        let errors = compile.filter { $0.kind == .compileError && inside($0) && !isMissing($0) }
        let involvedNames = Set((compile + runs.flatMap(\.findings)).compactMap(involvement))
        // What the guide declares itself is never a gap in the model.
        let undeclaredGaps = context.modelGaps.filter { !isDeclared($0, by: declaredByGuide) }
        let deprecations = compile.filter { $0.kind == .compileWarning && isDeprecation($0) && inside($0) }
        let allProblems = runtime.filter { [.fault, .violation, .crash, .timeout].contains($0.kind) && inside($0) }
        // A rule that records a recommendation (UIKit accepts the code) is advice about a guide, never its error.
        var advisories = allProblems.filter { involvement($0) == nil && isRecommendation($0) }
        var problems = allProblems.filter { involvement($0) == nil && !isRecommendation($0) }
        var inferredProblems = allProblems.filter { involvement($0) != nil }
        let didCompile = missing.isEmpty && errors.isEmpty
        // A member UIKit itself does not declare (``UIKitDeclarations``), looked up on a type the guide
        // writes in the block or on a value the guide's own code makes (``OwnValue``) — not one inference
        // or the compiler chose, nor the type of a value inference supplied — and named like a member UIKit
        // does declare, is the guide's error: a UIKit name gone wrong, not a model gap. A member lookup on
        // a written type fails whatever the rest of the statement holds, placeholders included.
        let written = InferenceInvolvement.ownIdentifiers(block)
        let suppliedTypes = Set(context.valueTypes.values.flatMap(InferenceInvolvement.identifiers))
        // Worked out once per error: each asks the inventory, and the rules below ask several times.
        var counterparts: [Finding: String] = [:]
        for finding in errors {
            guard let (type, member) = missingMember(finding), WellKnownName.isUIKitName(type) else { continue }
            let name = String(type.split(separator: ".").last ?? "")
            // An implicit member (`.fractionWidth(1)` passed to `NSCollectionLayoutSize(widthDimension:)`) is
            // looked up on the type the call's parameter has: the guide's call chose it.
            let implicit = InferenceInvolvement.isImplicitMember(at: finding.location, in: compiled)
            guard
                written.contains(name) || implicit
                    || OwnValue.holdsMemberLookup(
                        at: finding.location, in: compiled, written: written, context: context),
                !suppliedTypes.contains(name)
            else { continue }
            counterparts[finding] = uikitCounterpart(type, member)
        }
        // The same for a type: `UIVuew`, `UITAbleViewCell` written in the block, a slip of a UIKit type's name.
        for finding in errors {
            guard let name = missingName(finding),
                WellKnownName.isUIKitName(name) || uikitTypeCounterpart(name)?.lowercased() == name.lowercased(),
                written.contains(name),
                !suppliedTypes.contains(name), !isDeclared(name, by: declaredByGuide)
            else { continue }
            counterparts[finding] = uikitTypeCounterpart(name)
        }
        // A name an older Swift gave a UIKit declaration (`UIEdgeInsetsMake`, `.Horizontal`,
        // `blackColor()`), which today's Swift rejects as renamed: the guide's code is of that Swift.
        // The name is the guide's own token, whatever type the compiler looked it up on.
        var renames: [Finding: String] = [:]
        for finding in errors {
            if let (type, member) = missingMember(finding), WellKnownName.isUIKitName(type),
                !isDeclared("\(type).\(member)", by: declaredByGuide), uikitDeclares(type, member) != true,
                let today = uikitRenamedMember(type, member)
            {
                renames[finding] = today
            } else if let name = missingName(finding), written.contains(name), !isDeclared(name, by: declaredByGuide),
                let today = uikitRenamedGlobal(name) ?? OlderSwiftFunctions.today(for: name)
            {
                renames[finding] = today
            }
        }
        counterparts.merge(renames) { _, renamed in renamed }
        let counterpart = { (finding: Finding) -> String? in counterparts[finding] }
        // A slip of a UIKit type's name is the guide's, not a type the model lacks.
        let misnamedTypes = Set(counterparts.keys.compactMap(missingName))
        let modelGaps = undeclaredGaps.filter { !misnamedTypes.contains($0) }
        let namesNoUIKitAPI = { (finding: Finding) in counterpart(finding) != nil }
        // An API the model lacks stops the check: nothing else the compiler says about the block can be trusted.
        let gaps =
            errors.filter { (missingAPI($0) != nil && !namesNoUIKitAPI($0)) || modelOwned($0) != nil }
            + (didCompile ? [] : missing.filter { missingName($0).map { context.unresolved.contains($0) } ?? false })
            .filter { _ in !modelGaps.isEmpty }
        var result = LenientResult(
            block: block, classification: classification, context: context, compiled: didCompile, outcome: .passed,
            evidence: [], diagnosis: nil, explanation: nil, findings: all, reasons: reasons)

        let unclassified = classification.classification == nil
        if recoveredFromProse && hasSyntaxErrors {
            result.outcome = unclassified ? .unclassified : .uncheckable
            result.evidence = compile.filter { $0.kind == .compileError }.map(phrase)
            result.diagnosis = .missingContext
            result.isUncheckable = true
            result.explanation = "the code found in the text does not parse as Swift (the text lost the code's layout)"
            return result
        }
        // Wherever the left-out body stands: the block's own code, or a declaration inference supplied.
        let reachedElision = runtime.contains { $0.kind == .crash && $0.message.contains("cellspec: elided body") }
        if (!elisions.isEmpty || !uikitListings.isEmpty) && (!didCompile || reachedElision) {
            result.outcome = unclassified ? .unclassified : .uncheckable
            result.evidence = (missing + errors).map(phrase)
            result.diagnosis = .elided
            result.isUncheckable = true
            var explanations: [String] = []
            // Left-out code (`...`, `…`, a comment standing for it) apart from an interface listing's
            // bodiless declarations, which leave nothing out: the explanation names each for what it is.
            let leftOut = elisions.filter { !listed.contains($0) }
            let listedHere = elisions.filter { listed.contains($0) }
            if !leftOut.isEmpty {
                explanations.append(
                    "the guide elides code (`...` at line \(leftOut.map(String.init).joined(separator: ", "))); what it shows cannot compile without it"
                )
            }
            if !listedHere.isEmpty && uikitListings.isEmpty {
                explanations.append(
                    "it is an interface listing (declarations without a body, or types named alone, at line \(listedHere.map(String.init).joined(separator: ", "))): "
                        + "a header to read, not code to run")
            }
            if !uikitListings.isEmpty {
                let types = uikitListings.map { "`\($0.type)` (line \($0.line))" }.joined(separator: ", ")
                explanations.append(
                    "the block retypes UIKit's own \(types) for the reader: an interface to read, not code to run")
            }
            result.explanation = explanations.joined(separator: "; ")
            return result
        }
        // Text in a Swift block that does not parse as Swift (pseudo-code, prose, a placeholder, another
        // language's code) is not the guide's Swift error, unless the guide says the code does not compile.
        if hasSyntaxErrors && !didCompile
            && !(classification.classification == .incorrect && ReasonWords.fitsCompileError(reasons))
        {
            result.outcome = unclassified ? .unclassified : .uncheckable
            result.evidence = (missing + errors).map(phrase)
            result.diagnosis = .missingContext
            result.isUncheckable = true
            result.explanation =
                "it does not parse as Swift (pseudo-code, prose, a placeholder or another language's code), so it is not run as code"
            return result
        }
        // A deprecation the compiler reported in the guide's own code stands whatever the run met after
        // it: the compiler gave it before anything ran. When the run then stops where nothing can be
        // checked (below), the deprecation is the verdict and what the run met is left out of it.
        let deprecationStands = didCompile && !deprecations.isEmpty && classification.classification != .incorrect
        var runStopped: String?
        // A member the model declares but does not implement: the run is not UIKit's from there on.
        let unmodelled = runtime.filter { $0.kind == .unmodelled }
        if !unmodelled.isEmpty, deprecationStands {
            runStopped = "the run then reached what the model does not implement"
        } else if !unmodelled.isEmpty {
            var seen = Set<String>()
            let apis = unmodelled.map { $0.api ?? $0.message }.filter { seen.insert($0).inserted }
            result.outcome = unclassified ? .unclassified : .uncheckable
            result.evidence = unmodelled.filter { seen.remove($0.api ?? $0.message) != nil }.map(phrase)
            result.diagnosis = .unmodelled
            result.isUncheckable = true
            result.explanation =
                "\(apis.map { "`\($0)`" }.joined(separator: ", ")) (the model declares it with "
                + "UIKit's signature but does not implement it, so it can neither confirm nor refute the guide)"
            return result
        }
        // A body inference left out — a function the document declares whose body needs what the guide
        // does not show, a subscript of the app's, a function guessed from its calls — reached by the run:
        // what comes next is code nobody showed, so nothing is confirmed or refuted.
        if reachedElision, deprecationStands {
            runStopped = runStopped ?? "the run then reached code the guide does not show"
        } else if reachedElision,
            let crash = runtime.first(where: { $0.kind == .crash && $0.message.contains("cellspec: elided body") })
        {
            result.outcome = unclassified ? .unclassified : .uncheckable
            result.evidence = [phrase(crash)]
            result.diagnosis = .missingContext
            result.isUncheckable = true
            result.explanation =
                "it runs into code the guide does not show (a body cellspec left out of a declaration it supplied)"
            return result
        }
        // Work the block started that went on after it returned (a `Task`, a queue's block: the channel
        // carried lines after the closing record): in an app that work runs on, and what it does, or
        // how it ends, is beyond the run. Nothing it shows is the guide's error, nor confirms a claim; and
        // the exit status is its too (``OutlivingWork``).
        if OutlivingWork.evidence(in: runtime) != nil, deprecationStands {
            runStopped = runStopped ?? "work the block started went on after it returned"
        } else if let outliving = OutlivingWork.evidence(in: runtime) {
            result.outcome = unclassified ? .unclassified : .uncheckable
            result.evidence = outliving.map(phrase)
            result.diagnosis = .missingContext
            result.isUncheckable = true
            result.explanation = OutlivingWork.explanation
            return result
        }
        // A trap in code inference wrote (a cast in a cell provider it placed the block in, a value it
        // made): the run stopped in code the guide never showed, so what the block does after it is unknown.
        let inferredTrap = runtime.first(where: {
            $0.kind == .crash && $0.location?.file == LenientRunner.inferredFile(for: block.location.file)
                && LentCode.containing($0.location, in: context.lent) == nil
        })
        if inferredTrap != nil, deprecationStands {
            runStopped = runStopped ?? "the run then stopped in code inference supplied"
        } else if let trap = inferredTrap {
            result.outcome = unclassified ? .unclassified : .uncheckable
            result.evidence = [phrase(trap)]
            result.diagnosis = .missingContext
            result.isUncheckable = true
            result.explanation =
                "the run stopped in code inference supplied, not the guide's, so nothing after it was checked"
            return result
        }
        // A value inference left nil (a type the compiler asked for that nothing can make) read before the
        // block assigned it: the crash is inference's, not the guide's.
        let nilCrash =
            context.nilValues.isEmpty ? nil : problems.first { $0.kind == .crash && $0.message.contains("nil") }
        if nilCrash != nil, deprecationStands {
            runStopped = runStopped ?? "the run then read a value inference could not make"
        } else if let crash = nilCrash {
            result.outcome = unclassified ? .unclassified : .uncheckable
            result.evidence = [phrase(crash)]
            result.diagnosis = .missingContext
            result.isUncheckable = true
            result.explanation =
                "it needs values the guide does not show (\(context.nilValues.map { "'\($0)'" }.joined(separator: ", ")): inference knows their "
                + "types but cannot make them), and read one before assigning it"
            return result
        }
        if runStopped != nil {
            problems = []
            advisories = []
            inferredProblems = []
        }
        // What UIKit declares and the model cannot give confirms no claim either: iOS would compile it.
        let uikitHas = errors.compactMap(modelOwned)
        if (!gaps.isEmpty && !claimsMissingAPI) || !uikitHas.isEmpty {
            // Neither the guide's error nor its success: the model cannot judge code it cannot compile.
            result.outcome = unclassified ? .unclassified : .uncheckable
            result.evidence = gaps.map(phrase)
            result.diagnosis = .notInModel
            result.isUncheckable = true
            let lacking = Set(gaps.compactMap(missingAPI) + modelGaps)
            result.explanation =
                (uikitHas.isEmpty
                    ? ""
                    : "model gap: iOS has \(Set(uikitHas).sorted().joined(separator: "; ")), the model does not"
                        + (lacking.isEmpty ? "" : "; "))
                + (lacking.isEmpty
                    ? ""
                    : "model gap: \(lacking.sorted().map { "`\($0)`" }.joined(separator: ", ")) is not in the model; "
                        + "if UIKit has it, the model should too, otherwise the guide names an API that does not exist")
            return result
        }
        let ranClean =
            "compiled and ran on iOS \(runs.map { String($0.iOSRelease) }.joined(separator: ", ")) with no error, deprecation, fault or violation"
        // A clean run in which only placeholders answered checked nothing (``VacuousRun``).
        if didCompile, deprecations.isEmpty, allProblems.isEmpty,
            let roots = VacuousRun.placeholderRoots(in: block, context: context)
        {
            result.outcome = unclassified ? .unclassified : .uncheckable
            result.evidence = [ranClean]
            result.diagnosis = .missingContext
            result.isUncheckable = true
            result.explanation =
                "it needs code the guide does not show: everything it calls is on "
                + roots.map { "'\($0)'" }.joined(separator: ", ")
                + ", which inference made up, so the run reached none of UIKit and checked nothing"
            return result
        }
        // A clean run of data source methods UIKit never asked checked nothing (``HostChoice/unaskedMethods``).
        if didCompile, deprecations.isEmpty, allProblems.isEmpty, !context.unaskedMethods.isEmpty {
            result.outcome = unclassified ? .unclassified : .uncheckable
            result.evidence = [ranClean]
            result.diagnosis = .missingContext
            result.isUncheckable = true
            let view = context.unaskedMethods[0].hasPrefix("tableView") ? "tableView" : "collectionView"
            let count = view == "tableView" ? "numberOfRowsInSection" : "numberOfItemsInSection"
            result.explanation =
                "it needs code the guide does not show: UIKit asks "
                + context.unaskedMethods.map { "`\($0)`" }.joined(separator: ", ")
                + " only for the items the data source counts, and the block shows no `\(view)(_:\(count):)`; "
                + "the controller has none of its own, so the run asked none of them and checked nothing"
            return result
        }
        switch classification.classification {
        case .incorrect?:
            // A compile error confirms only a guide that says the code does not compile (or names an API
            // that does not exist); any other compile error is unrelated to what the guide claims.
            let related = ReasonWords.fitsCompileError(reasons) ? errors : []
            // A deprecation confirms what the guide calls deprecated or dated, not a fault it claims.
            let dated = deprecations.filter {
                ReasonWords.fitsDeprecation($0.message, reasons, alone: problems.isEmpty)
            }
            let confirmations = problems + dated + related
            if !confirmations.isEmpty {
                result.outcome = .confirmed
                result.evidence = confirmations.map(phrase)
            } else if !inferredProblems.isEmpty {
                result.outcome = .uncheckable
                result.evidence = inferredProblems.map(phrase)
                result.diagnosis = .missingContext
                result.isUncheckable = true
                result.explanation = inferredExplanation(involvedNames)
            } else if !errors.isEmpty {
                result.outcome = .uncheckable
                result.evidence = errors.map(phrase)
                result.diagnosis = .unrelatedError
                result.isUncheckable = true
                result.explanation =
                    "it does not compile, but not for the reason the guide gives"
                    + (reasons.first.map { " (\"\($0.count > 120 ? String($0.prefix(119)) + "…" : $0)\")" } ?? "")
                    + ", so nothing confirms or refutes the guide: \(errors[0].message)"
            } else if !missing.isEmpty {
                result.outcome = .uncheckable
                result.evidence = missing.map(phrase)
                result.diagnosis = .missingContext
                result.isUncheckable = true
                result.explanation =
                    missing.lazy.compactMap(notTheGuides).first.map { "it cannot be checked as shown: \($0)" }
                    ?? "it needs code the guide does not show (\(missingNames(missing, declaredByGuide: declaredByGuide)))"
            } else if !advisories.isEmpty {
                result.outcome = .advice
                result.evidence = advisories.map(phrase)
                result.explanation =
                    "UIKit accepts this code; the model records only a recommendation (\(ruleList(advisories))), "
                    + "so the guide's reason is a preference cellspec can neither confirm nor refute"
            } else if !announcedDeprecations.isEmpty, ReasonWords.saysDeprecated(reasons) {
                // UIKit's `API_TO_BE_DEPRECATED`: Apple lists the API as deprecated, Swift does not warn.
                result.outcome = .advice
                result.evidence = [ranClean]
                result.explanation =
                    "UIKit only announces that it will deprecate \(announcedDeprecations.map { "`\($0)`" }.joined(separator: ", ")) "
                    + "(API_TO_BE_DEPRECATED), which Swift does not warn about: the guide's reason is Apple's advice, "
                    + "not a failure cellspec can show"
            } else if ReasonWords.claimsCompileFailure(reasons), context.valueTypes.isEmpty, undeclaredGaps.isEmpty,
                !context.prelude.contains(where: { $0.contains(PlaceholderSource.placeholderType) })
            {
                // The guide says the code does not compile, and the Swift compiler compiles it with
                // nothing inference gave it a value or type for: the claim is the guide's error.
                result.outcome = .finding
                result.evidence = [ranClean]
                result.diagnosis = .documentError
                result.explanation =
                    "the guide says it does not compile, but the Swift compiler compiles it as written, with no "
                    + "name or type supplied by inference, and it runs cleanly"
            } else if let advice = AdviceWords.preference(in: reasons) {
                result.outcome = .advice
                result.evidence = [ranClean]
                result.explanation =
                    "the guide's reason (\"\(advice)\") is a preference, not a failure: UIKit accepts this code and the model runs it "
                    + "cleanly, so cellspec can neither confirm nor refute it"
            } else if case .classified(_, let marker) = classification,
                AdviceWords.isMigration(marker: marker, reasons: reasons)
            {
                // "Before" / "After": the code a migration starts from. The guide claims nothing
                // against it, so a clean run is reported as it ran, without a verdict either way
                // (as an unclassified block is), not as a preference the guide did not state.
                result.classification = .unclassified(
                    reason: "marked only as the code before a migration (\(marker)), which claims nothing against it")
                result.outcome = .unclassified
                result.evidence = [ranClean]
                result.explanation =
                    "the guide shows it as the code before a migration (\(marker)) and names no failure: "
                    + "it compiles and runs cleanly, as code a migration replaces may"
            } else {
                result.outcome = .finding
                result.evidence = [ranClean]
                result.diagnosis = .modelGap
                result.explanation =
                    "nothing flags it, so the model probably does not check what the guide says is wrong; "
                    + "if UIKit accepts this code too, the guide is wrong instead"
            }
        default:
            // A correct block, or an unclassified one judged as if it were.
            let failures = missing + errors + deprecations + problems
            if failures.isEmpty && !inferredProblems.isEmpty {
                result.outcome = unclassified ? .unclassified : .uncheckable
                result.evidence = inferredProblems.map(phrase)
                result.diagnosis = .missingContext
                result.isUncheckable = true
                result.explanation = inferredExplanation(involvedNames)
                return result
            }
            guard !failures.isEmpty else {
                if !advisories.isEmpty {
                    // Sound code that departs from a recommendation: it passes, and the report says which.
                    result.outcome = unclassified ? .unclassified : .passed
                    result.evidence =
                        [
                            "compiled and ran on iOS \(runs.map { String($0.iOSRelease) }.joined(separator: ", ")) with no error, "
                                + "deprecation or fault; the model notes a recommendation it does not follow (\(ruleList(advisories)))"
                        ]
                } else if unclassified {
                    result.outcome = .unclassified
                    result.evidence = [ranClean]
                }
                return result
            }
            // An error beside code the guide does not show may not stand once that code is there: with
            // context missing, only a deprecation or a run-time problem is the guide's own.
            // A name UIKit does not declare on the guide's own type stands whatever else is missing.
            result.isUncheckable =
                (errors.isEmpty || !missing.isEmpty) && deprecations.isEmpty && problems.isEmpty
                && !errors.contains(where: namesNoUIKitAPI)
            // A UIKit name gone wrong is the evidence, without errors that involve what inference supplied;
            // a verdict against the guide quotes only the guide's own failures, never what was missing.
            let misnamed = errors.filter(namesNoUIKitAPI)
            let own = missing.isEmpty || result.isUncheckable ? failures : errors + deprecations + problems
            result.evidence = (misnamed.isEmpty ? own : misnamed).map(phrase)
            result.outcome = unclassified ? .unclassified : result.isUncheckable ? .uncheckable : .finding
            (result.diagnosis, result.explanation) = diagnose(
                counterpart: counterpart, renames: renames,
                missing: missing, errors: errors, deprecations: deprecations, problems: problems, context: context,
                declaredByGuide: declaredByGuide)
            if let runStopped, let explanation = result.explanation {
                result.explanation = explanation + " (\(runStopped), which nothing after it checks)"
            }
            if result.diagnosis == .missingContext, !involvedNames.isEmpty, errors.isEmpty {
                result.explanation = inferredExplanation(involvedNames)
            } else if result.diagnosis == .missingContext, errors.isEmpty,
                let reason = missing.lazy.compactMap(notTheGuides).first
            {
                result.explanation = "it cannot be checked as shown: \(reason)"
            }
        }
        return result
    }

    /// A violation of a rule whose basis is a recommendation (``ModelRule/Basis/recommendation``).
    static func isRecommendation(_ finding: Finding) -> Bool {
        finding.kind == .violation && finding.identifier.flatMap(ModelRule.rule(id:))?.basis == .recommendation
    }

    /// The rule ids of findings, once each, in order: `registration.string-identifier`.
    private static func ruleList(_ findings: [Finding]) -> String {
        var seen = Set<String>()
        return findings.compactMap(\.identifier).filter { seen.insert($0).inserted }.map { "`\($0)`" }
            .joined(separator: ", ")
    }

    /// That UIKit's declarations (``UIKitDeclarations``) show no `member` on `type` nor on what it
    /// inherits, with UIKit's nearest name when there is one: the first half of a verdict's explanation.
    private static func uikitLacks(_ member: String, on type: String, nearest: String?) -> String {
        "UIKit declares no `\(member)` on \(type) or on what it inherits (\(UIKitDeclarations.sources), list none"
            + (nearest.map { "; UIKit's nearest name is `\($0)`" } ?? ", nor a name like it") + ")"
    }

    /// Why a failure inference took part in is not the guide's: what was supplied, and that the guide does not show it.
    private static func inferredExplanation(_ names: Set<String>) -> String {
        // A trap on a resource of the guide's app (``AppResources``) involves nothing inference made.
        if !names.isEmpty, names.allSatisfy({ $0.hasPrefix(AppResources.prefix) }) {
            return "it needs what the guide's app has and the run has not: the guide's own trap ran because "
                + names.sorted().joined(separator: ", ") + ", so it is not the guide's error"
        }
        return "it needs code the guide does not show: the failure involves "
            + names.sorted().map { $0.hasPrefix("the host") ? $0 : "'\($0)'" }.joined(separator: ", ")
            + ", which inference supplied in its place, so it is not the guide's error"
    }

    private static func normalised(_ finding: Finding) -> Finding {
        var finding = finding
        finding.message = RandomIdentifiers.normalised(finding.message)
        finding.notes = finding.notes.map(RandomIdentifiers.normalised)
        return finding
    }

    static func isDeprecation(_ finding: Finding) -> Bool {
        CompilerDiagnosticName.isDeprecation(finding) || finding.identifier == "DeprecatedDeclaration"
    }

    /// `cannot find 'item' in scope` for a name inference left unresolved, any error in inferred code,
    /// or a name or member the guide declares in a block whose declaration could not be shared
    /// (`declaredByGuide`: ``DocumentDeclarations/declaredByGuide``).
    static func isMissingContext(_ finding: Finding, _ context: ImplicitContext, declaredByGuide: Set<String> = [])
        -> Bool
    {
        if let api = missingAPI(finding), isDeclared(api, by: declaredByGuide) { return true }
        // An error about a placeholder means inference guessed a type the guide did not intend.
        if InferenceInvolvement.madeType(quotedBy: finding, context) != nil { return true }
        // An error about a type inference made up (`PhotoCell`, an empty subclass) is about the guess.
        if InferenceInvolvement.madeUpTypes(context).contains(where: { finding.message.contains("'\($0)'") }) {
            return true
        }
        // A body the guide elided (`{ /* ... */ }`) cannot return what its signature promises.
        if finding.message.contains("missing return") { return true }
        guard let name = missingName(finding) else { return false }
        // A slip of a name the block declares is the guide's typo (``NameSlip``).
        return context.unresolved.contains(name) && context.nearMisses[name] == nil && !WellKnownName.isUIKitName(name)
    }

    /// The UIKit API a compile error says the model lacks: `UICellAccessory` for `cannot find
    /// 'UICellAccessory'`, `UICellAccessory.outline` for `type 'UICellAccessory' has no member 'outline'`.
    static func missingAPI(_ finding: Finding) -> String? {
        guard finding.kind == .compileError else { return nil }
        if let name = missingName(finding), WellKnownName.isUIKitName(name) { return name }
        guard let (type, member) = missingMember(finding), WellKnownName.isUIKitName(type) else { return nil }
        return "\(type).\(member)"
    }

    /// The type and member of an error saying a type has no such member, read by the compiler's name for the
    /// error (``CompilerDiagnosticName``) and its quoted arguments: `value of type 'T' has no member 'm'`,
    /// `type 'T' has no member 'm'`, `'M' is not a member type of struct 'Module.T'`.
    static func missingMember(_ finding: Finding) -> (type: String, member: String)? {
        guard finding.kind == .compileError, CompilerDiagnosticName.isUnknownMember(finding) else { return nil }
        let arguments = quotedArguments(finding.message)
        guard arguments.count >= 2 else { return nil }
        // A type is named without its generic arguments: `CellRegistration<Cell, Item>` is `CellRegistration`.
        let bare = { (type: String) in String(type.split(separator: "<").first ?? Substring(type)) }
        if finding.diagnostic == CompilerDiagnosticName.notAMemberType {
            // Named with its module (`'UIKitModel.UICollectionView'`), which the guide never writes.
            let type = bare(arguments[arguments.count - 1]).split(separator: ".")
            return (type.dropFirst(type.count > 1 ? 1 : 0).joined(separator: "."), arguments[0])
        }
        // The type comes first and the member last; between them may be the type's `(aka 'Other')`.
        return (bare(arguments[0]), arguments[arguments.count - 1])
    }

    /// The texts a diagnostic quotes, in order: `cannot find 'x' in scope` gives `["x"]`.
    static func quotedArguments(_ message: String) -> [String] {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }

    /// Whether the guide declares a name (`GridCell`) or member (`UICollectionViewLayout.grid`): a member is
    /// the guide's whichever type it extends, since the compiler may name a superclass or subclass of it.
    static func isDeclared(_ api: String, by declaredByGuide: Set<String>) -> Bool {
        declaredByGuide.contains(api)
            || api.split(separator: ".").last.map { declaredByGuide.contains(".\($0)") } == true
    }

    /// The name of an error saying a name is declared nowhere in scope (`cannot find 'x' in scope`,
    /// `cannot find type 'X' in scope`), read by the compiler's name for the error.
    private static func missingName(_ finding: Finding) -> String? {
        guard CompilerDiagnosticName.isUnknownName(finding) else { return nil }
        return quotedArguments(finding.message).first
    }

    /// The names a block needs that the guide does not show, quoted; a member the guide declares (in an
    /// extension that could not be shared, or on a type inference did not give the block) is named as
    /// the guide's own.
    private static func missingNames(_ findings: [Finding], declaredByGuide: Set<String> = []) -> String {
        let guides = Set(findings.compactMap(missingAPI).filter { isDeclared($0, by: declaredByGuide) })
        let names =
            Set(findings.compactMap(missingName)).map { "'\($0)'" }
            + guides.map { "'\($0)', the guide's own member, which this block could not be given" }
        return names.isEmpty ? findings.first?.message ?? "" : names.sorted().joined(separator: ", ")
    }

    private static func diagnose(
        counterpart: (Finding) -> String?, renames: [Finding: String],
        missing: [Finding], errors: [Finding], deprecations: [Finding], problems: [Finding], context: ImplicitContext,
        declaredByGuide: Set<String>
    ) -> (LenientResult.Diagnosis, String) {
        // An API name the model lacks: `cannot find 'UIViewController'`, `… has no member 'x'` on a UIKit type.
        for error in errors {
            if let today = renames[error] {
                let old = missingMember(error)?.member ?? missingName(error) ?? ""
                if OlderSwiftFunctions.today(for: old) != nil {
                    return (
                        .documentError,
                        "`\(old)` is a function of Swift 1, which Swift 2 removed for `\(today)` "
                            + "(\(OlderSwiftFunctions.source)): the guide's code is written for an older Swift"
                    )
                }
                return (
                    .documentError,
                    "`\(old)` is the name an older Swift gave `\(today)` (\(UIKitDeclarations.sources)); today's "
                        + "Swift rejects it as renamed: the guide's code is written for an older Swift"
                )
            }
            if let uikit = counterpart(error), let (type, member) = missingMember(error) {
                return (
                    .documentError,
                    uikitLacks(member, on: type, nearest: uikit) + ": the guide names an API that does not exist"
                )
            }
            if let uikit = counterpart(error), let name = missingName(error) {
                return (
                    .documentError,
                    "UIKit declares no type `\(name)` (\(UIKitDeclarations.sources), list none; UIKit's nearest "
                        + "name is `\(uikit)`): the guide names an API that does not exist"
                )
            }
            if let name = missingName(error), WellKnownName.isUIKitName(name) {
                return (
                    .notInModel,
                    "the model has no '\(name)'; if UIKit has it, the model should too, otherwise the guide names an API that does not exist"
                )
            }
            if let (type, _) = missingMember(error), WellKnownName.isUIKitName(type) {
                return (
                    .notInModel,
                    "the model's \(type) has no such member (\(error.message)); if UIKit has it, the model should too, "
                        + "otherwise the guide names an API that does not exist"
                )
            }
        }
        if let problem = problems.first {
            let rule = problem.identifier.map { " [\($0)]" } ?? ""
            return (
                .documentError,
                "the model, which follows Apple, reports \(problem.kind.rawValue)\(rule): \(problem.message)"
            )
        }
        if let deprecation = deprecations.first {
            return (.documentError, "it uses deprecated API: \(deprecation.message)")
        }
        if !missing.isEmpty {
            return (
                .missingContext,
                "it needs code the guide does not show (\(missingNames(missing, declaredByGuide: declaredByGuide)))"
            )
        }
        let slip = errors.lazy.compactMap { missingName($0) }.first { context.nearMisses[$0] != nil }
        return (
            .documentError,
            "it does not compile against the model: \(errors.first?.message ?? "")"
                + (slip.map { " ('\($0)' is a slip of '\(context.nearMisses[$0]!)', which the guide declares)" } ?? "")
        )
    }

    /// Page order of findings: file, line, column, then message; findings without a location first.
    static func inPageOrder(_ one: Finding, _ other: Finding) -> Bool {
        let key = { (finding: Finding) in
            (finding.location?.file ?? "", finding.location?.line ?? 0, finding.location?.column ?? 0)
        }
        if key(one) != key(other) { return key(one) < key(other) }
        return one.message < other.message
    }

    /// The strict judge's phrase, with the spec page that explains a rule.
    /// A finding as evidence says it. One located in the code inference supplied says so, with the
    /// line of that code: its line number is not a line of the guide. One in a declaration of another
    /// block the block borrowed (``LentCode``) names that declaration's first line.
    static func phrase(_ finding: Finding, lent: [LentCode] = []) -> String {
        var text = VerdictJudge.phrase(finding)
        if let location = finding.location, let colon = text.range(of: " at line \(location.line):") {
            if let code = LentCode.containing(location, in: lent) {
                let place = code.isAtPageLines ? " at line \(location.line)" : " in it"
                text.replaceSubrange(
                    colon,
                    with: " in the guide's declaration at line \(code.pageLine), which the block uses\(place):")
            } else if location.file.hasSuffix(LenientRunner.inferredFile(for: "")) {
                text.replaceSubrange(colon, with: " in the code inference supplied (its line \(location.line)):")
            }
        }
        return text + (finding.page.map { " (see \($0))" } ?? "")
    }
}
