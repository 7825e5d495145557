import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// Imports of libraries outside the iOS SDK (`import SnapKit`, `import RxSwift`): cellspec has only
/// the model of UIKit and the toolchain's modules, so the import could only fail, and it is the
/// guide's dependency, not its error. The import is blanked before the block is compiled, and the
/// report names it; what the block then uses of the library is a member or name UIKit does not
/// declare, which the judge reads as code the guide does not show (``LenientJudge``). An SDK
/// module the model lacks (`ImageIO`) is not blanked: its failure, on the guide's line, is the
/// model's gap (``ErrorOwnership``).
enum LibraryImports {
    /// The lines with each top-level import of a module outside the iOS SDK blanked, and the modules.
    /// `tree` is the lines parsed, when the caller has it.
    static func blank(in lines: [SpecExample.Line], tree: SourceFileSyntax? = nil)
        -> (lines: [SpecExample.Line], modules: [String])
    {
        let tree = tree ?? Parser.parse(source: lines.map(\.text).joined(separator: "\n"))
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var adapted = lines
        var modules: [String] = []
        for item in tree.statements {
            guard let declaration = item.item.as(ImportDeclSyntax.self),
                let module = declaration.path.first?.name.text,
                !IOSBuildConfiguration.iOSModules.contains(module), module != "UIKitModel"
            else { continue }
            let first = converter.location(for: declaration.positionAfterSkippingLeadingTrivia).line
            let last = converter.location(for: declaration.endPositionBeforeTrailingTrivia).line
            guard first == last, adapted.indices.contains(first - 1) else { continue }
            adapted[first - 1].text = ""
            modules.append(module)
        }
        return (adapted, modules)
    }
}
