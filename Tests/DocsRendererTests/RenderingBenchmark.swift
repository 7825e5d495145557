import DocsRenderer
import Foundation
import TestSupport
import Testing

/// How long rendering the whole site takes once every verdict is known: the current `Spec/` is
/// checked once, then the site (pages, index, API reference from its cache) is rendered several
/// times and the median printed. A measurement, not a test: it runs only with `CELLSPEC_BENCHMARK=1` and asserts
/// nothing about time.
@Suite struct RenderingBenchmark {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CELLSPEC_BENCHMARK"] == "1"))
    func renderingTheWholeSpec() async throws {
        let (suite, report) = try await Fixtures.check(
            [Fixtures.packageRoot.appendingPathComponent("Spec").path], timeout: .seconds(10))
        let modelSources = Fixtures.packageRoot.appendingPathComponent("Sources/UIKitModel")
        // As `cellspec build` does: the model's API is read once per model and then taken from the cache.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("benchmark-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        _ = try APIReference.load(from: modelSources, key: report.modelKey, cacheDirectory: cache)
        var whole: [Double] = []
        var processor: [Double] = []
        var reading: [Double] = []
        var files = 0
        for _ in 0..<9 {
            let clock = ContinuousClock()
            var reference: APIReference?
            let start = Self.processCPUSeconds()
            let read = try clock.measure {
                reference = try APIReference.load(from: modelSources, key: report.modelKey, cacheDirectory: cache)
            }
            let rendered = clock.measure {
                files = Site.render(suite: suite, report: report, apiReference: reference).files.count
            }
            processor.append(Self.processCPUSeconds() - start)
            reading.append(Self.seconds(read))
            whole.append(Self.seconds(read + rendered))
        }
        print(
            "rendering \(suite.pages.count) pages, \(report.results.count) examples, \(files) files: wall \(Self.summary(whole)); "
                + "CPU \(Self.summary(processor)); of which reading the model's API from the cache: \(Self.summary(reading))"
        )
    }

    /// The processor time the test process has used, on all its threads (only this test runs when
    /// the benchmark is filtered): on a machine shared with other work, wall time also counts the
    /// time other processes had the processors.
    static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// `median 0.123 s (min 0.100 s, max 0.150 s, 9 runs)`.
    static func summary(_ values: [Double]) -> String {
        let sorted = values.sorted()
        let format = { (value: Double) in String(format: "%.3f s", value) }
        return
            "median \(format(sorted[sorted.count / 2])) (min \(format(sorted[0])), max \(format(sorted[sorted.count - 1])), \(sorted.count) runs)"
    }
}
