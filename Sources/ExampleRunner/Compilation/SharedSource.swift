import Foundation

/// Examples of one merged pass in one generated file.
///
/// Swift's whole-module compile pays for every file it is given (its own imports to resolve and
/// scopes to look names up in). An example whose code lies wholly in its entry function
/// (``ExampleSourceGenerator/Output/needsOwnFile`` is false) can share a file with others without
/// seeing any of their names. An example that declares types or functions at file scope makes them
/// `fileprivate`, so that two examples may both declare `struct Item`; it shares a file only with
/// examples that import the same modules and with which no name is in common between what one
/// declares and what the other declares or spells (``ExampleSourceGenerator/Output/declaredNames``,
/// ``ExampleSourceGenerator/Output/usedNames``): none of them can then see, use or clash with
/// another's declarations, as in files of their own. On the benchmark's 200 examples (33 of them
/// declaring types), files for those 33 cost the merged compile about a tenth of its CPU time.
///
/// Each example keeps its `#sourceLocation` lines, so a diagnostic in its code names its page line
/// and column as before; a diagnostic in the code generated around it names this file and a line
/// in the example's range (``owner(ofLine:)``).
struct SharedSource {
    var fileName: String
    var text: String
    /// Each unit's generated lines in the file (1-based, inclusive).
    private(set) var ranges: [(index: Int, lines: ClosedRange<Int>)] = []

    /// The units that share a file, group by group, each of at least two: first those whose whole
    /// code is in their entry functions, then those that declare things, packed first-fit into
    /// groups they may share a file with. An example whose code does not parse keeps its own file.
    static func groups(_ units: [CompileUnit]) -> [[CompileUnit]] {
        let candidates = units.filter { !$0.generated.hasSyntaxErrors }
        var declaring: [(header: String, declared: Set<String>, used: Set<String>, units: [CompileUnit])] = []
        for unit in candidates where unit.generated.needsOwnFile {
            let generated = unit.generated
            let fits = declaring.firstIndex {
                $0.header == generated.header && $0.declared.isDisjoint(with: generated.declaredNames)
                    && $0.declared.isDisjoint(with: generated.usedNames)
                    && $0.used.isDisjoint(with: generated.declaredNames)
            }
            if let fits {
                declaring[fits].declared.formUnion(generated.declaredNames)
                declaring[fits].used.formUnion(generated.usedNames)
                declaring[fits].units.append(unit)
            } else {
                declaring.append((generated.header, generated.declaredNames, generated.usedNames, [unit]))
            }
        }
        let plain = candidates.filter { !$0.generated.needsOwnFile }
        return ([plain] + declaring.map(\.units)).filter { $0.count > 1 }
    }

    init(units: [CompileUnit], fileName: String) {
        self.fileName = fileName
        let header = units.first?.generated.header ?? ExampleSourceGenerator.implicitImportLines
        var text = header
        var line = header.utf8.count { $0 == UInt8(ascii: "\n") }
        for unit in units {
            let source = unit.generated.source
            precondition(source.hasPrefix(header), "the examples sharing a file import the same modules")
            let body = source.dropFirst(header.count)
            let count = body.utf8.count { $0 == UInt8(ascii: "\n") }
            ranges.append((unit.index, (line + 1)...(line + count)))
            text += body
            line += count
        }
        self.text = text
    }

    /// The unit whose generated lines hold `line`.
    func owner(ofLine line: Int) -> Int? {
        ranges.first { $0.lines.contains(line) }?.index
    }
}
