import DocStreamBSON

/// A compiled filter decided on a document's bytes, without decoding it: the fast path of
/// `QueryFilter` for filters of comparisons ($eq $gt $gte $lt $lte $ne), $in, $exists and
/// $type on paths, under $and, $or, $nor and $not.
///
/// One walk over the document's top-level fields picks every field the filter reads. A path
/// that meets an array leaves the document undecided (MongoDB's array traversal is the general
/// matcher's); so does anything else the raw tests cannot settle exactly. An undecided document
/// goes to the general matcher, so the raw path only ever answers where the answer is the same.
struct RawFilter: Sendable {
    enum Outcome {
        case matches, fails, undecided
    }

    /// A node of the filter, with three-valued logic: undecided children leave a conjunction
    /// undecided unless another child fails it.
    private indirect enum Node: Sendable {
        case and([Node])
        case or([Node])
        case nor([Node])
        case not(Node)
        case constant(Bool)
        case test(RawFieldPath, LeafTest)
    }

    /// A test of one value (nil for a missing field), never of an array.
    enum LeafTest: Sendable {
        case comparison(ComparisonTest)
        /// A test of the decoded value, for tests without a raw form ($in, $exists, $type).
        case decoded(any ValueTest)

        func matches(_ value: RawValue?) -> Bool {
            switch self {
            case .comparison(let test): test.matches(raw: value)
            case .decoded(let test): test.matches(value?.decoded)
            }
        }
    }

    private let root: Node
    private let names: RawFieldNames
    /// The top-level fields `names` picks, in its order.
    private let fieldNames: [String]

    /// The raw form of a compiled filter; nil when some node has none ($expr, $regex,
    /// $elemMatch ...), and the general matcher does all the work.
    init?(_ filter: any MatchExpression) {
        var names: [String] = []
        guard let root = Self.node(filter, names: &names) else { return nil }
        self.root = root
        self.names = RawFieldNames(names)
        fieldNames = names
    }

    private static func node(_ expression: any MatchExpression, names: inout [String]) -> Node? {
        func children(_ expressions: [any MatchExpression]) -> [Node]? {
            var nodes: [Node] = []
            for expression in expressions {
                guard let node = node(expression, names: &names) else { return nil }
                nodes.append(node)
            }
            return nodes
        }
        func path(_ path: QueryPath) -> RawFieldPath {
            RawFieldPath(path.components.map(\.name), names: &names)
        }
        // The commonest first (each failed cast costs a runtime call): a filter is an $and of
        // comparisons.
        switch expression {
        case let match as PathMatch<ComparisonTest>:
            return .test(path(match.path), .comparison(match.test))
        case let and as AndExpression:
            return children(and.children).map(Node.and)
        case let or as OrExpression:
            return children(or.children).map(Node.or)
        case let nor as NorExpression:
            return children(nor.children).map(Node.nor)
        case let not as NotExpression:
            return node(not.child, names: &names).map(Node.not)
        case let constant as ConstantExpression:
            return .constant(constant.result)
        case let match as PathMatch<InTest>:
            return .test(path(match.path), .decoded(match.test))
        case let match as PathMatch<ExistsTest>:
            return .test(path(match.path), .decoded(match.test))
        case let match as PathMatch<TypeTest>:
            return .test(path(match.path), .decoded(match.test))
        default:
            return nil
        }
    }

    /// Never throws: reading bytes in place fails nowhere (the pickers' signature throws for `$group`).
    func evaluate(_ document: Document) throws(DocStreamError) -> Outcome {
        try document.withRawBytes { bytes throws(DocStreamError) in
            try names.pick(in: bytes) { fields in evaluate(root, fields) }
        }
    }

    private func evaluate(_ node: Node, _ fields: UnsafeMutableBufferPointer<RawValue?>) -> Outcome {
        switch node {
        case .and(let children):
            var outcome = Outcome.matches
            for child in children {
                switch evaluate(child, fields) {
                case .fails: return .fails
                case .undecided: outcome = .undecided
                case .matches: break
                }
            }
            return outcome
        case .or(let children):
            return any(children, fields)
        case .nor(let children):
            return negated(any(children, fields))
        case .not(let child):
            return negated(evaluate(child, fields))
        case .constant(let result):
            return result ? .matches : .fails
        case .test(let path, let test):
            guard let value = value(at: path, fields) else { return .undecided }
            return test.matches(value) ? .matches : .fails
        }
    }

    /// The filter as tests of top-level fields that must all hold (`$and`, implicit or
    /// written, of comparisons, `$in`, `$exists` and `$type`, and their `$not`, `$ne` and
    /// `$nin`), for scans that read the fields' columns; nil for any other shape.
    var fieldConjunction: [FieldTest]? {
        var tests: [FieldTest] = []
        func collect(_ node: Node, negated: Bool) -> Bool {
            switch node {
            case .and(let children) where !negated:
                return children.allSatisfy { collect($0, negated: false) }
            case .constant(true) where !negated:
                return true
            case .not(let child):
                return collect(child, negated: !negated)
            case .test(let path, let test) where path.rest.isEmpty:
                tests.append(FieldTest(field: fieldNames[path.field], test: test, negated: negated))
                return true
            default:
                return false
            }
        }
        return collect(root, negated: false) ? tests : nil
    }

    /// One test of a top-level field's value, which decides on any value but an array (where
    /// MongoDB looks into the elements).
    struct FieldTest: Sendable {
        let field: String
        let test: LeafTest
        let negated: Bool

        /// The test of a field's value, nil when missing; never of an array.
        func matches(_ value: RawValue?) -> Bool {
            test.matches(value) != negated
        }
    }

    private func any(_ children: [Node], _ fields: UnsafeMutableBufferPointer<RawValue?>) -> Outcome {
        var outcome = Outcome.fails
        for child in children {
            switch evaluate(child, fields) {
            case .matches: return .matches
            case .undecided: outcome = .undecided
            case .fails: break
            }
        }
        return outcome
    }

    private func negated(_ outcome: Outcome) -> Outcome {
        switch outcome {
        case .matches: .fails
        case .fails: .matches
        case .undecided: .undecided
        }
    }

    /// The value a path reaches through embedded documents, as `QueryPath` walks it: `.some(nil)`
    /// when it is missing or a scalar stands where the path goes on; nil (undecided) when the
    /// path meets an array, even as its last value, where MongoDB looks into the elements.
    private func value(at path: RawFieldPath, _ fields: UnsafeMutableBufferPointer<RawValue?>) -> RawValue?? {
        guard let value = path.value(in: fields) else { return nil }
        if let value, value.isArray { return nil }
        return .some(value)
    }
}
