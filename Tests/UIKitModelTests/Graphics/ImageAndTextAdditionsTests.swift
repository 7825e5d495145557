import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct ImageAndTextAdditionsTests {
    @Test func preparationAndThumbnails() async {
        let photo = UIImage(named: "photo")!
        let prepared = photo.preparingForDisplay()
        #expect(prepared?.modelIsPreparedForDisplay == true && prepared?.size == photo.size)
        #expect(UIImage().preparingForDisplay() == nil)
        #expect(photo.preparingThumbnail(of: CGSize(width: 10, height: 10))?.size == CGSize(width: 10, height: 10))
        let awaited = await photo.byPreparingThumbnail(ofSize: CGSize(width: 4, height: 3))
        #expect(awaited?.size == CGSize(width: 4, height: 3))
    }

    @Test func rendererMakesAnImageOfItsSize() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10))
        var filled: [CGRect] = []
        let image = renderer.image { context in
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            filled = context.modelFilledRects
        }
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(filled.count == 1)
    }

    @Test func fontDescriptorsMakeBoldAndItalicFonts() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let descriptor = body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])!
        let font = UIFont(descriptor: descriptor, size: 0)
        #expect(font.pointSize == body.pointSize)
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(UIFont(descriptor: descriptor, size: 30).pointSize == 30)
    }

    @Test func paragraphStylesCopyMutably() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.alignment = .center
        let copy = style.copy() as! NSParagraphStyle
        #expect(copy.lineSpacing == 4 && copy.alignment == .center)
        #expect(NSParagraphStyle.default.lineBreakMode == .byWordWrapping)
    }

    @Test func textViewAndFieldReportOnlyUserChanges() {
        @MainActor final class Watcher: NSObject, UITextViewDelegate {
            var changes = 0
            func textViewDidChange(_ textView: UITextView) { changes += 1 }
        }
        let watcher = Watcher()
        let textView = UITextView(frame: .zero)
        textView.delegate = watcher
        textView.text = "code"
        #expect(watcher.changes == 0)
        textView.modelType("typed")
        #expect(watcher.changes == 1 && textView.text == "typed")
        textView.isEditable = false
        textView.modelType("again")
        #expect(textView.text == "typed")

        let field = UITextField(frame: .zero)
        var edits = 0
        field.addAction(UIAction { _ in edits += 1 }, for: .editingChanged)
        field.text = "code"
        field.modelType("typed")
        #expect(edits == 1 && field.text == "typed")
    }
}
