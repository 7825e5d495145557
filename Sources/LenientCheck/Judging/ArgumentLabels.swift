import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// Argument labels, as ``ErrorOwnership`` compares a call's with UIKit's: whether the guide's
/// labels name an overload UIKit has, one like it, or something else.
enum ArgumentLabels {
    /// The labels of a full name's argument list, as the compiler writes them: `dataType:_:_:` or
    /// `register(_:forCellWithReuseIdentifier:)` give `["dataType", "_", "_"]` and
    /// `["_", "forCellWithReuseIdentifier"]`.
    static func labels(of text: String) -> [String] {
        var list = Substring(text)
        if let open = list.firstIndex(of: "("), list.last == ")" {
            list = list[list.index(after: open)..<list.index(before: list.endIndex)]
        }
        return list.split(separator: ":").map(String.init)
    }

    /// Whether two labels are alike: the same, a slip of one or two letters, or sharing at least half
    /// the words of the longer (`forCellReuseIdentifier` and `forCellWithReuseIdentifier` share four
    /// of five; `view` and `forSupplementaryViewOfKind` one of five).
    static func areAlike(_ a: String, _ b: String) -> Bool {
        let (lowerA, lowerB) = (a.lowercased(), b.lowercased())
        if lowerA == lowerB { return true }
        if min(a.count, b.count) >= 4 && UIKitDeclarations.editDistance(lowerA, lowerB, limit: 2) <= 2 { return true }
        let (wordsA, wordsB) = (words(of: a), words(of: b))
        let shared = wordsA.filter(wordsB.contains).count
        return shared * 2 >= max(wordsA.count, wordsB.count)
    }

    /// A camel-case label's words, lower-cased: `forCellWithReuseIdentifier` is
    /// `for`, `cell`, `with`, `reuse`, `identifier`.
    static func words(of label: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in label {
            if character.isUppercase && !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// The call whose argument list opens on `line` of `tree` — the name of the function it calls
    /// (`register` in `collectionView.register(…)`, `reload` in `reload(…)`) and the lines from its
    /// name to its last argument, trailing closures included — when the line opens exactly one call
    /// of a member or a lowercase function, or exactly one with `labels` (inference may put code of
    /// its own on the guide's first line): an initializer (`Cell(…)`) is not asked about.
    static func call(onLine line: Int, labels: [String], in tree: SourceFileSyntax) -> (
        name: String, lines: ClosedRange<Int>
    )? {
        var calls = calls(onLine: line, in: tree).filter { $0.name.first?.isLowercase == true }
        if calls.count > 1 { calls = calls.filter { $0.labels == labels } }
        return calls.count == 1 ? calls.first.map { ($0.name, $0.lines) } : nil
    }

    /// The calls whose argument lists open on `line` of `tree`, of a member or a function named by
    /// itself: each with the name it calls, its lines from that name to its last argument (trailing
    /// closures included) and its labels (``labels(of:)``).
    static func calls(onLine line: Int, in tree: SourceFileSyntax) -> [(
        name: String, lines: ClosedRange<Int>, labels: [String]
    )] {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        return tree.descendants(FunctionCallExprSyntax.self).compactMap { call in
            guard let open = call.leftParen,
                converter.location(for: open.positionAfterSkippingLeadingTrivia).line == line
            else { return nil }
            let name =
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard let name else { return nil }
            let first = converter.location(for: call.positionAfterSkippingLeadingTrivia).line
            let last = converter.location(for: call.endPositionBeforeTrailingTrivia).line
            return (name, first...max(first, last), Self.labels(of: call))
        }
    }

    /// A call's argument labels as the compiler lists them, `_` for none: its arguments, then its
    /// trailing closures (the first has no label).
    static func labels(of call: FunctionCallExprSyntax) -> [String] {
        call.arguments.map { $0.label?.text ?? "_" } + (call.trailingClosure.map { _ in ["_"] } ?? [])
            + call.additionalTrailingClosures.map(\.label.text)
    }
}

extension ErrorOwnership {
    /// The owner of an `incorrect argument labels` error (``CompilerDiagnosticName/wrongArgumentLabels``)
    /// whose expected labels are a UIKit overload's: the model's when UIKit has the guide's labels too,
    /// inference's missing context when UIKit has nothing like them (an extension the guide does not
    /// show), nil (the guide's) when one of the guide's labels is like one of UIKit's, or it has none.
    static func unseenOverload(
        _ finding: Finding, compiled: SpecExample, uikitFunctions: (_ baseName: String) -> Set<String>
    ) -> Owner? {
        let quoted = LenientJudge.quotedArguments(finding.message)
        guard quoted.count == 2, let location = finding.location,
            let index = compiled.lines.firstIndex(where: { $0.number == location.line })
        else { return nil }
        let tree = Parser.parse(source: compiled.lines.map(\.text).joined(separator: "\n"))
        let (have, expected) = (ArgumentLabels.labels(of: quoted[0]), ArgumentLabels.labels(of: quoted[1]))
        guard let name = ArgumentLabels.call(onLine: index + 1, labels: have, in: tree)?.name else { return nil }
        let uikit = uikitFunctions(name)
        let written = "\(name)(\(have.map { "\($0):" }.joined()))"
        // The compiler measured the call against UIKit's own overload, not one of the guide's.
        guard uikit.contains("\(name)(\(expected.map { "\($0):" }.joined()))") else { return nil }
        if uikit.contains(written) { return .model(what: "`\(written)`") }
        return unlikeUIKit(name, labels: have, uikit: uikit)
    }

    /// Inference's missing context when the call of `name` with `labels` names a label and none of
    /// them is like a label of UIKit's overloads of that name (`uikit`): an extension the guide does
    /// not show. Nil (the guide's) otherwise.
    private static func unlikeUIKit(_ name: String, labels: [String], uikit: Set<String>) -> Owner? {
        let named = labels.filter { $0 != "_" }
        let uikitLabels = Set(uikit.flatMap { ArgumentLabels.labels(of: $0) }.filter { $0 != "_" })
        guard !named.isEmpty,
            !named.contains(where: { label in uikitLabels.contains { ArgumentLabels.areAlike(label, $0) } })
        else { return nil }
        // A few of UIKit's overloads are named: a name like `collectionView` has dozens.
        let shown = uikit.sorted().prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (uikit.count > 3 ? ", …" : "")
        let written = "\(name)(\(labels.map { "\($0):" }.joined()))"
        return .notTheGuide(
            "it calls `\(written)`, and UIKit declares no `\(name)` with labels like these on any type "
                + "(its own: \(shown)): an extension the guide does not show, a library's or the app's")
    }

    /// The owner of a `no exact matches in call to instance method 'register'` error
    /// (``CompilerDiagnosticName/noExactMatches``), which names no labels: inference's missing context
    /// when the call on the error's line has labels none of UIKit's overloads of that name has nor
    /// has one like (`collectionView.register(dataType: Int.self, …)`, a library's extension), nil (the
    /// guide's) otherwise.
    static func unseenOverloadOfMany(
        _ finding: Finding, compiled: SpecExample, uikitFunctions: (_ baseName: String) -> Set<String>
    ) -> Owner? {
        guard let call = overloadedCall(of: finding, compiled: compiled) else { return nil }
        let uikit = uikitFunctions(call.name)
        let written = "\(call.name)(\(call.labels.map { "\($0):" }.joined()))"
        guard !uikit.isEmpty, !uikit.contains(written) else { return nil }
        return unlikeUIKit(call.name, labels: call.labels, uikit: uikit)
    }

    /// The call a `no exact matches in call to … 'name'` error is about: the one call of `name` whose
    /// argument list opens on the error's line, with its labels and lines.
    private static func overloadedCall(of finding: Finding, compiled: SpecExample) -> (
        name: String, labels: [String], lines: ClosedRange<Int>
    )? {
        guard let location = finding.location, let name = LenientJudge.quotedArguments(finding.message).last,
            let index = compiled.lines.firstIndex(where: { $0.number == location.line })
        else { return nil }
        let tree = Parser.parse(source: compiled.lines.map(\.text).joined(separator: "\n"))
        let calls = ArgumentLabels.calls(onLine: index + 1, in: tree).filter { $0.name == name }
        guard calls.count == 1, let call = calls.first else { return nil }
        return (name, call.labels, call.lines)
    }

    /// The page lines of the call an `incorrect argument labels` or `no exact matches` error is
    /// about: the errors in its arguments follow from the overload the compiler measured them against.
    static func callLines(of finding: Finding, compiled: SpecExample) -> [Int] {
        guard let location = finding.location,
            let index = compiled.lines.firstIndex(where: { $0.number == location.line })
        else { return [] }
        let lines: ClosedRange<Int>
        if finding.diagnostic == CompilerDiagnosticName.noExactMatches {
            guard let call = overloadedCall(of: finding, compiled: compiled) else { return [] }
            lines = call.lines
        } else {
            let quoted = LenientJudge.quotedArguments(finding.message)
            let tree = Parser.parse(source: compiled.lines.map(\.text).joined(separator: "\n"))
            guard let have = quoted.first.map(ArgumentLabels.labels(of:)),
                let found = ArgumentLabels.call(onLine: index + 1, labels: have, in: tree)?.lines
            else { return [] }
            lines = found
        }
        return lines.compactMap { compiled.lines.indices.contains($0 - 1) ? compiled.lines[$0 - 1].number : nil }
    }
}
