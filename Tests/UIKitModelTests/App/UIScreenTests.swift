import Foundation
import Testing

@testable import UIKitModel

/// The simulated device's screen (``UIScreen/main``, deprecated as UIKit's is): an iPhone's, the size
/// the model's windows fill.
@MainActor @Suite struct UIScreenTests {
    @available(*, deprecated)
    @Test func theMainScreenIsOneScreenTheSizeOfTheModelsWindows() {
        let screen = UIScreen.main
        #expect(screen === UIScreen.main, "one screen, whoever asks")
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(screen.bounds.size == UIWindow(windowScene: UIWindowScene()).bounds.size)
        #expect(screen.bounds.size == UICollectionView.modelDefaultViewportSize)
    }

    /// Points at the screen's scale, which is the traits' display scale: 3 × 390 × 844 pixels.
    @available(*, deprecated)
    @Test func theNativeBoundsArePixelsAtTheScreensScale() {
        let screen = UIScreen.main
        #expect(screen.scale == 3)
        #expect(screen.nativeScale == screen.scale)
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
        #expect(screen.scale == UIView().traitCollection.displayScale)
    }
}
