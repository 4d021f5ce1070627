import DocStreamBSON
import Foundation

/// The variables an expression reads: `$$ROOT` and `$$CURRENT` (the document evaluated),
/// `$$NOW` (fixed for a whole command, as MongoDB fixes it), and user variables bound by
/// `$let`, `$map`, `$filter`, `$reduce` or a stage's `let`.
public struct ExpressionVariables: Sendable {
    /// `$$NOW`.
    public let now: BSONDateTime
    /// `$$ROOT`; `AggregationExpression.evaluate` sets it to the document it evaluates.
    var root = Document()
    /// A bound variable may hold missing (a `$let` of `"$nosuchfield"`).
    private var userValues: [String: BSONValue?] = [:]
    /// The operation's `$text` search, bound to the collection's text index: what `$text`
    /// matches by and `{$meta: "textScore"}` reads.
    var textSearch: TextSearch?
    /// The current document's text score, when the query found it while matching: read
    /// before computing it again from `textSearch`.
    var textScore: Double?
    /// The search bound to a query's near condition, which lets it pass the documents the
    /// search then keeps and orders (`GeoNearMatch`).
    var geoNear: GeoNearSearch?

    /// The variables of one operation, with `$$NOW` fixed at `now` for all of it.
    public init(now: BSONDateTime = BSONDateTime(Date())) {
        self.now = now
    }

    /// `values` bound as user variables, such as a command's `let` values.
    init(now: BSONDateTime = BSONDateTime(Date()), values: Document) {
        self.now = now
        for (name, value) in values {
            userValues[name] = .some(value)
        }
    }

    /// A user variable's value; setting nil leaves it undefined.
    public subscript(name: String) -> BSONValue? {
        get { userValues[name] ?? nil }
        set {
            if let newValue { userValues[name] = .some(newValue) } else { userValues.removeValue(forKey: name) }
        }
    }

    /// These variables with `$$ROOT` (and `$$CURRENT`) set to `document`.
    func rooted(at document: Document) -> ExpressionVariables {
        var scope = self
        scope.root = document
        return scope
    }

    /// Binds `name`, missing included.
    mutating func bind(_ name: String, to value: BSONValue?) {
        userValues[name] = .some(value)
    }

    /// The value of `$$name`; nil for `$$REMOVE`. Undefined names are MongoDB's error 17276.
    /// `$$DESCEND`, `$$PRUNE` and `$$KEEP` are the strings `$redact` acts on, as in MongoDB.
    func value(of name: String) throws(DocStreamError) -> BSONValue? {
        switch name {
        case "ROOT", "CURRENT": return .document(root)
        case "NOW": return .datetime(now)
        case "REMOVE": return nil
        case "DESCEND": return .string("descend")
        case "PRUNE": return .string("prune")
        case "KEEP": return .string("keep")
        default:
            guard let value = userValues[name] else {
                throw DocStreamError(.location(17276), "Use of undefined variable: \(name)")
            }
            return value
        }
    }
}
