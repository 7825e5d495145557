import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UIDeviceTests {
    @Test func describesTheSimulatedPhone() {
        ModelPlatform.simulate(iOS: 26) {
            #expect(UIDevice.current.systemName == "iOS")
            #expect(UIDevice.current.systemVersion == "26.0")
            #expect(UIDevice.current.userInterfaceIdiom == .phone)
            #expect(UIDevice.current.model == "iPhone")
            #expect(UIDevice.current === UIDevice.current)
        }
    }

    @Test func batteryLevelIsMinusOneWhileMonitoringIsOff() {
        let (level, findings) = ModelFindings.capture { UIDevice.current.batteryLevel }
        #expect(level == -1)
        #expect(findings.events.isEmpty)
    }
}
