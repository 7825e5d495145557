import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner

/// The Linux rewrite of Objective-C interop: what the text becomes, and that rewritten examples run.
@Suite struct ObjCInteropRewriterTests {
    func rewritten(_ source: String, launching: Bool = false) -> String {
        let output = ObjCInteropRewriter.rewrite(source: source, launchesApplicationDelegates: launching)
        // What the rewrite changes, the byte check that skips the walk must let through.
        #expect(output == source || ObjCInteropRewriter.mayRewrite(source), "\(source)")
        return output
    }

    /// The byte check never skips a tree the rewrite would change: on every example of `Spec/`.
    @Test func codeTheByteCheckSkipsComesOutAsItWentIn() {
        let suite = SpecSuite.load(paths: [Fixtures.packageRoot.appendingPathComponent("Spec").path])
        let codes = suite.pages.flatMap(\.examples).map { $0.lines.map(\.text).joined(separator: "\n") }
        #expect(codes.count > 200)
        #expect(codes.contains { !ObjCInteropRewriter.mayRewrite($0) })
        for code in codes where !ObjCInteropRewriter.mayRewrite(code) {
            #expect(ObjCInteropRewriter.rewrite(source: code, launchesApplicationDelegates: true) == code)
        }
    }

    @Test func aBareSelectorNamesTheMethodOfTheEnclosingType() {
        let source = """
            class Controller: UIViewController {
                func wire() { button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside) }
            }
            """
        #expect(rewritten(source).contains("action: Selector(\"didTap:\", Controller.didTap(_:)), for:"))
    }

    @Test func selfAndTypeQualifiedSelectorsKeepTheirMethod() {
        let source = """
            class Controller: UIViewController {
                func wire() {
                    a.addTarget(self, action: #selector(self.toggle), for: .valueChanged)
                    b.addTarget(self, action: #selector(Other.move(to:animated:)), for: .valueChanged)
                }
            }
            """
        let output = rewritten(source)
        #expect(output.contains("Selector(\"toggle\", Controller.toggle)"))
        #expect(output.contains("Selector(\"moveTo:animated:\", Other.move(to:animated:))"))
    }

    @Test func selectorsInExtensionsAndNestedTypesUseTheFullTypeName() {
        let source = """
            extension Outer.Screen { func a() { _ = #selector(refresh) } }
            struct Outer { class Screen { func b() { _ = #selector(reload) } } }
            """
        let output = rewritten(source)
        #expect(output.contains("Selector(\"refresh\", Outer.Screen.refresh)"))
        #expect(output.contains("Selector(\"reload\", Outer.Screen.reload)"))
    }

    @Test func accessorSelectorsAndSelectorsOutsideATypeOnlyName() {
        let source = """
            let a = #selector(getter: UIView.isHidden)
            let b = #selector(setter: UIView.isHidden)
            let c = #selector(refresh)
            """
        let output = rewritten(source)
        #expect(output.contains("let a = Selector(\"isHidden\")"))
        #expect(output.contains("let b = Selector(\"setIsHidden:\")"))
        #expect(output.contains("let c = Selector(\"refresh\")"))
    }

    @Test func objectiveCAttributesLeaveBlanksSoColumnsAndLinesStay() {
        let source = [
            "@objcMembers class Controller: UIViewController {",
            "    @IBOutlet weak var label: UILabel!",
            "    @objc(tapWithSender:) func tap(_ sender: Any) {}",
            "    @objc",
            "    @available(iOS 15, *) dynamic func refresh() {}",
            "    @IBAction @MainActor func save() {}",
            "    @available(iOS 15, *) @objc func load() {}",
            "}",
        ]
        let expected = [
            "             class Controller: UIViewController {",
            "              weak var label: UILabel!",
            "                          func tap(_ sender: Any) {}",
            "         ",
            "    @available(iOS 15, *) dynamic func refresh() {}",
            "              @MainActor func save() {}",
            "    @available(iOS 15, *)       func load() {}",
            "}",
        ]
        #expect(rewritten(source.joined(separator: "\n")) == expected.joined(separator: "\n"))
    }

    @Test func anAppDelegateLosesItsEntryAttributeAndIsLaunchedAfterItsDeclaration() {
        let source = [
            "@main",
            "final class AppDelegate: UIResponder, UIApplicationDelegate {",
            "}",
            "let after = 1",
            "@main struct Tool { static func main() {} }",
        ]
        let expected = [
            "     ",
            "final class AppDelegate: UIResponder, UIApplicationDelegate {",
            "} UIApplication.shared.modelLaunch(delegate: AppDelegate());",
            "let after = 1",
            "@main struct Tool { static func main() {} }",
        ]
        #expect(rewritten(source.joined(separator: "\n"), launching: true) == expected.joined(separator: "\n"))
        let unlaunched = rewritten("@UIApplicationMain class AppDelegate: UIResponder, UIApplicationDelegate {}")
        #expect(unlaunched == "                   class AppDelegate: UIResponder, UIApplicationDelegate {}")
    }

    @Test func selectorNamesFollowSwiftsObjectiveCNamingRules() {
        let names = [
            "reload", "toggle(_:)", "update(with:)", "show(item:)", "show(_:sender:)", "move(_:_:)", "insert(atIndex:)",
        ]
        let source = "class C { func f() { _ = [\(names.map { "#selector(\($0))" }.joined(separator: ", "))] } }"
        let output = rewritten(source)
        for (swift, objectiveC) in zip(
            names, ["reload", "toggle:", "updateWith:", "showWithItem:", "show:sender:", "move::", "insertAtIndex:"])
        {
            #expect(output.contains("Selector(\"\(objectiveC)\", C.\(swift))"), "\(swift)")
        }
    }

    @Test func anOverrideInAnExtensionIsReachedThroughTheClass() {
        let source = [
            "class Screen: UIViewController {",
            "    var log: [String] = [] // what happened",
            "}",
            "extension Screen {",
            "    @MainActor override public func viewWillAppear(_ animated: Bool) {",
            "        super.viewWillAppear(animated)",
            "    }",
            "    override func move(to point: CGPoint, by delta: inout Int) async throws -> Bool { true }",
            "    override static func make() {}",
            "}",
            "extension Elsewhere { override func viewDidLoad() {} }",
        ]
        let expected = [
            "class Screen: UIViewController {",
            "    var log: [String] = [];"
                + " @MainActor override public func viewWillAppear(_ animated: Bool) { return self.__cellspecExtension_viewWillAppear(animated) };"
                + " override func move(to point: CGPoint, by delta: inout Int) async throws -> Bool"
                + " { return try await self.__cellspecExtension_move(to: point, by: &delta) } // what happened",
            "}",
            "extension Screen {",
            "    @MainActor          public func __cellspecExtension_viewWillAppear(_ animated: Bool) {",
            "        super.viewWillAppear(animated)",
            "    }",
            "             func __cellspecExtension_move(to point: CGPoint, by delta: inout Int) async throws -> Bool { true }",
            "    override static func make() {}",
            "}",
            "extension Elsewhere { override func viewDidLoad() {} }",
        ]
        #expect(rewritten(source.joined(separator: "\n")) == expected.joined(separator: "\n"))
    }

    /// Compiles and runs the fixture page: the rewritten selectors call their methods and the app
    /// delegate is launched, as the hidden lines check.
    @Test func rewrittenExamplesCompileAndBehave() async throws {
        let (_, report) = try await Fixtures.check(
            [Fixtures.path("ExampleRunnerTests", "objc-interop/objc-interop.md")], timeout: .seconds(5))
        #expect(
            report.results.map(\.example.id) == [
                "control-target-action", "bar-button-target-action", "app-delegate", "override-in-extension",
            ])
        for result in report.results {
            #expect(result.verdict == .passed, "\(result.example.id): \(result.reasons)")
        }
    }
}
