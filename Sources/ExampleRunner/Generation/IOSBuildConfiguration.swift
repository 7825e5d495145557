import Foundation
import SwiftIfConfig
import SwiftSyntax

/// How `#if` conditions of examples evaluate: as in a Debug build of an iOS app for the simulator,
/// not as on the Linux machine that compiles them. ``InactiveCode`` removes what this configuration
/// leaves out before the generator reads an example, so `#if os(iOS)` code is compiled and run and
/// an `#else` branch for macOS or Linux is not.
///
/// - `os(iOS)`, `arch(arm64)`, `targetEnvironment(simulator)`, `_runtime(_ObjC)`, `_endian(little)`,
///   `_pointerBitWidth(_64)`, `hasFeature(…)`, `hasAttribute(…)`, `swift(…)` and `compiler(…)` are
///   what the examples' own compiler answers for `-target arm64-apple-ios17.0-simulator` in the
///   example's language mode (`swiftc -frontend -print-static-build-config`, asked once per run and
///   mode; ``load(toolchain:languageMode:)``). The model stands in for the simulator: code guarded
///   by `targetEnvironment(simulator)` is what runs without a device, and a device's branch
///   (camera, push registration) needs frameworks the model does not have.
/// - `DEBUG` is set, as Xcode sets it for a Debug build; examples are compiled `-Onone -D DEBUG`
///   (``customConditions``), so the two agree.
/// - `canImport(M)` is true for the modules an iOS app can import (``iOSModules``). Imports of
///   them stay imports; UIKit's and Darwin's are mapped to modules that exist on Linux
///   (``ExampleSourceGenerator/moduleMap``), and one the model cannot provide (`SwiftUI`) fails to
///   compile, naming the module, rather than being silently left out.
public struct IOSBuildConfiguration: BuildConfiguration, @unchecked Sendable {
    // `@unchecked`: `StaticBuildConfiguration` is a value type of sets and numbers that swift-syntax
    // does not declare `Sendable`.

    /// The compiler's answers for an iOS simulator target; every condition but `canImport` reads them.
    public var compilerAnswers: StaticBuildConfiguration

    /// The conditions examples are compiled with, here and on the command line (`-D DEBUG`).
    public static let customConditions = ["DEBUG"]

    /// The target whose conditions examples see.
    static let target = "arm64-apple-ios17.0-simulator"

    /// Modules of the iOS SDK and the Swift toolchain for iOS that `canImport` finds.
    public static let iOSModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Observation", "Synchronization",
        "Distributed", "Darwin", "Dispatch", "ObjectiveC", "os", "OSLog", "Foundation", "CoreFoundation",
        "CoreGraphics", "QuartzCore", "CoreText", "CoreImage", "CoreData", "SwiftData", "CoreLocation",
        "Combine", "SwiftUI", "UIKit", "UniformTypeIdentifiers", "MobileCoreServices", "AVFoundation",
        "AVKit", "MapKit", "Photos", "PhotosUI", "WebKit", "SafariServices", "UserNotifications", "StoreKit",
        "CloudKit", "Contacts", "ContactsUI", "EventKit", "EventKitUI", "MessageUI", "Metal", "MetalKit",
        "SceneKit", "SpriteKit", "ARKit", "RealityKit", "CoreML", "Vision", "VisionKit", "NaturalLanguage",
        "CoreMotion", "HealthKit", "HomeKit", "GameKit", "LocalAuthentication", "Security", "Network",
        "Charts", "WidgetKit", "ActivityKit", "AppIntents", "TipKit", "LinkPresentation", "QuickLook",
        "PDFKit", "AuthenticationServices", "CryptoKit", "Accelerate", "ImageIO", "CoreHaptics",
        "CoreBluetooth", "CoreMedia", "CoreVideo", "CoreAudio", "AudioToolbox", "MediaPlayer", "Speech",
        "BackgroundTasks", "CoreSpotlight", "Intents", "IntentsUI", "SystemConfiguration", "CoreTelephony",
    ]

    public init(compilerAnswers: StaticBuildConfiguration) {
        self.compilerAnswers = compilerAnswers
    }

    /// What the examples' compiler answers for the iOS simulator target in `languageMode` (5 or 6);
    /// ``builtIn(languageMode:toolchainVersion:)`` when it cannot say (a compiler before 6.2 has no
    /// `-print-static-build-config`).
    public static func load(toolchain: SwiftToolchain, languageMode: Int) async -> IOSBuildConfiguration {
        let arguments =
            ["-frontend", "-print-static-build-config", "-target", target, "-swift-version", "\(languageMode)"]
            + customConditions.flatMap { ["-D", $0] }
        if let outcome = try? await ProcessRunner().run(toolchain.swiftc, arguments: arguments, timeout: .seconds(60)),
            outcome.termination == .exited(0),
            let answers = try? JSONDecoder().decode(
                StaticBuildConfiguration.self, from: Data(outcome.standardOutput.utf8))
        {
            return IOSBuildConfiguration(compilerAnswers: answers)
        }
        return builtIn(languageMode: languageMode, toolchainVersion: toolchain.version)
    }

    /// The iOS simulator's conditions written out, for when the compiler is not asked: no feature
    /// and no attribute is reported present (`hasFeature` and `hasAttribute` are false), the
    /// compiler's version is read from `swiftc --version`'s line (6.0 when it cannot be), and
    /// `swift(…)` is 5.10 in Swift 5 mode, the compiler's version in Swift 6 mode, as Swift 6
    /// compilers answer.
    public static func builtIn(languageMode: Int, toolchainVersion: String?) -> IOSBuildConfiguration {
        let compiler = toolchainVersion.flatMap(compilerVersion(in:)) ?? VersionTuple(6, 0)
        return IOSBuildConfiguration(
            compilerAnswers: StaticBuildConfiguration(
                customConditions: Set(customConditions), targetOSs: ["iOS"], targetArchitectures: ["arm64"],
                targetEnvironments: ["simulator"], targetRuntimes: ["_ObjC", "_multithreaded"],
                targetPointerAuthenticationSchemes: ["_none"], targetObjectFileFormats: ["MachO"],
                targetPointerBitWidth: 64, targetAtomicBitWidths: [128, 64, 32, 16, 8], endianness: .little,
                languageVersion: languageMode >= 6 ? compiler : VersionTuple(5, 10), compilerVersion: compiler))
    }

    /// `6.3.1` from `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    static func compilerVersion(in versionLine: String) -> VersionTuple? {
        guard let range = versionLine.range(of: "Swift version ") else { return nil }
        let number = versionLine[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        return VersionTuple(parsing: String(number))
    }

    public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard let module = importPath.first?.1 else { return false }
        return Self.iOSModules.contains(module)
    }

    public func isCustomConditionSet(name: String) throws -> Bool {
        compilerAnswers.isCustomConditionSet(name: name)
    }
    public func hasFeature(name: String) throws -> Bool { compilerAnswers.hasFeature(name: name) }
    public func hasAttribute(name: String) throws -> Bool { compilerAnswers.hasAttribute(name: name) }
    public func isActiveTargetOS(name: String) throws -> Bool { compilerAnswers.isActiveTargetOS(name: name) }
    public func isActiveTargetArchitecture(name: String) throws -> Bool {
        compilerAnswers.isActiveTargetArchitecture(name: name)
    }
    public func isActiveTargetEnvironment(name: String) throws -> Bool {
        compilerAnswers.isActiveTargetEnvironment(name: name)
    }
    public func isActiveTargetRuntime(name: String) throws -> Bool {
        compilerAnswers.isActiveTargetRuntime(name: name)
    }
    public func isActiveTargetPointerAuthentication(name: String) throws -> Bool {
        compilerAnswers.isActiveTargetPointerAuthentication(name: name)
    }
    public func isActiveTargetObjectFormat(name: String) throws -> Bool {
        compilerAnswers.isActiveTargetObjectFormat(name: name)
    }
    public var targetPointerBitWidth: Int { compilerAnswers.targetPointerBitWidth }
    public var targetAtomicBitWidths: [Int] { compilerAnswers.targetAtomicBitWidths }
    public var endianness: Endianness { compilerAnswers.endianness }
    public var languageVersion: VersionTuple { compilerAnswers.languageVersion }
    public var compilerVersion: VersionTuple { compilerAnswers.compilerVersion }
}
