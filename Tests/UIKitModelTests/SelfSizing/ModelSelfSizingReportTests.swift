import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct ModelSelfSizingReportTests {
    /// Two labels in the content view, pinned top, between and (optionally) bottom.
    func twoLabelCell(bottom: Bool, onCell: Bool = false, autoLayout: Bool = true) -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: .zero)
        let title = UILabel(), body = UILabel()
        title.text = "Title"
        body.text = "First paragraph\nSecond paragraph"
        body.numberOfLines = 0
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = !autoLayout
            (onCell ? cell : cell.contentView).addSubview(label)
        }
        var constraints = [
            title.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 12),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
        ]
        if bottom {
            constraints.append(body.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -12))
        }
        NSLayoutConstraint.activate(constraints)
        return cell
    }

    @Test func completeChainGivesTheFittingHeight() {
        let report = twoLabelCell(bottom: true).modelSelfSizing
        #expect(report.hasCompleteVerticalChain)
        #expect(report.isSelfSizing)
        // 12 + one 20-point line + 8 + two lines + 12
        #expect(report.fittingHeight == CGFloat(12 + 20 + 8 + 40 + 12))
    }

    @Test func missingBottomConstraintBreaksTheChain() {
        let cell = twoLabelCell(bottom: false)
        let report = cell.modelSelfSizing
        #expect(report.fittingHeight == nil)
        #expect(!report.isSelfSizing)
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 0)
    }

    @Test func subviewsOnTheCellAreReportedAndNotMeasured() {
        let report = twoLabelCell(bottom: true, onCell: true).modelSelfSizing
        #expect(report.viewsOutsideContentView == ["UILabel", "UILabel"])
        #expect(report.fittingHeight == nil)
    }

    @Test func autoresizingMaskLeftOnIsReported() {
        let report = twoLabelCell(bottom: true, autoLayout: false).modelSelfSizing
        #expect(report.viewsTranslatingAutoresizingMask == ["UILabel", "UILabel"])
        #expect(!report.isSelfSizing)
    }

    /// The standard styles' views are the cell's own layout: no constraint of theirs conflicts or is
    /// missing, and the row is at least UIKit's default 44 points.
    @Test func aStandardStyleCellSizesToItsOwnLabels() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Apple"
        cell.detailTextLabel?.text = "A fruit"
        let report = cell.modelSelfSizing
        #expect(report.isSelfSizing)
        #expect(!report.isConflicting)
        let labels = [cell.textLabel, cell.detailTextLabel].compactMap { $0?.intrinsicContentSize.height }
        let margins = cell.contentView.directionalLayoutMargins
        #expect(report.fittingHeight == max(44, margins.top + labels.reduce(0, +) + margins.bottom))
        // A view of the guide's own beside them is measured by its constraints, as before.
        let badge = UILabel()
        badge.text = "New"
        badge.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(badge)
        badge.topAnchor.constraint(equalTo: cell.contentView.topAnchor).isActive = true
        #expect(!cell.modelSelfSizing.hasCompleteVerticalChain)
    }

    @Test func inequalityInTheWrongDirectionDoesNotBoundTheHeight() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let label = UILabel()
        label.text = "Text"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            label.bottomAnchor.constraint(greaterThanOrEqualTo: cell.contentView.bottomAnchor),
        ])
        #expect(cell.modelSelfSizing.fittingHeight == nil)
        #expect(cell.modelSelfSizing.overflowingViews == ["UILabel"])
        label.modelConstraints.last!.isActive = false
        label.bottomAnchor.constraint(lessThanOrEqualTo: cell.contentView.bottomAnchor, constant: -4).isActive = true
        #expect(cell.modelSelfSizing.fittingHeight == 24)
        #expect(cell.modelSelfSizing.hasCompleteVerticalChain)
    }

    @Test func stackViewPinnedToTheMarginsGuide() {
        let cell = UICollectionViewCell(frame: .zero)
        let image = UIImageView(image: UIImage(systemName: "star"))
        let title = UILabel()
        title.text = "Title"
        let row = UIStackView(arrangedSubviews: [image, title])
        row.axis = .horizontal
        row.alignment = .center
        let stack = UIStackView(arrangedSubviews: [row, UILabel()])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(stack)
        let margins = cell.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        let report = cell.modelSelfSizing
        #expect(report.isSelfSizing)
        // margins 8 + row (taller of image 17 and line 20) + spacing 4 + empty label 0 + margins 8
        #expect(report.fittingHeight == CGFloat(8 + 20 + 4 + 0 + 8))
    }

    @Test func heightConstantsAndConflicts() {
        let cell = UICollectionViewCell(frame: .zero)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(box)
        let height = box.heightAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
            height,
        ])
        #expect(cell.modelSelfSizing.fittingHeight == 50)
        box.heightAnchor.constraint(greaterThanOrEqualToConstant: 60).isActive = true
        #expect(cell.modelSelfSizing.isConflicting)
    }

    @Test func listContentConfigurationIsSelfSizing() {
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Title"
        content.secondaryText = "Detail"
        cell.contentConfiguration = content
        let report = cell.modelSelfSizing
        #expect(report.isSelfSizing)
        #expect((report.fittingHeight ?? 0) > 16)
    }

    @Test func estimatedLayoutRaisesTheViolationOncePerCell() {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
            guard cell.contentView.subviews.isEmpty else { return }
            let label = UILabel()
            label.text = "Row"
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(label)
            label.topAnchor.constraint(equalTo: cell.contentView.topAnchor).isActive = true
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            cv, path, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        let (_, findings) = ModelFindings.capture {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2])
            dataSource.apply(snapshot)
            collectionView.layoutIfNeeded()
        }
        #expect(findings.ids == ["self-sizing.incomplete-vertical-chain", "self-sizing.incomplete-vertical-chain"])
    }
}

@MainActor @Suite struct BaselineChainTests {
    /// The chain of Apple's self-sizing table-cell code: the content view's top margin, the first
    /// label's first baseline, the second label's first baseline below the first label's last
    /// baseline, and the bottom margin below the second label's last baseline.
    func baselineChainCell(systemSpacing: Bool) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let title = UILabel(), body = UILabel()
        title.text = "Title"
        body.text = "First paragraph\nSecond paragraph"
        body.numberOfLines = 0
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(label)
        }
        let margins = cell.contentView.layoutMarginsGuide
        if systemSpacing {
            NSLayoutConstraint.activate([
                title.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: margins.topAnchor, multiplier: 1),
                body.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: title.lastBaselineAnchor, multiplier: 1),
                margins.bottomAnchor.constraint(equalToSystemSpacingBelow: body.lastBaselineAnchor, multiplier: 1),
            ])
        } else {
            NSLayoutConstraint.activate([
                title.firstBaselineAnchor.constraint(equalTo: margins.topAnchor, constant: 20),
                body.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor, constant: 24),
                margins.bottomAnchor.constraint(equalTo: body.lastBaselineAnchor, constant: 8),
            ])
        }
        return cell
    }

    @Test func baselineChainIsComplete() {
        for systemSpacing in [false, true] {
            let report = baselineChainCell(systemSpacing: systemSpacing).modelSelfSizing
            #expect(report.hasCompleteVerticalChain, "system spacing: \(systemSpacing)")
            #expect(report.overflowingViews == [], "system spacing: \(systemSpacing)")
            #expect(report.isSelfSizing, "system spacing: \(systemSpacing)")
        }
    }
}

extension BaselineChainTests {
    /// Apple: UIView.forFirstBaselineLayout — a view without a baseline stands in with its top
    /// edge for a first-baseline constraint; UIView.forLastBaselineLayout — its bottom edge for a
    /// last-baseline one.
    @Test func aViewWithoutTextHasItsFirstBaselineAtItsTop() {
        let cell = UICollectionViewCell(frame: .zero)
        let badge = UIView(), caption = UILabel()
        caption.text = "Caption"
        for view in [badge, caption] {
            view.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(view)
        }
        let margins = cell.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            badge.heightAnchor.constraint(equalToConstant: 40),
            badge.firstBaselineAnchor.constraint(equalTo: margins.topAnchor),
            caption.firstBaselineAnchor.constraint(equalTo: badge.lastBaselineAnchor, constant: 20),
            margins.bottomAnchor.constraint(equalTo: caption.lastBaselineAnchor, constant: 10),
        ])
        let report = cell.modelSelfSizing
        #expect(report.isSelfSizing)
        // margin 8 + badge 40 + 20 to the caption's first baseline + the caption's line from its
        // first to its last baseline (model metrics) + 10 below it + margin 8
        let font = caption.font!
        let line = font.lineHeight - font.ascender + font.descender
        #expect(abs((report.fittingHeight ?? 0) - (8 + 40 + 20 + line + 10 + 8)) < 0.01)
    }
}
