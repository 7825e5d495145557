import Testing

@testable import LenientCheck

/// Run-to-run values in messages are written as one placeholder, so reports are deterministic.
@Suite struct RandomIdentifiersTests {
    @Test func uuidsAreReplacedWhereverTheyStand() {
        #expect(
            RandomIdentifiers.normalised("Item 72D199EF-97F4-465A-83D5-0123456789AB is not in the snapshot")
                == "Item <UUID> is not in the snapshot")
        #expect(
            RandomIdentifiers.normalised("[72d199ef-97f4-465a-83d5-0123456789ab, 0A1B2C3D-0000-1111-2222-333344445555]")
                == "[<UUID>, <UUID>]")
    }

    @Test func otherTextStaysAsItIs() {
        for text in ["no identifiers here", "12345678-1234", "section 3-4-5", "X72D199EF-97F4-465A-83D5-0123456789ABC"]
        {
            #expect(RandomIdentifiers.normalised(text) == text)
        }
    }
}
