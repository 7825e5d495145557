// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `var NSLAYOUTANCHOR_H: Int32 { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutAnchor.swift:2).
/// Unmodelled: reading records `NSLAYOUTANCHOR_H` and returns `0`.
public var NSLAYOUTANCHOR_H: Int32 {
    get {
        ModelFindings.unmodelled("NSLAYOUTANCHOR_H")
        return 0
    }
}
