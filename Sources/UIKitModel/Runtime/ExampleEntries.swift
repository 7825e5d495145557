import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The entry points of a library of examples: what its generated `Entries.swift` hands the host
/// (``ExampleMain``) from the one C symbol it exports, ``symbol``. Model runtime, not UIKit API;
/// SPI that only the host and the generated harness import.
///
/// Two look-ups by the example's index, one for examples that never await and one for those that
/// do (the runner's `HarnessSource.entries` says why they are apart and why a `switch`).
@_spi(CellSpecHarness) public final class ExampleEntries {
    /// The C name of the function a library of examples exports: it returns a retained
    /// ``ExampleEntries`` as an opaque pointer.
    public static let symbol = "cellspec_example_entries"

    public let synchronous: (Int) -> (@MainActor () throws -> Void)?
    public let asynchronous: (Int) -> (@MainActor () async throws -> Void)?

    /// `@preconcurrency`: a library compiled in the Swift 5 language mode passes its look-ups as
    /// functions returning `@MainActor` functions that Swift 5 does not count as `Sendable` (Swift 6
    /// does), and would be warned about the conversion once per build.
    @preconcurrency public init(
        synchronous: @escaping (Int) -> (@MainActor () throws -> Void)?,
        asynchronous: @escaping (Int) -> (@MainActor () async throws -> Void)?
    ) {
        self.synchronous = synchronous
        self.asynchronous = asynchronous
    }

    /// This object retained, as the exported function returns it.
    public var retainedPointer: UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }

    typealias Export = @convention(c) () -> UnsafeMutableRawPointer

    /// Loads the library open at `descriptor` (through `/proc/self/fd`, so its path need not be
    /// reachable by the process's user id) and takes its entry points; ends the process with
    /// ``SandboxSettings/libraryFailedStatus`` when it cannot. `RTLD_LOCAL`: the library's symbols
    /// serve only itself, never code loaded after it. `RTLD_LAZY`: a run calls a few of the
    /// library's imports, so binding them as they are called costs less than binding them all (the
    /// library is linked with `-z defs`, so none is missing).
    static func load(descriptor: Int32, path: String) -> ExampleEntries {
        let handle = dlopen("/proc/self/fd/\(descriptor)", RTLD_LAZY | RTLD_LOCAL)
        close(descriptor)
        guard let handle else { fail("loading \(path): \(dlerror().map { String(cString: $0) } ?? "unknown error")") }
        guard let export = dlsym(handle, symbol) else { fail("\(path) exports no \(symbol)") }
        let entries = Unmanaged<AnyObject>.fromOpaque(unsafeBitCast(export, to: Export.self)()).takeRetainedValue()
        guard let entries = entries as? ExampleEntries else { fail("\(path)'s \(symbol) returned something else") }
        return entries
    }

    private static func fail(_ reason: String) -> Never {
        FileHandle.standardError.write(Data("cellspec host: \(reason)\n".utf8))
        exit(SandboxSettings.libraryFailedStatus)
    }
}
