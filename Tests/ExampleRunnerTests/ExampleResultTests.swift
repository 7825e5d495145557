import Foundation
import Testing

@testable import ExampleRunner

@Suite struct ExampleResultTests {
    @Test func aRunSavedWithoutPreviewsReadsAsARunWithNone() throws {
        let json = #"{"iOSRelease":18,"findings":[],"output":"","seconds":0.5}"#
        let run = try JSONDecoder().decode(ExampleResult.Run.self, from: Data(json.utf8))
        #expect(run.iOSRelease == 18)
        #expect(run.previews.isEmpty && run.applies.isEmpty)
    }
}
