import DocsRenderer
import Foundation
import TestSupport
import Testing

/// How long rendering the whole site takes once every verdict is known: the current `Spec/` is
/// checked once, then the site (pages, index, API reference) is rendered several times and the
/// median printed. A measurement, not a test: it runs only with `CELLSPEC_BENCHMARK=1` and asserts
/// nothing about time.
@Suite struct RenderingBenchmark {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CELLSPEC_BENCHMARK"] == "1"))
    func renderingTheWholeSpec() async throws {
        let (suite, report) = try await Fixtures.check([Fixtures.packageRoot.appendingPathComponent("Spec").path], timeout: .seconds(10))
        let modelSources = Fixtures.packageRoot.appendingPathComponent("Sources/UIKitModel")
        var seconds: [Double] = []
        var files = 0
        for _ in 0..<9 {
            let clock = ContinuousClock()
            let elapsed = try clock.measure {
                let reference = try APIReference.load(from: modelSources)
                files = Site.render(suite: suite, report: report, apiReference: reference).files.count
            }
            seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        seconds.sort()
        let format = { (value: Double) in String(format: "%.3f s", value) }
        print(
            "rendering \(suite.pages.count) pages, \(report.results.count) examples, \(files) files: median \(format(seconds[seconds.count / 2])), "
                + "min \(format(seconds.first!)), max \(format(seconds.last!)) over \(seconds.count) runs")
    }
}
