// swift-tools-version: 6.0
// A package that depends on cellspec and checks its own Docs/ with `swift package cellspec-check`
// (PluginTests). The dependency's path is the cellspec checkout, four folders up.
import PackageDescription

let package = Package(
    name: "PluginPackage",
    dependencies: [.package(name: "cellspec", path: "../../../..")],
    targets: [.target(name: "Empty", path: "Sources/Empty")]
)
