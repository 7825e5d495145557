/// Which example a compile and run is of, stable from run to run: the page (or document) it is on,
/// its id there, and, for a second compile of the same block, which variant this one is.
///
/// The compile-run API (``SuiteRunner/outcomes(of:)``) keys every request and outcome by it, so a
/// front end finds a block's outcome by what the block is, not by where its code was put or what
/// its file was called.
public struct ExampleIdentity: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The page or document the example is on, as the report names it.
    public var path: String
    /// The example's id on its page.
    public var id: String
    /// Which compile of the example this is, when the front end compiles it more than one way (the
    /// lenient check's block without the document's other blocks, a retyping attempt); nil for the
    /// example as its page shows it.
    public var variant: String?

    public init(path: String, id: String, variant: String? = nil) {
        self.path = path
        self.id = id
        self.variant = variant
    }

    /// The same example, as its `variant`.
    public func variant(_ variant: String) -> ExampleIdentity {
        ExampleIdentity(path: path, id: id, variant: variant)
    }

    /// `path#id`, and `path#id (variant)` for a variant: how reports and `merge` name the example.
    public var description: String {
        "\(path)#\(id)" + (variant.map { " (\($0))" } ?? "")
    }
}
