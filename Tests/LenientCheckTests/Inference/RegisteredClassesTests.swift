import SwiftParser
import Testing

@testable import LenientCheck

/// What a registration requires of the class it is given (``RegisteredClasses``), and which of the
/// types sharing a method's name takes a call as written (``ModelVocabulary/accepts(_:_:of:)``).
@Suite struct RegisteredClassesTests {
    @Test func aRegistrationSaysWhatItsClassIs() {
        let tree = Parser.parse(
            source: """
                shelves.register(ShelfBanner.self, forSupplementaryViewOfKind: "banner", withReuseIdentifier: "b")
                shelves.register(BookTile.self, forCellWithReuseIdentifier: "tile")
                trails.register(TrailRow.self, forCellReuseIdentifier: "row")
                trails.register(TrailHeader.self, forHeaderFooterViewReuseIdentifier: "header")
                let badges = UICollectionView.SupplementaryRegistration<BadgeView>(elementKind: "badge") { _, _, _ in }
                let both = UICollectionView.CellRegistration<Twin, Int> { _, _, _ in }
                trails.register(Twin.self, forCellReuseIdentifier: "twin")
                """)
        #expect(
            RegisteredClasses.superclasses(in: tree) == [
                "ShelfBanner": "UICollectionReusableView", "BookTile": "UICollectionViewCell",
                "TrailRow": "UITableViewCell", "TrailHeader": "UITableViewHeaderFooterView",
                "BadgeView": "UICollectionReusableView",
            ], "a class registered in two roles gets neither")
        #expect(RegisteredClasses.supplementaryOnly(in: tree) == ["ShelfBanner", "BadgeView"])
    }

    @Test func aDequeuedViewCastToAClassSaysWhatItIs() {
        let tree = Parser.parse(
            source: """
                let row = trails.dequeueReusableCell(withIdentifier: "row", for: path) as! TrailRow
                let tile = shelves.dequeueReusableCell(withReuseIdentifier: "tile", for: path) as? BookTile
                let header = trails.dequeueReusableHeaderFooterView(withIdentifier: "h") as? TrailHeader
                """)
        #expect(
            RegisteredClasses.superclasses(in: tree) == [
                "TrailRow": "UITableViewCell", "BookTile": "UICollectionViewCell",
                "TrailHeader": "UITableViewHeaderFooterView",
            ])
    }

    @Test func aCallsLabelsTellApartMethodsOfOneName() {
        let vocabulary = ImplicitContextTests.vocabulary
        let tableRegister = FreeNames.CallShape(labels: ["_", "forCellReuseIdentifier"])
        #expect(vocabulary.accepts(tableRegister, "register", of: "UITableView") == true)
        #expect(vocabulary.accepts(tableRegister, "register", of: "UICollectionView") == false)
        let collectionDequeue = FreeNames.CallShape(labels: ["withReuseIdentifier", "for"])
        #expect(vocabulary.accepts(collectionDequeue, "dequeueReusableCell", of: "UICollectionView") == true)
        #expect(vocabulary.accepts(collectionDequeue, "dequeueReusableCell", of: "UITableView") == false)
        #expect(vocabulary.accepts(tableRegister, "nothingLikeIt", of: "UITableView") == nil, "nothing known")
    }

    @Test func defaultsMayBeLeftOutAndClosuresMayTrail() {
        let parameters = [
            ModelVocabulary.Parameter(label: "_", hasDefault: false, isFunction: false),
            ModelVocabulary.Parameter(label: "animatingDifferences", hasDefault: true, isFunction: false),
            ModelVocabulary.Parameter(label: "completion", hasDefault: true, isFunction: true),
        ]
        #expect(ModelVocabulary.matches(FreeNames.CallShape(labels: ["_"]), parameters))
        #expect(ModelVocabulary.matches(FreeNames.CallShape(labels: ["_", "completion"]), parameters))
        #expect(ModelVocabulary.matches(FreeNames.CallShape(labels: ["_"], trailingClosures: 1), parameters))
        #expect(!ModelVocabulary.matches(FreeNames.CallShape(labels: ["animatingDifferences"]), parameters))
        #expect(!ModelVocabulary.matches(FreeNames.CallShape(labels: ["_", "_"]), parameters))
    }
}
