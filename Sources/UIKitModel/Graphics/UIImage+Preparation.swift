import Foundation

/// Decoding images ahead of display and making thumbnails (iOS 15).
///
/// Apple: UIImage.preparingForDisplay() ("a new image object that contains the decoded image
/// data", nil when it cannot be decoded), `prepareForDisplay(completionHandler:)`,
/// `byPreparingForDisplay()` (async), `preparingThumbnail(of:)` ("a new thumbnail image at the
/// specified size"), `prepareThumbnail(of:completionHandler:)`, `byPreparingThumbnail(ofSize:)`.
/// An empty image cannot be decoded: nil. The model decodes nothing: a prepared image is a copy
/// marked ``UIImage/modelIsPreparedForDisplay``; a thumbnail has the requested size. Completion
/// handlers run at once (UIKit calls them later, from a background queue).
extension UIImage {
    private func modelCopy(size: CGSize?) -> UIImage? {
        if case .empty = source { return nil }
        let copy = UIImage(
            source: source, configuration: symbolConfiguration, renderingMode: renderingMode, tint: modelTintColor)
        copy.modelSizeOverride = size ?? modelSizeOverride
        copy.modelIsPreparedForDisplay = true
        return copy
    }

    /// Apple: UIImage.preparingForDisplay() (iOS 15).
    public func preparingForDisplay() -> UIImage? { modelCopy(size: nil) }

    /// Apple: UIImage.prepareForDisplay(completionHandler:) (iOS 15).
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        completionHandler(preparingForDisplay())
    }

    /// Apple: UIImage.byPreparingForDisplay() (iOS 15).
    public func byPreparingForDisplay() async -> UIImage? { preparingForDisplay() }

    /// Apple: UIImage.preparingThumbnail(of:) (iOS 15).
    public func preparingThumbnail(of size: CGSize) -> UIImage? { modelCopy(size: size) }

    /// Apple: UIImage.prepareThumbnail(of:completionHandler:) (iOS 15).
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }

    /// Apple: UIImage.byPreparingThumbnail(ofSize:) (iOS 15).
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { preparingThumbnail(of: size) }
}
