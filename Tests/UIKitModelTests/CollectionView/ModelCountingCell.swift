import Testing

@testable import UIKitModel

/// A list cell that counts its `prepareForReuse()` calls, so a test can tell a reused cell from
/// one that stayed on screen.
@MainActor final class ModelCountingCell: UICollectionViewListCell {
    var reuseCount = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}
