/// The compiler's own names for the diagnostics cellspec tells apart (`swiftc -debug-diagnostic-names`,
/// carried in ``Finding/diagnostic``), so that a judge decides what kind of error it reads from the
/// compiler's identifier rather than from the wording of its message, which changes between releases.
/// The names are those of the Swift compiler's diagnostic definitions (`DiagnosticsSema.def`).
public enum CompilerDiagnosticName {
    /// `cannot find 'name' in scope`.
    public static let cannotFindInScope = "cannot_find_in_scope"
    /// `cannot find 'self' in scope`: `self` read where no type's member is.
    public static let cannotFindSelfInScope = "cannot_find_self_in_scope"
    /// `cannot find type 'Name' in scope`.
    public static let cannotFindTypeInScope = "cannot_find_type_in_scope"
    /// `value of type 'T' has no member 'name'`.
    public static let valueHasNoMember = "could_not_find_value_member"
    /// `type 'T' has no member 'name'`.
    public static let typeHasNoMember = "could_not_find_type_member"
    /// `'Name' is not a member type of 'T'`.
    public static let notAMemberType = "invalid_member_type"
    /// `method does not override any method from its superclass`.
    public static let methodDoesNotOverride = "method_does_not_override"
    /// `property does not override any property from its superclass`.
    public static let propertyDoesNotOverride = "property_does_not_override"
    /// `constructing an object of class type 'T' with a metatype value must use a 'required' initializer`.
    public static let dynamicConstructClass = "dynamic_construct_class"
    /// `failed to produce diagnostic for expression; please submit a bug report`.
    public static let failedToProduceDiagnostic = "failed_to_produce_diagnostic"
    /// `unexpected non-void return value in void function`.
    public static let returnValueFromVoidFunction = "cannot_return_value_from_void_func"
    /// `'required' initializer 'init(coder:)' must be provided by subclass of 'UIView'`.
    public static let requiredInitializerMissing = "required_initializer_missing"
    /// `incorrect argument labels in call (have 'dataType:_:', expected '_:forCellWithReuseIdentifier:')`.
    public static let wrongArgumentLabels = "wrong_argument_labels"
    /// `no exact matches in call to instance method 'register'`: no overload of the name takes the
    /// call's arguments (the compiler's message when a name has several).
    public static let noExactMatches = "no_overloads_match_exactly_in_call"
    /// `no such module 'ImageIO'`.
    public static let noSuchModule = "sema_no_import"

    /// Whether `finding` says a name is not declared anywhere in scope (a value or a type).
    public static func isUnknownName(_ finding: Finding) -> Bool {
        finding.diagnostic == cannotFindInScope || finding.diagnostic == cannotFindTypeInScope
    }

    /// Whether `finding` says a type has no member of that name (on a value, on the type, or a nested type).
    public static func isUnknownMember(_ finding: Finding) -> Bool {
        [valueHasNoMember, typeHasNoMember, notAMemberType].contains(finding.diagnostic)
    }

    /// Whether `finding` is a use of a deprecated declaration (`availability_deprecated` and its forms
    /// with a message or a replacement name).
    public static func isDeprecation(_ finding: Finding) -> Bool {
        finding.diagnostic?.hasPrefix("availability_deprecated") == true
    }
}
