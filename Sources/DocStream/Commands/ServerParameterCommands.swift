import DocStreamBSON

/// The server parameters, as setParameter and getParameter name them: how long a transaction
/// may stay open and the TTL monitor's switch and period, which can be set; the feature
/// compatibility version and the largest document, which drivers and tools read.
enum ServerParameter: CaseIterable {
    case featureCompatibilityVersion
    case maxBsonObjectSize
    case transactionLifetimeLimitSeconds
    case ttlMonitorEnabled
    case ttlMonitorSleepSecs

    var name: String { "\(self)" }

    var isSettable: Bool { self != .featureCompatibilityVersion && self != .maxBsonObjectSize }

    func value(in store: Store) -> BSONValue {
        switch self {
        case .featureCompatibilityVersion: ["version": .string(CommandSession.serverVersion.split(separator: ".").prefix(2).joined(separator: "."))]
        case .maxBsonObjectSize: .int32(Int32(BSONLimits.maxDocumentSize))
        case .transactionLifetimeLimitSeconds: .int32(Int32(clamping: store.transactions.lifetimeSeconds.load(ordering: .relaxed)))
        case .ttlMonitorEnabled: .bool(store.timeToLive.isEnabled.load(ordering: .relaxed))
        case .ttlMonitorSleepSecs: .int32(Int32(clamping: store.timeToLive.sleepSeconds.load(ordering: .relaxed)))
        }
    }

    /// Sets the parameter from the command's field of its name and returns its value before.
    /// 2 BadValue for a number below the parameter's least (1 second each).
    func set(from arguments: CommandArguments, in store: Store) throws(DocStreamError) -> BSONValue {
        let was = value(in: store)
        switch self {
        case .featureCompatibilityVersion, .maxBsonObjectSize:
            throw DocStreamError(.badValue, "not allowed to change [\(name)] at runtime")
        case .ttlMonitorEnabled:
            guard let enabled = try arguments.bool(name) else { throw arguments.typeMismatch(name, .null, expected: "bool") }
            store.timeToLive.isEnabled.store(enabled, ordering: .relaxed)
        case .transactionLifetimeLimitSeconds, .ttlMonitorSleepSecs:
            guard let seconds = try arguments.integer(name) else { throw arguments.typeMismatch(name, .null, expected: "int") }
            guard seconds >= 1 else { throw DocStreamError(.badValue, "\(name) must be greater than or equal to 1s") }
            if self == .ttlMonitorSleepSecs {
                store.timeToLive.sleepSeconds.store(seconds, ordering: .relaxed)
            } else {
                store.transactions.lifetimeSeconds.store(seconds, ordering: .relaxed)
            }
        }
        return was
    }
}

/// `{setParameter: 1, <parameter>: <value>}` on admin -> `{was, ok}` (`ServerParameter`):
/// transactionLifetimeLimitSeconds (for transactions started from now on), ttlMonitorEnabled,
/// ttlMonitorSleepSecs. 2 BadValue below 1; 72 InvalidOptions for a parameter DocStream does
/// not have.
enum SetParameterCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        let given = arguments.command.keys.dropFirst().filter { !CommandArguments.genericFields.contains($0) }
        guard let name = given.first else { throw DocStreamError(.invalidOptions, "no option found to set, use help:true to see options ") }
        guard let parameter = ServerParameter.allCases.first(where: { $0.name == name }), given.count == 1 else {
            throw DocStreamError(.invalidOptions, "attempted to set unrecognized parameter [\(name)], use help:true to see options ")
        }
        return okReply(["was": try parameter.set(from: arguments, in: context.session.store)])
    }
}

/// `{getParameter: 1, <parameter>: 1, ...}` or `{getParameter: "*"}` on admin ->
/// `{<parameter>: <value>, ..., ok}`; `{getParameter: {showDetails: true}, ...}` gives each as
/// `{value, settableAtRuntime, settableAtStartup}`. 72 InvalidOptions when none of those named
/// is a parameter DocStream has.
enum GetParameterCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        var showDetails = false
        var all = arguments.command["getParameter"] == "*"
        if case .document(let options)? = arguments.command["getParameter"] {
            showDetails = options["showDetails"]?.isTruthy ?? false
            all = options["allParameters"]?.isTruthy ?? false
        }
        let named = Set(arguments.command.keys.dropFirst().filter { !CommandArguments.genericFields.contains($0) })
        let chosen = ServerParameter.allCases.filter { all || named.contains($0.name) }
        guard !chosen.isEmpty else { throw DocStreamError(.invalidOptions, "no option found to get") }
        let store = context.session.store
        return okReply(
            Document(
                chosen.map { parameter in
                    let value = parameter.value(in: store)
                    let settable = BSONValue.bool(parameter.isSettable)
                    return (parameter.name, showDetails ? ["value": value, "settableAtRuntime": settable, "settableAtStartup": settable] : value)
                }))
    }
}
