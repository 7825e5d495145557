// The contract between the model and the runner (events, records, the rule catalog) is a target of
// its own in the package; the runner compiles its sources into this module instead, where there is
// nothing to import.
#if canImport(ModelContract)
    @_exported import ModelContract
#endif
