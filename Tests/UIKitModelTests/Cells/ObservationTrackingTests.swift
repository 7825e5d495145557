import Foundation
import Observation
import Testing

@testable import UIKitModel

@Observable private final class Task {
    var title = "Draft"
    var notes = "none"
}

@MainActor @Suite struct ObservationTrackingTests {
    private func makeCell(showing task: Task, runs: @escaping () -> Void) -> UICollectionViewListCell {
        let cell = UICollectionViewListCell()
        cell.configurationUpdateHandler = { cell, state in
            runs()
            var content = UIListContentConfiguration.cell().updated(for: state)
            content.text = task.title
            cell.contentConfiguration = content
        }
        return cell
    }

    @Test func trackedChangeRerunsTheHandlerOnIOS18WithKey() {
        ModelPlatform.simulate(iOS: 18, observationTrackingKey: true) {
            let task = Task()
            var runs = 0
            let cell = makeCell(showing: task) { runs += 1 }
            #expect(cell.displayed.text == "Draft")
            task.title = "Done"
            ModelRunLoop.run()
            #expect(runs == 2)
            #expect(cell.displayed.text == "Done")
        }
    }

    @Test func untrackedChangeDoesNotRerun() {
        ModelPlatform.simulate(iOS: 26) {
            let task = Task()
            var runs = 0
            let cell = makeCell(showing: task) { runs += 1 }
            cell.layoutIfNeeded()
            task.notes = "changed"
            ModelRunLoop.run()
            #expect(runs == 1)
        }
    }

    @Test func trackingIsOnByDefaultOnIOS26() {
        ModelPlatform.simulate(iOS: 26) {
            let task = Task()
            var runs = 0
            let cell = makeCell(showing: task) { runs += 1 }
            cell.layoutIfNeeded()
            task.title = "One"
            task.title = "Two"
            cell.layoutIfNeeded()
            #expect(runs == 2)
            #expect(cell.displayed.text == "Two")
            task.title = "Three"
            #expect(cell.displayed.text == "Three")
        }
    }

    @Test func noTrackingOnIOS18WithoutKeyOrOnIOS17() {
        for (version, key) in [(18, false), (17, true)] {
            ModelPlatform.simulate(iOS: version, observationTrackingKey: key) {
                let task = Task()
                var runs = 0
                let cell = makeCell(showing: task) { runs += 1 }
                cell.layoutIfNeeded()
                task.title = "Done"
                ModelRunLoop.run()
                #expect(runs == 1)
                #expect(cell.displayed.text == "Draft")
            }
        }
    }
}
