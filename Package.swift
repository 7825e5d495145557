// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "cellspec",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "cellspec", targets: ["cellspec"]),
        .library(name: "UIKitModel", targets: ["UIKitModel"]),
        // `swift package cellspec-check Docs/` in a package that depends on cellspec.
        .plugin(name: "CellSpecCheck", targets: ["CellSpecCheck"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The one Markdown parser and renderer: Debian's libcmark.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // Swift values over cmark; the only target that calls C.
        .target(name: "CommonMark", dependencies: ["CCmark"]),
        // What crosses the boundary between the model and the runner: events, records, the channel's
        // settings and the catalog of rule ids. Depends on nothing; the runner compiles it into the model.
        .target(name: "ModelContract"),
        // Spec pages: markup, contexts, examples with their source locations; swift-syntax reads example
        // code only to refuse attributes that reach past an example (`ForbiddenAttributes`).
        .target(
            name: "SpecPages",
            dependencies: [
                "CommonMark", "ModelContract",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The reference model of UIKit. Depends only on the contract; compiled again by the runner for examples.
        .target(name: "UIKitModel", dependencies: ["ModelContract"]),
        // Turns examples into Swift sources, compiles and runs them, decides verdicts.
        .target(
            name: "ExampleRunner",
            dependencies: [
                "SpecPages", "ModelContract",
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Guides written without cellspec's markup: reads their Swift blocks, splits and classifies them,
        // infers what they leave out, and judges them; the compile and run steps are ExampleRunner's.
        .target(
            name: "LenientCheck",
            dependencies: [
                "SpecPages", "ExampleRunner", "ModelContract",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Apple's UIKit declarations as data (Inventory/), read from printed Swift interfaces and Apple's
        // documentation pages (Markdown, through CommonMark), and the model's public declarations
        // compared with them; swift-syntax reads both.
        .target(
            name: "APIInventory",
            dependencies: [
                "CommonMark",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Renders pages and their verdicts to HTML.
        .target(
            name: "DocsRenderer",
            dependencies: [
                "CommonMark", "SpecPages", "ExampleRunner", "APIInventory",
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The commands, as a library the tests call.
        .target(
            name: "CellSpecCLI",
            dependencies: [
                "SpecPages", "ExampleRunner", "LenientCheck", "DocsRenderer", "ModelContract", "APIInventory",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "cellspec", dependencies: ["CellSpecCLI"]),
        // Runs `cellspec check` on a depending package's pages: `swift package cellspec-check Docs/`.
        .plugin(
            name: "CellSpecCheck",
            capability: .command(
                intent: .custom(
                    verb: "cellspec-check",
                    description: "Compile and run the ✅/❌ Swift examples of spec pages with cellspec.")),
            dependencies: ["cellspec"]
        ),

        .target(name: "TestSupport", dependencies: ["CellSpecCLI"], path: "Tests/TestSupport"),
        .testTarget(name: "CommonMarkTests", dependencies: ["CommonMark"]),
        .testTarget(name: "SpecPagesTests", dependencies: ["SpecPages", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ModelContractTests", dependencies: ["ModelContract"]),
        .testTarget(name: "UIKitModelTests", dependencies: ["UIKitModel"]),
        .testTarget(name: "APIInventoryTests", dependencies: ["APIInventory"]),
        .testTarget(
            name: "ExampleRunnerTests",
            dependencies: ["ExampleRunner", "TestSupport", "UIKitModel"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "LenientCheckTests",
            dependencies: ["LenientCheck", "TestSupport", "UIKitModel"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "DocsRendererTests", dependencies: ["DocsRenderer", "TestSupport", "APIInventory"],
            exclude: ["Goldens", "Fixtures"]),
        .testTarget(
            name: "CellSpecCLITests", dependencies: ["CellSpecCLI", "TestSupport"], exclude: ["Goldens", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
