import ExampleRunner
import Foundation
import SwiftParser
import SwiftSyntax

/// Compares what an example's hidden checks read with what its rendered preview shows: every
/// comparison the model recorded (``PreviewCheck``) whose left side reads something a drawing
/// shows — a view's texts, image and colors, a background's stroke, corner radius and insets, a
/// layer's corners and border, a frame or a coordinate of a laid-out element, a list's order, an
/// indentation level, a measured height — is looked up in the preview's HTML, parsed back, at the
/// record or layout the model had made when the check ran. The left side's value is what the
/// example saw, held or not, so a drawing must show it. Any difference is a contradiction.
///
/// What a check reads is found from the left side's source with swift-syntax (`cell.displayed.text`:
/// the member chain `cell`, `displayed`, `text`), and the view it read from the model's record of
/// the check (``PreviewCheck/subject``, ``PreviewCheck/element``), never from a match on its text.
public struct PreviewTruth {
    /// What checking one example, or many, found.
    public struct Outcome: Sendable {
        /// Checks compared with a drawing (a check on several releases once per release).
        public var compared = 0
        /// The hidden lines those checks are on, `file:line`.
        public var comparedLines: Set<String> = []
        /// The comparisons that disagreed, one line each.
        public var contradictions: [String] = []
        /// Checks about something no drawing shows, counted by the member their left side ends in.
        public var notDrawn: [String: Int] = [:]
        /// One check of each kind not drawn, as an example of it.
        public var notDrawnExample: [String: String] = [:]

        public init() {}

        public mutating func add(_ other: Outcome) {
            compared += other.compared
            comparedLines.formUnion(other.comparedLines)
            contradictions += other.contradictions
            for (key, count) in other.notDrawn { notDrawn[key, default: 0] += count }
            notDrawnExample.merge(other.notDrawnExample) { first, _ in first }
        }
    }

    /// Checks every run of `result` against the preview its page shows (drawn with `distortion`,
    /// which only the check's own test sets).
    static func check(_ result: ExampleResult, distortion: PreviewHTML.Distortion = .none) -> Outcome {
        let html = PreviewHTML(runs: result.runs, distortion: distortion).render()
        let root = PreviewDOM.parse(html)
        var outcome = Outcome()
        for run in result.runs where !run.checks.isEmpty {
            // A release with no drawing at all: every check about a drawing contradicts it.
            let group =
                root.descendants.first {
                    $0.hasClass("did-group")
                        && ($0.attributes["data-releases"] ?? "").split(separator: " ").contains(
                            Substring("\(run.iOSRelease)"))
                } ?? PreviewNode(name: "div")
            for check in run.checks {
                let place =
                    "\(result.example.location.file):\(check.line): iOS \(run.iOSRelease): \(check.comparison.lhs)"
                switch compare(check, run: run, group: group) {
                case .agrees:
                    outcome.compared += 1
                    outcome.comparedLines.insert("\(result.example.location.file):\(check.line)")
                case .contradicts(let why):
                    outcome.compared += 1
                    outcome.comparedLines.insert("\(result.example.location.file):\(check.line)")
                    outcome.contradictions.append("\(place) → \(check.comparison.lhsValue): \(why)")
                case .notDrawn(let what):
                    outcome.notDrawn[what, default: 0] += 1
                    if outcome.notDrawnExample[what] == nil { outcome.notDrawnExample[what] = place }
                }
            }
        }
        return outcome
    }

    /// Checks every result; public for the command line and the tests.
    public static func check(_ results: [ExampleResult]) -> Outcome {
        var outcome = Outcome()
        for result in results { outcome.add(check(result)) }
        return outcome
    }

    enum Verdict: Equatable {
        case agrees
        case contradicts(String)
        case notDrawn(String)
    }

    /// The member chain of a left side: `collectionView.visibleCells.map(\.displayed.text)` is
    /// `collectionView`, `visibleCells`, `map`, and the key path's `displayed`, `text` as `mapped`.
    struct Operand: Equatable {
        var names: [String] = []
        var mapped: [String] = []

        var leaf: String { mapped.last ?? names.last ?? "" }
        func reads(_ name: String) -> Bool { names.contains(name) || mapped.contains(name) }

        init(_ source: String) {
            let file = Parser.parse(source: source)
            guard let item = file.statements.first?.item, let expression = item.as(ExprSyntax.self) else { return }
            walk(expression)
        }

        private mutating func walk(_ expression: ExprSyntax) {
            if let member = expression.as(MemberAccessExprSyntax.self) {
                if let base = member.base { walk(base) }
                names.append(member.declName.baseName.text)
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                walk(optional.expression)
            } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                walk(forced.expression)
            } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 {
                walk(tuple.elements.first!.expression)
            } else if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first {
                walk(first)
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                walk(call.calledExpression)
                if names.last == "map", let path = call.arguments.first?.expression.as(KeyPathExprSyntax.self) {
                    mapped = path.components.compactMap {
                        $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
                    }
                } else {
                    names.append("()")
                }
            } else if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
                walk(subscriptCall.calledExpression)
                names.append("[]")
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                names.append(reference.baseName.text)
            } else {
                names.append("?")
            }
        }
    }

    static let tolerance = 0.6

    private static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }

    static func compare(_ check: PreviewCheck, run: ExampleResult.Run, group: PreviewNode) -> Verdict {
        let operand = Operand(check.comparison.lhs)
        let value = check.value
        let leaf = operand.leaf
        // What a view displays.
        if operand.reads("displayed") {
            let displayedLeaves = [
                "text", "secondaryText", "texts", "imageName", "textColor", "secondaryTextColor", "imageTintColor",
                "backgroundColor", "font", "secondaryFont",
            ]
            guard displayedLeaves.contains(leaf) else { return .notDrawn("displayed.\(leaf)") }
            if !operand.mapped.isEmpty { return listTexts(check, operand: operand, run: run, group: group) }
            guard let subject = check.subject else { return .notDrawn("displayed of a view that showed nothing") }
            let drawings = recordDrawings(subject, check: check, run: run, group: group)
            guard !drawings.isEmpty else { return .contradicts("\(subject) is not drawn as it was at the check") }
            for drawing in drawings {
                if case .contradicts(let why) = displayed(leaf, value: value, in: drawing) {
                    return .contradicts("\(subject) (record \(drawing.attributes["data-record"] ?? "?")): \(why)")
                }
            }
            return .agrees
        }
        // A background configuration's or a layer's styling, on the view read.
        if operand.reads("backgroundConfiguration") || operand.reads("layer") {
            guard let subject = check.subject else { return .notDrawn("styling of an unrecorded view") }
            guard value.kind == "number", let number = value.numbers?.first else {
                return .notDrawn("\(operand.reads("layer") ? "layer" : "backgroundConfiguration").\(leaf)")
            }
            let drawings = recordDrawings(subject, check: check, run: run, group: group)
            guard !drawings.isEmpty else { return .contradicts("\(subject) is not drawn as it was at the check") }
            for drawing in drawings {
                let verdict = styling(leaf, operand: operand, number: number, in: drawing)
                if verdict != .agrees { return verdict }
            }
            return .agrees
        }
        if leaf == "indentationLevel", let level = value.numbers?.first {
            return indentation(Int(level), check: check, run: run, group: group)
        }
        if leaf == "count", operand.reads("visibleCells"), let count = value.numbers?.first {
            guard let canvas = layoutCanvas(check, run: run, group: group, view: nil) else {
                return .contradicts("no layout drawn for the check")
            }
            // The cells on screen: those the drawing's visible rectangle (`data-visible`) meets.
            let visible = (canvas.attributes["data-visible"] ?? "").split(separator: " ").compactMap { Double($0) }
            guard visible.count == 4 else { return .contradicts("the drawing does not say what is visible") }
            let cells = elements(of: canvas).filter {
                $0.node.attributes["data-kind"] == "cell" && $0.x < visible[0] + visible[2]
                    && $0.x + $0.width > visible[0]
                    && $0.y < visible[1] + visible[3] && $0.y + $0.height > visible[1]
            }
            return cells.count == Int(count) ? .agrees : .contradicts("\(cells.count) cells drawn on screen")
        }
        if operand.reads("systemLayoutSizeFitting") || leaf == "fittingHeight" {
            guard let height = value.numbers?.last else { return .notDrawn("measured size") }
            return measured(height, run: run, check: check, group: group)
        }
        if ["frame", "minX", "minY", "maxX", "maxY", "width", "height", "origin", "midX", "midY"].contains(leaf)
            || ["rect", "rects"].contains(value.kind)
        {
            if operand.reads("contentSize"), ["width", "height"].contains(leaf), let number = value.numbers?.first {
                // The content size a drawing declares, and a canvas at least that large.
                guard let canvas = layoutCanvas(check, run: run, group: group, view: nil) else {
                    return .contradicts("no layout drawn for the check")
                }
                let scale = Double(canvas.attributes["data-scale"] ?? "") ?? 1
                let declared = Double(canvas.attributes["data-content-\(leaf)"] ?? "")
                let drawn = (canvas.pixels(leaf) ?? 0) / scale
                guard let declared, close(declared, number), drawn + tolerance >= number else {
                    let said = declared.map(PreviewHTML.number) ?? "?"
                    return .contradicts("drawn with content \(leaf) \(said), \(PreviewHTML.number(drawn)) pt")
                }
                return .agrees
            }
            if operand.reads("contentSize") || operand.reads("layoutSize") || operand.reads("bounds")
                || operand.reads("size")
            {
                return .notDrawn("\(operand.names.dropLast().last ?? "").\(leaf)")
            }
            return geometry(check, operand: operand, run: run, group: group)
        }
        return .notDrawn(leaf.isEmpty ? "?" : leaf)
    }

    /// The drawings of the record `subject` had when the check ran (there may be several: update
    /// by update, and in a layout).
    private static func recordDrawings(
        _ subject: String, check: PreviewCheck, run: ExampleResult.Run, group: PreviewNode
    ) -> [PreviewNode] {
        guard let record = PreviewHTML.record(subject, before: check.previewsBefore, in: run) else { return [] }
        return group.descendants.filter {
            $0.attributes["data-view"] == subject && records(of: $0).contains(record.index)
        }
    }

    /// The record numbers a drawing of a view shows (several when they draw the same).
    static func records(of node: PreviewNode) -> [Int] {
        (node.attributes["data-record"] ?? "").split(separator: " ").compactMap { Int($0) }
    }

    private static func displayed(_ leaf: String, value: PreviewCheck.Value, in drawing: PreviewNode) -> Verdict {
        let nodes = drawing.descendants
        func text(_ kind: String) -> String? { nodes.first { $0.hasClass(kind) }?.textContent }
        func expectText(_ drawn: String?) -> Verdict {
            let wanted = value.kind == "nil" ? nil : value.texts?.first
            guard value.kind == "text" || value.kind == "nil" else {
                return .notDrawn("displayed.\(leaf) as \(value.kind)")
            }
            return drawn == wanted ? .agrees : .contradicts("drawn \(drawn.map { "\"\($0)\"" } ?? "nothing")")
        }
        switch leaf {
        case "text": return expectText(text("cell-text"))
        case "secondaryText": return expectText(text("cell-secondary"))
        case "imageName":
            return expectText(nodes.first { $0.hasClass("cell-image") }?.attributes["data-image"])
        case "texts":
            let drawn = [text("cell-text"), text("cell-secondary")].compactMap { $0 }
            return drawn == (value.texts ?? []) ? .agrees : .contradicts("drawn \(drawn)")
        case "font", "secondaryFont":
            // The font's name, and its size at the drawing's scale.
            guard value.kind == "font", let name = value.texts?.first, let size = value.numbers?.first else {
                return .notDrawn("displayed.\(leaf) as \(value.kind)")
            }
            let node = nodes.first { $0.hasClass(leaf == "font" ? "cell-text" : "cell-secondary") }
            let scale =
                Double(drawing.ancestor { $0.attributes["data-scale"] != nil }?.attributes["data-scale"] ?? "") ?? 1
            guard let node, node.attributes["data-font"] == name, let drawn = node.pixels("font-size"),
                close(drawn / scale, size)
            else {
                let drawnSize = node?.pixels("font-size").map { PreviewHTML.number($0 / scale) } ?? "?"
                return .contradicts("drawn \(node?.attributes["data-font"] ?? "no font") at \(drawnSize) pt")
            }
            return .agrees
        default:
            let (kind, property): (String, String) =
                switch leaf {
                case "textColor": ("cell-text", "fg")
                case "secondaryTextColor": ("cell-secondary", "fg")
                case "imageTintColor": ("cell-image", "tint")
                default: ("el-bg", "bg")
                }
            let node = nodes.first { $0.hasClass(kind) }
            let light = node?.style("--\(property)")
            let dark = node?.style("--\(property)-dark")
            guard let color = value.color else {
                if value.kind == "nil" { return light == nil ? .agrees : .contradicts("drawn \(light!)") }
                return .notDrawn("displayed.\(leaf) as \(value.kind)")
            }
            // A color drawn with more contrast says so (`data-contrast`) and keeps the recorded one: a
            // text's in `data-fg`, a background's in `data-bg-hex`.
            if node?.attributes["data-contrast"] == "adjusted" {
                let recorded = node?.attributes[property == "bg" ? "data-bg-hex" : "data-fg"]
                return recorded == color.light ? .agrees : .contradicts("marked as \(recorded ?? "?")")
            }
            guard light == color.light, dark == color.dark else {
                return .contradicts(
                    "drawn \(light ?? "no color") / \(dark ?? "no color"), not \(color.light) / \(color.dark)")
            }
            return .agrees
        }
    }

    private static func styling(_ leaf: String, operand: Operand, number: Double, in drawing: PreviewNode) -> Verdict {
        let scale = Double(drawing.ancestor { $0.attributes["data-scale"] != nil }?.attributes["data-scale"] ?? "") ?? 1
        let nodes = [drawing] + drawing.descendants
        func points(_ node: PreviewNode?, _ property: String) -> Double {
            guard let node, let value = node.style(property) else { return 0 }
            let first = value.split(separator: " ").first.map(String.init) ?? value
            return (Double(first.hasSuffix("px") ? String(first.dropLast(2)) : first) ?? 0) / scale
        }
        func expect(_ drawn: Double) -> Verdict {
            close(drawn, number) ? .agrees : .contradicts("drawn \(PreviewHTML.number(drawn)) pt")
        }
        if operand.reads("backgroundConfiguration") {
            let background = nodes.first { $0.hasClass("el-bg") }
            switch leaf {
            case "cornerRadius": return expect(points(background, "border-radius"))
            case "strokeWidth": return expect(points(background, "border-width"))
            case "top": return expect(points(background, "top"))
            case "leading": return expect(points(background, "left"))
            case "bottom": return expect(points(background, "bottom"))
            case "trailing": return expect(points(background, "right"))
            default: return .notDrawn("backgroundConfiguration.\(leaf)")
            }
        }
        let layered = operand.reads("contentView") ? nodes.first { $0.hasClass("el-content") } : drawing
        switch leaf {
        case "cornerRadius":
            // The largest corner: masked corners draw 0.
            let radii = (layered?.style("border-radius") ?? "0").split(separator: " ").map {
                (Double($0.hasSuffix("px") ? String($0.dropLast(2)) : String($0)) ?? 0) / scale
            }
            return expect(radii.max() ?? 0)
        case "borderWidth": return expect(points(layered, "border-width"))
        default: return .notDrawn("layer.\(leaf)")
        }
    }

    /// A drawn element with its frame in points, read back from its position, size, the drawing's
    /// scale and origin.
    struct Placed {
        var node: PreviewNode
        var x: Double, y: Double, width: Double, height: Double
    }

    static func elements(of canvas: PreviewNode) -> [Placed] {
        let scale = Double(canvas.attributes["data-scale"] ?? "") ?? 1
        let originX = Double(canvas.attributes["data-origin-x"] ?? "") ?? 0
        let originY = Double(canvas.attributes["data-origin-y"] ?? "") ?? 0
        return canvas.children.filter { $0.hasClass("el") }.map { node in
            Placed(
                node: node, x: (node.pixels("left") ?? .nan) / scale + originX,
                y: (node.pixels("top") ?? .nan) / scale + originY, width: (node.pixels("width") ?? .nan) / scale,
                height: (node.pixels("height") ?? .nan) / scale)
        }
    }

    /// The drawing of the layout the model had recorded last when the check ran: of the view given,
    /// else of any view.
    private static func layoutCanvas(
        _ check: PreviewCheck, run: ExampleResult.Run, group: PreviewNode, view: String?
    ) -> PreviewNode? {
        let before = min(check.layoutsBefore ?? run.layouts.count, run.layouts.count)
        guard
            let index = run.layouts[..<before].lastIndex(where: { layout in
                view.map { name in layout.elements.contains { $0.view == name } } ?? true
            })
        else { return nil }
        return group.descendants.first {
            $0.attributes["data-layout"] != nil
                && ($0.attributes["data-records"] ?? "").split(separator: " ").contains(Substring("\(index)"))
        }
    }

    private static func listTexts(
        _ check: PreviewCheck, operand: Operand, run: ExampleResult.Run, group: PreviewNode
    ) -> Verdict {
        guard operand.leaf == "text", let wanted = check.value.texts else {
            return .notDrawn("map(\\.displayed.\(operand.leaf))")
        }
        guard let canvas = layoutCanvas(check, run: run, group: group, view: check.subject) else {
            return .contradicts("no layout drawn for the check")
        }
        let headers = operand.names.contains {
            $0.lowercased().contains("header") || $0.lowercased().contains("supplementary")
        }
        let shown = elements(of: canvas).filter {
            let kind = $0.node.attributes["data-kind"] ?? ""
            return (headers ? kind != "cell" && kind != "decoration" : kind == "cell")
                && $0.node.attributes["data-view"] != nil
        }
        func path(_ placed: Placed) -> [Int] {
            (placed.node.attributes["data-path"] ?? "").split(separator: ".").compactMap { Int($0) }
        }
        let ordered = shown.sorted { path($0).lexicographicallyPrecedes(path($1)) }
        let texts = ordered.map { $0.node.descendants.first { $0.hasClass("cell-text") }?.textContent ?? "" }
        guard texts == wanted else { return .contradicts("drawn \(texts)") }
        // In a list, index-path order is top-to-bottom order.
        if !canvas.hasClass("list-none") {
            for (above, below) in zip(ordered, ordered.dropFirst()) where below.y < above.y + above.height - tolerance {
                return .contradicts("\(texts) drawn out of order: \(below.node.attributes["data-path"] ?? "") above")
            }
        }
        return .agrees
    }

    private static func indentation(_ level: Int, check: PreviewCheck, run: ExampleResult.Run, group: PreviewNode)
        -> Verdict
    {
        guard let canvas = layoutCanvas(check, run: run, group: group, view: nil) else {
            return .contradicts("no layout drawn for the check")
        }
        let scale = Double(canvas.attributes["data-scale"] ?? "") ?? 1
        let cells = elements(of: canvas).filter { $0.node.attributes["data-kind"] == "cell" }
        func inset(_ placed: Placed) -> Double? {
            placed.node.children.first { $0.hasClass("el-content") }?.pixels("padding-left").map { $0 / scale }
        }
        let matching = cells.filter { Int($0.node.attributes["data-indent"] ?? "0") == level }
        guard !matching.isEmpty else { return .contradicts("no cell drawn at level \(level)") }
        // Deeper levels start further right than level 0.
        if level > 0, let flat = cells.first(where: { $0.node.attributes["data-indent"] == nil }),
            let flatInset = inset(flat)
        {
            guard matching.allSatisfy({ (inset($0) ?? 0) > flatInset + tolerance }) else {
                return .contradicts("level \(level) drawn no further in than level 0")
            }
        }
        return .agrees
    }

    private static func measured(_ height: Double, run: ExampleResult.Run, check: PreviewCheck, group: PreviewNode)
        -> Verdict
    {
        let before = min(check.previewsBefore ?? run.previews.count, run.previews.count)
        let drawings = group.descendants.filter { records(of: $0).contains { $0 < before } }
        // A view whose content measured a height shows it: a marker at that height, or, when its
        // frame is that tall, the frame itself.
        for drawing in drawings where drawing.attributes["data-measured"] != nil {
            let scale =
                Double(drawing.ancestor { $0.attributes["data-scale"] != nil }?.attributes["data-scale"] ?? "") ?? 1
            let marker = drawing.children.first { $0.hasClass("el-measured") }
            if let drawn = (marker ?? drawing).pixels("height"), close(drawn / scale, height) { return .agrees }
        }
        return .contradicts("no view drawn measuring \(PreviewHTML.number(height)) pt")
    }

    private static func geometry(
        _ check: PreviewCheck, operand: Operand, run: ExampleResult.Run, group: PreviewNode
    ) -> Verdict {
        guard let numbers = check.value.numbers, !numbers.isEmpty else {
            return .notDrawn("geometry as \(check.value.kind)")
        }
        guard let canvas = layoutCanvas(check, run: run, group: group, view: nil) else {
            return .notDrawn("geometry without a recorded layout")
        }
        var placed = elements(of: canvas)
        if let element = check.element {
            let parts = element.split(separator: " ")
            placed = placed.filter {
                $0.node.attributes["data-kind"] == parts.first.map(String.init)
                    && $0.node.attributes["data-path"] == parts.last.map(String.init)
            }
            guard !placed.isEmpty else { return .contradicts("\(element) not drawn") }
        }
        func coordinate(_ p: Placed, _ name: String) -> Double? {
            switch name {
            case "minX": p.x
            case "minY": p.y
            case "maxX": p.x + p.width
            case "maxY": p.y + p.height
            case "midX": p.x + p.width / 2
            case "midY": p.y + p.height / 2
            case "width": p.width
            case "height": p.height
            default: nil
            }
        }
        func drawnRect(_ rect: ArraySlice<Double>) -> Bool {
            placed.contains {
                close($0.x, rect[rect.startIndex]) && close($0.y, rect[rect.startIndex + 1])
                    && close($0.width, rect[rect.startIndex + 2]) && close($0.height, rect[rect.startIndex + 3])
            }
        }
        switch check.value.kind {
        case "rect", "rects":
            for start in stride(from: 0, to: numbers.count - 3, by: 4) where !drawnRect(numbers[start..<(start + 4)]) {
                return .contradicts(
                    "no element drawn at \(Array(numbers[start..<(start + 4)]).map(PreviewHTML.number))")
            }
            return .agrees
        case "point":
            return placed.contains { close($0.x, numbers[0]) && close($0.y, numbers[1]) }
                ? .agrees : .contradicts("no element drawn at origin \(numbers.map(PreviewHTML.number))")
        case "number", "numbers":
            for number in numbers
            where !placed.contains(where: { coordinate($0, operand.leaf).map { close($0, number) } ?? false }) {
                return .contradicts("no element drawn with \(operand.leaf) \(PreviewHTML.number(number))")
            }
            return .agrees
        default:
            return .notDrawn("geometry as \(check.value.kind)")
        }
    }
}
