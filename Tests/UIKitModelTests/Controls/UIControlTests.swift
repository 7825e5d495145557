import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UIControlTests {
    @MainActor final class Target {
        var taps: [String] = []
        func didTap(_ sender: UIButton) { taps.append(sender.currentTitle ?? "") }
        func refresh() { taps.append("refresh") }
    }

    @Test func targetActionCallsTheMethodTheSelectorCarries() {
        let target = Target()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.addTarget(target, action: Selector("didTap:", Target.didTap), for: .touchUpInside)
        button.modelTap()
        #expect(target.taps == ["Go"])
    }

    @Test func aSelectorFromANameOnlyCallsNothing() {
        let target = Target()
        let button = UIButton(type: .system)
        button.addTarget(target, action: Selector("didTap:"), for: .touchUpInside)
        button.modelTap()
        #expect(target.taps.isEmpty)
        #expect(Selector("didTap:") == Selector("didTap:", Target.didTap))
    }

    @Test func actionsKnowTheirSenderAndRunOnce() {
        let button = UIButton(type: .system)
        var senders: [Any?] = []
        let action = UIAction(title: "Add") { senders.append($0.sender) }
        button.addAction(action, for: .touchUpInside)
        button.addAction(action, for: .touchUpInside)
        button.modelTap()
        #expect(senders.count == 1)
        #expect((senders.first as? UIButton) === button)
        #expect(action.sender == nil)
    }

    @Test func disabledControlsIgnoreTheUserButNotSendActions() {
        let button = UIButton(type: .system)
        var count = 0
        button.addAction(UIAction { _ in count += 1 }, for: .touchUpInside)
        button.isEnabled = false
        #expect(!button.modelTap())
        #expect(count == 0)
        #expect(button.state.contains(.disabled))
        button.sendActions(for: .touchUpInside)
        #expect(count == 1)
    }

    @Test func buttonTitlesFallBackToTheNormalState() {
        let button = UIButton(type: .system)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Chosen", for: .selected)
        #expect(button.title(for: .highlighted) == "Normal")
        #expect(button.title(for: .selected) == "Chosen")
        button.isSelected = true
        #expect(button.currentTitle == "Chosen")
        #expect(button.titleLabel?.text == "Chosen")
    }

    @Test func primaryActionGivesTitleAndRunsOnTap() {
        var ran = false
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in ran = true })
        #expect(button.currentTitle == "Save")
        button.modelTap()
        #expect(ran)
    }

    @Test func changesSelectionAsPrimaryActionAndMenus() {
        let toggle = UIButton(configuration: .plain())
        toggle.changesSelectionAsPrimaryAction = true
        toggle.modelTap()
        #expect(toggle.isSelected)
        var ran = false
        let menuButton = UIButton(type: .system)
        menuButton.addAction(UIAction { _ in ran = true }, for: .touchUpInside)
        menuButton.menu = UIMenu(children: [])
        menuButton.showsMenuAsPrimaryAction = true
        menuButton.modelTap()
        #expect(!ran)
    }

    @Test func configurationUpdateHandlerRunsAfterAStateChange() {
        let button = UIButton(configuration: .filled())
        var runs = 0
        button.configurationUpdateHandler = { button in
            runs += 1
            button.configuration?.title = button.isSelected ? "On" : "Off"
        }
        ModelRunLoop.run()
        #expect(runs == 1)
        #expect(button.configuration?.title == "Off")
        button.isSelected = true
        button.isSelected = false
        button.isSelected = true
        ModelRunLoop.run()
        #expect(runs == 2)
        #expect(button.currentTitle == "On")
    }

    @Test func switchesSlidersAndSegments() {
        let toggle = UISwitch(frame: .zero)
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        toggle.setOn(true, animated: false)
        #expect(changes == 0)
        toggle.modelToggle()
        #expect(!toggle.isOn && changes == 1)

        let slider = UISlider(frame: .zero)
        slider.maximumValue = 10
        slider.value = 42
        #expect(slider.value == 10)
        slider.value = -1
        #expect(slider.value == 0)

        let segments = UISegmentedControl(items: ["A", "B"])
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        segments.insertSegment(withTitle: "C", at: 99, animated: false)
        #expect(segments.numberOfSegments == 3 && segments.titleForSegment(at: 2) == "C")
        segments.setEnabled(false, forSegmentAt: 1)
        segments.modelSelectSegment(1)
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        segments.modelSelectSegment(0)
        #expect(segments.selectedSegmentIndex == 0)
    }

    @Test func activityIndicatorHidesWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.isHidden)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    @Test func searchBarTypingReachesDelegateAndUpdater() {
        @MainActor final class Listener: UISearchBarDelegate, UISearchResultsUpdating {
            var texts: [String] = []
            var updates = 0
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { texts.append(searchText) }
            func updateSearchResults(for searchController: UISearchController) { updates += 1 }
        }
        let listener = Listener()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = listener
        search.searchBar.delegate = listener
        search.searchBar.text = "set in code"
        #expect(listener.texts.isEmpty)
        search.searchBar.modelType("fox")
        #expect(listener.texts == ["fox"] && listener.updates == 1)
        #expect(search.searchBar.text == "fox")
    }

    @Test func gestureRecognizersSendToTheirTargets() {
        @MainActor final class Target {
            var count = 0
            func tapped(_ recognizer: UITapGestureRecognizer) { count += 1 }
        }
        let target = Target()
        let view = UIView(frame: .zero)
        let tap = UITapGestureRecognizer(target: target, action: Selector("tapped:", Target.tapped))
        #expect(!tap.modelRecognize())
        view.addGestureRecognizer(tap)
        #expect(tap.view === view)
        #expect(tap.modelRecognize() && target.count == 1 && tap.state == .ended)
        view.isUserInteractionEnabled = false
        #expect(!tap.modelRecognize())
        let press = UILongPressGestureRecognizer(target: nil, action: nil)
        view.isUserInteractionEnabled = true
        view.addGestureRecognizer(press)
        press.modelRecognize()
        #expect(press.state == .began)
    }
}
