import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UIPageControlTests {
    @Test func currentPageIsPinnedToThePages() {
        let control = UIPageControl()
        control.numberOfPages = 3
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.currentPage = -1
        #expect(control.currentPage == 0)
    }

    @Test func aTapMovesThePageAndSendsValueChanged() {
        @MainActor final class Target {
            var pages: [Int] = []
            func changed(_ sender: UIPageControl) { pages.append(sender.currentPage) }
        }
        let target = Target()
        let control = UIPageControl()
        control.numberOfPages = 4
        control.addTarget(target, action: Selector("changed:", Target.changed), for: .valueChanged)
        control.currentPage = 1
        control.modelSelectPage(3)
        #expect(target.pages == [3])
    }

    @Test func datePickerResolvesItsAutomaticStyle() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.datePickerStyle == .compact)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
    }
}
