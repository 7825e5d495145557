import ModelContract

/// What a configured cell showed after one configuration update, as the model recorded it: the
/// documentation draws it. The model's own type, shared through the contract.
public typealias CellPreview = ModelPreview

/// What one diffable data source apply did to each item, its cell and its selection, as the model
/// recorded it. The model's own type, shared through the contract.
public typealias SnapshotApply = ModelApplyRecord

/// A collection or table view as the model laid it out, element by element. The model's own type,
/// shared through the contract.
public typealias PreviewLayout = ModelLayout

/// One hidden comparison as it was evaluated, with the view it read. The model's own type, shared
/// through the contract.
public typealias PreviewCheck = ModelCheck
