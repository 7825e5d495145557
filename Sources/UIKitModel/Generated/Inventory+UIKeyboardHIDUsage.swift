// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UIKeyboardHIDUsage: CFIndex, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.4)
public enum UIKeyboardHIDUsage {
    /// UIKit: `case keyboard0` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboard0.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboard0
    /// UIKit: `case keyboard1` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboard1.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboard1
    /// UIKit: `case keyboard2` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboard2.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboard2
    /// UIKit: `case keyboard3` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboard3.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboard3
    /// UIKit: `case keyboard4` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboard4.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboard4
    /// UIKit: `case keyboard5` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboard5.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboard5
    /// UIKit: `case keyboard6` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboard6.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboard6
    /// UIKit: `case keyboard7` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboard7.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboard7
    /// UIKit: `case keyboard8` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboard8.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboard8
    /// UIKit: `case keyboard9` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboard9.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboard9
    /// UIKit: `case keyboardA` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboarda.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardA
    /// UIKit: `case keyboardAgain` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardagain.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardAgain
    /// UIKit: `case keyboardAlternateErase` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardalternateerase.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardAlternateErase
    /// UIKit: `case keyboardApplication` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardapplication.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardApplication
    /// UIKit: `case keyboardB` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardb.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardB
    /// UIKit: `case keyboardBackslash` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardbackslash.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardBackslash
    /// UIKit: `case keyboardC` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardc.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardC
    /// UIKit: `case keyboardCancel` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardcancel.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardCancel
    /// UIKit: `case keyboardCapsLock` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardcapslock.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardCapsLock
    /// UIKit: `case keyboardClear` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardclear.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardClear
    /// UIKit: `case keyboardClearOrAgain` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardclearoragain.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardClearOrAgain
    /// UIKit: `case keyboardCloseBracket` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardclosebracket.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardCloseBracket
    /// UIKit: `case keyboardComma` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardcomma.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardComma
    /// UIKit: `case keyboardCopy` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardcopy.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardCopy
    /// UIKit: `case keyboardCrSelOrProps` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardcrselorprops.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardCrSelOrProps
    /// UIKit: `case keyboardCut` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardcut.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardCut
    /// UIKit: `case keyboardD` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardd.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardD
    /// UIKit: `case keyboardDeleteForward` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboarddeleteforward.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardDeleteForward
    /// UIKit: `case keyboardDeleteOrBackspace` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboarddeleteorbackspace.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardDeleteOrBackspace
    /// UIKit: `case keyboardDownArrow` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboarddownarrow.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardDownArrow
    /// UIKit: `case keyboardE` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboarde.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardE
    /// UIKit: `case keyboardEnd` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardend.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardEnd
    /// UIKit: `case keyboardEqualSign` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardequalsign.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardEqualSign
    /// UIKit: `case keyboardErrorRollOver` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboarderrorrollover.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardErrorRollOver
    /// UIKit: `case keyboardErrorUndefined` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboarderrorundefined.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardErrorUndefined
    /// UIKit: `case keyboardEscape` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardescape.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardEscape
    /// UIKit: `case keyboardExSel` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardexsel.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardExSel
    /// UIKit: `case keyboardExecute` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardexecute.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardExecute
    /// UIKit: `case keyboardF` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF
    /// UIKit: `case keyboardF1` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf1.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF1
    /// UIKit: `case keyboardF10` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf10.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF10
    /// UIKit: `case keyboardF11` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf11.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF11
    /// UIKit: `case keyboardF12` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf12.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF12
    /// UIKit: `case keyboardF13` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf13.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF13
    /// UIKit: `case keyboardF14` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf14.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF14
    /// UIKit: `case keyboardF15` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf15.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF15
    /// UIKit: `case keyboardF16` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf16.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF16
    /// UIKit: `case keyboardF17` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf17.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF17
    /// UIKit: `case keyboardF18` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf18.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF18
    /// UIKit: `case keyboardF19` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf19.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF19
    /// UIKit: `case keyboardF2` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf2.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF2
    /// UIKit: `case keyboardF20` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf20.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF20
    /// UIKit: `case keyboardF21` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf21.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF21
    /// UIKit: `case keyboardF22` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf22.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF22
    /// UIKit: `case keyboardF23` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf23.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF23
    /// UIKit: `case keyboardF24` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf24.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF24
    /// UIKit: `case keyboardF3` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf3.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF3
    /// UIKit: `case keyboardF4` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf4.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF4
    /// UIKit: `case keyboardF5` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf5.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF5
    /// UIKit: `case keyboardF6` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf6.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF6
    /// UIKit: `case keyboardF7` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf7.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF7
    /// UIKit: `case keyboardF8` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf8.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF8
    /// UIKit: `case keyboardF9` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardf9.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardF9
    /// UIKit: `case keyboardFind` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardfind.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardFind
    /// UIKit: `case keyboardG` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardg.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardG
    /// UIKit: `case keyboardGraveAccentAndTilde` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardgraveaccentandtilde.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardGraveAccentAndTilde
    /// UIKit: `case keyboardH` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardh.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardH
    /// UIKit: `case keyboardHelp` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardhelp.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardHelp
    /// UIKit: `case keyboardHome` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardhome.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardHome
    /// UIKit: `case keyboardHyphen` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardhyphen.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardHyphen
    /// UIKit: `case keyboardI` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardi.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardI
    /// UIKit: `case keyboardInsert` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardinsert.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardInsert
    /// UIKit: `case keyboardInternational1` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardinternational1.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardInternational1
    /// UIKit: `case keyboardInternational2` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardinternational2.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardInternational2
    /// UIKit: `case keyboardInternational3` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardinternational3.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardInternational3
    /// UIKit: `case keyboardInternational4` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardinternational4.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardInternational4
    /// UIKit: `case keyboardInternational5` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardinternational5.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardInternational5
    /// UIKit: `case keyboardInternational6` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardinternational6.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardInternational6
    /// UIKit: `case keyboardInternational7` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardinternational7.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardInternational7
    /// UIKit: `case keyboardInternational8` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardinternational8.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardInternational8
    /// UIKit: `case keyboardInternational9` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardinternational9.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardInternational9
    /// UIKit: `case keyboardJ` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardj.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardJ
    /// UIKit: `case keyboardK` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardk.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardK
    /// UIKit: `case keyboardL` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardl.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardL
    /// UIKit: `case keyboardLANG1` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardlang1.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardLANG1
    /// UIKit: `case keyboardLANG2` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardlang2.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardLANG2
    /// UIKit: `case keyboardLANG3` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardlang3.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardLANG3
    /// UIKit: `case keyboardLANG4` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardlang4.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardLANG4
    /// UIKit: `case keyboardLANG5` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardlang5.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardLANG5
    /// UIKit: `case keyboardLANG6` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardlang6.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardLANG6
    /// UIKit: `case keyboardLANG7` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardlang7.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardLANG7
    /// UIKit: `case keyboardLANG8` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardlang8.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardLANG8
    /// UIKit: `case keyboardLANG9` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardlang9.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardLANG9
    /// UIKit: `case keyboardLeftAlt` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardleftalt.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardLeftAlt
    /// UIKit: `case keyboardLeftArrow` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardleftarrow.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardLeftArrow
    /// UIKit: `case keyboardLeftControl` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardleftcontrol.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardLeftControl
    /// UIKit: `case keyboardLeftGUI` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardleftgui.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardLeftGUI
    /// UIKit: `case keyboardLeftShift` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardleftshift.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardLeftShift
    /// UIKit: `case keyboardLockingCapsLock` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardlockingcapslock.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardLockingCapsLock
    /// UIKit: `case keyboardLockingNumLock` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardlockingnumlock.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardLockingNumLock
    /// UIKit: `case keyboardLockingScrollLock` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardlockingscrolllock.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardLockingScrollLock
    /// UIKit: `case keyboardM` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardm.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardM
    /// UIKit: `case keyboardMenu` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardmenu.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardMenu
    /// UIKit: `case keyboardMute` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardmute.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardMute
    /// UIKit: `case keyboardN` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardn.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardN
    /// UIKit: `case keyboardNonUSBackslash` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardnonusbackslash.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardNonUSBackslash
    /// UIKit: `case keyboardNonUSPound` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardnonuspound.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardNonUSPound
    /// UIKit: `case keyboardO` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardo.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardO
    /// UIKit: `case keyboardOpenBracket` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardopenbracket.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardOpenBracket
    /// UIKit: `case keyboardOper` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardoper.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardOper
    /// UIKit: `case keyboardOut` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardout.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardOut
    /// UIKit: `case keyboardP` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardp.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardP
    /// UIKit: `case keyboardPOSTFail` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardpostfail.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardPOSTFail
    /// UIKit: `case keyboardPageDown` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardpagedown.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardPageDown
    /// UIKit: `case keyboardPageUp` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardpageup.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardPageUp
    /// UIKit: `case keyboardPaste` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardpaste.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardPaste
    /// UIKit: `case keyboardPause` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardpause.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardPause
    /// UIKit: `case keyboardPeriod` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardperiod.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardPeriod
    /// UIKit: `case keyboardPower` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardpower.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardPower
    /// UIKit: `case keyboardPrintScreen` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardprintscreen.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardPrintScreen
    /// UIKit: `case keyboardPrior` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardprior.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardPrior
    /// UIKit: `case keyboardQ` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardq.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardQ
    /// UIKit: `case keyboardQuote` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardquote.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardQuote
    /// UIKit: `case keyboardR` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardr.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardR
    /// UIKit: `case keyboardReturn` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardreturn.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardReturn
    /// UIKit: `case keyboardReturnOrEnter` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardreturnorenter.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardReturnOrEnter
    /// UIKit: `case keyboardRightAlt` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardrightalt.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardRightAlt
    /// UIKit: `case keyboardRightArrow` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardrightarrow.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardRightArrow
    /// UIKit: `case keyboardRightControl` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardrightcontrol.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardRightControl
    /// UIKit: `case keyboardRightGUI` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardrightgui.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardRightGUI
    /// UIKit: `case keyboardRightShift` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardrightshift.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardRightShift
    /// UIKit: `case keyboardS` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboards.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardS
    /// UIKit: `case keyboardScrollLock` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardscrolllock.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardScrollLock
    /// UIKit: `case keyboardSelect` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardselect.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardSelect
    /// UIKit: `case keyboardSemicolon` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardsemicolon.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardSemicolon
    /// UIKit: `case keyboardSeparator` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardseparator.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardSeparator
    /// UIKit: `case keyboardSlash` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardslash.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardSlash
    /// UIKit: `case keyboardSpacebar` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardspacebar.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardSpacebar
    /// UIKit: `case keyboardStop` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardstop.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardStop
    /// UIKit: `case keyboardSysReqOrAttention` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardsysreqorattention.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardSysReqOrAttention
    /// UIKit: `case keyboardT` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardt.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardT
    /// UIKit: `case keyboardTab` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardtab.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardTab
    /// UIKit: `case keyboardU` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardu.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardU
    /// UIKit: `case keyboardUndo` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardundo.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardUndo
    /// UIKit: `case keyboardUpArrow` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboarduparrow.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardUpArrow
    /// UIKit: `case keyboardV` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardv.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardV
    /// UIKit: `case keyboardVolumeDown` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardvolumedown.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardVolumeDown
    /// UIKit: `case keyboardVolumeUp` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardvolumeup.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardVolumeUp
    /// UIKit: `case keyboardW` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardw.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardW
    /// UIKit: `case keyboardX` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardx.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardX
    /// UIKit: `case keyboardY` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardy.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardY
    /// UIKit: `case keyboardZ` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboardz.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboardZ
    /// UIKit: `case keyboard_Reserved` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keyboard_reserved.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keyboard_Reserved
    /// UIKit: `case keypad0` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypad0.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypad0
    /// UIKit: `case keypad1` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypad1.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypad1
    /// UIKit: `case keypad2` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypad2.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypad2
    /// UIKit: `case keypad3` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypad3.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypad3
    /// UIKit: `case keypad4` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypad4.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypad4
    /// UIKit: `case keypad5` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypad5.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypad5
    /// UIKit: `case keypad6` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypad6.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypad6
    /// UIKit: `case keypad7` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypad7.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypad7
    /// UIKit: `case keypad8` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypad8.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypad8
    /// UIKit: `case keypad9` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypad9.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypad9
    /// UIKit: `case keypadAsterisk` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypadasterisk.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypadAsterisk
    /// UIKit: `case keypadComma` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypadcomma.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypadComma
    /// UIKit: `case keypadEnter` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypadenter.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypadEnter
    /// UIKit: `case keypadEqualSign` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypadequalsign.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypadEqualSign
    /// UIKit: `case keypadEqualSignAS400` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypadequalsignas400.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypadEqualSignAS400
    /// UIKit: `case keypadHyphen` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypadhyphen.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypadHyphen
    /// UIKit: `case keypadNumLock` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypadnumlock.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypadNumLock
    /// UIKit: `case keypadPeriod` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypadperiod.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypadPeriod
    /// UIKit: `case keypadPlus` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypadplus.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypadPlus
    /// UIKit: `case keypadSlash` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-uikeyboardhidusage.keypadslash.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case keypadSlash
    /// UIKit: `static var keyboardAlphanumericSwitch: UIKeyboardHIDUsage { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-keyboardalphanumericswitch.md:16).
    /// Unmodelled: reading records `UIKeyboardHIDUsage.keyboardAlphanumericSwitch` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.4)
    public static var keyboardAlphanumericSwitch: UIKeyboardHIDUsage {
        get {
            ModelFindings.unmodelledStop("UIKeyboardHIDUsage.keyboardAlphanumericSwitch")
        }
    }
    /// UIKit: `static var keyboardHangul: UIKeyboardHIDUsage { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-keyboardhangul.md:16).
    /// Unmodelled: reading records `UIKeyboardHIDUsage.keyboardHangul` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.4)
    public static var keyboardHangul: UIKeyboardHIDUsage {
        get {
            ModelFindings.unmodelledStop("UIKeyboardHIDUsage.keyboardHangul")
        }
    }
    /// UIKit: `static var keyboardHanja: UIKeyboardHIDUsage { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-keyboardhanja.md:16).
    /// Unmodelled: reading records `UIKeyboardHIDUsage.keyboardHanja` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.4)
    public static var keyboardHanja: UIKeyboardHIDUsage {
        get {
            ModelFindings.unmodelledStop("UIKeyboardHIDUsage.keyboardHanja")
        }
    }
    /// UIKit: `static var keyboardHiragana: UIKeyboardHIDUsage { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-keyboardhiragana.md:16).
    /// Unmodelled: reading records `UIKeyboardHIDUsage.keyboardHiragana` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.4)
    public static var keyboardHiragana: UIKeyboardHIDUsage {
        get {
            ModelFindings.unmodelledStop("UIKeyboardHIDUsage.keyboardHiragana")
        }
    }
    /// UIKit: `static var keyboardKanaSwitch: UIKeyboardHIDUsage { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-keyboardkanaswitch.md:16).
    /// Unmodelled: reading records `UIKeyboardHIDUsage.keyboardKanaSwitch` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.4)
    public static var keyboardKanaSwitch: UIKeyboardHIDUsage {
        get {
            ModelFindings.unmodelledStop("UIKeyboardHIDUsage.keyboardKanaSwitch")
        }
    }
    /// UIKit: `static var keyboardKatakana: UIKeyboardHIDUsage { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-keyboardkatakana.md:16).
    /// Unmodelled: reading records `UIKeyboardHIDUsage.keyboardKatakana` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.4)
    public static var keyboardKatakana: UIKeyboardHIDUsage {
        get {
            ModelFindings.unmodelledStop("UIKeyboardHIDUsage.keyboardKatakana")
        }
    }
    /// UIKit: `static var keyboardZenkakuHankakuKanji: UIKeyboardHIDUsage { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardhidusage-keyboardzenkakuhankakukanji.md:16).
    /// Unmodelled: reading records `UIKeyboardHIDUsage.keyboardZenkakuHankakuKanji` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.4)
    public static var keyboardZenkakuHankakuKanji: UIKeyboardHIDUsage {
        get {
            ModelFindings.unmodelledStop("UIKeyboardHIDUsage.keyboardZenkakuHankakuKanji")
        }
    }
}
