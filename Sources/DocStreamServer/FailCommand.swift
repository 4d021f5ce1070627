import DocStream
import DocStreamBSON
import NIOCore
import Synchronization

/// MongoDB's `failCommand` fail point, which drivers' test suites set with
/// `{configureFailPoint: "failCommand", mode, data}` to make the server fail the commands they
/// name: close the connection, answer an error, add a write concern error, or hold the reply
/// back for a while. Drivers test their retries, resumes and server monitoring with it.
///
/// mode: `"alwaysOn"`, `"off"`, `{times: n}` (the next n matching commands), `{skip: n}` (all
/// but the next n), `{activationProbability: p}`. data: `failCommands` (names), `closeConnection`,
/// `errorCode`, `errorLabels` (replacing the labels the server would add), `errorExtraInfo`,
/// `writeConcernError` (applied to successful write commands), `blockConnection` with
/// `blockTimeMS`, `appName` (only connections whose handshake named this application),
/// `namespace`, `failAllCommands`. `configureFailPoint` itself is never failed.
final class FailCommandPoint: Sendable {
    enum Mode: Sendable, Equatable {
        case off
        case alwaysOn
        case times(Int64)
        case skip(Int64)
        case probability(Double)
    }

    /// What the fail point does to one command.
    struct Failure: Sendable {
        var blockTime: TimeAmount?
        var closesConnection = false
        var error: DocStreamError?
        /// Replaces the error labels of the reply when set.
        var errorLabels: [BSONValue]?
        var writeConcernError: Document?
    }

    private struct Settings: Sendable {
        var commands: Set<String> = []
        var allCommands = false
        var appName: String?
        var namespace: String?
        var failure = Failure()
    }

    private struct State: Sendable {
        var mode = Mode.off
        var settings = Settings()
        var timesEntered: Int64 = 0
    }

    private let state = Mutex(State())

    static let message = "Failing command via 'failCommand' failpoint"

    /// `{configureFailPoint: "failCommand", mode, data}`: `{count, ok}`, count being how many
    /// commands the fail point had failed until now. 2 BadValue for a bad mode or bad data;
    /// nothing changes then.
    func configure(_ command: Document) throws(DocStreamError) -> Document {
        let mode = try Mode(command["mode"])
        let settings = mode == .off ? Settings() : try Self.settings(command["data"])
        let count = state.withLock { state in
            defer {
                state.mode = mode
                state.settings = settings
            }
            return state.timesEntered
        }
        return ["count": .int64(count), "ok": .double(1)]
    }

    /// What to do to `commandName`, run on a connection whose handshake named `appName`, or
    /// nil to run it as usual. Counts the command against `{times: n}` and `{skip: n}`.
    func failure(for commandName: String, appName: String?, namespace: () -> String?) -> Failure? {
        guard commandName != "configureFailPoint" else { return nil }
        return state.withLock { state in
            guard state.mode != .off else { return nil }
            let settings = state.settings
            guard settings.allCommands || settings.commands.contains(commandName),
                settings.appName == nil || settings.appName == appName,
                settings.namespace == nil || settings.namespace == namespace()
            else { return nil }
            guard state.mode.fires() else { return nil }
            state.timesEntered += 1
            return settings.failure
        }
    }

    private static func settings(_ value: BSONValue?) throws(DocStreamError) -> Settings {
        guard case .document(let data)? = value else {
            throw DocStreamError.badValue("the failCommand fail point needs a 'data' document naming its failCommands")
        }
        var settings = Settings()
        settings.allCommands = data["failAllCommands"]?.boolValue == true
        switch data["failCommands"] {
        case .array(let names)?:
            for name in names {
                guard let name = name.stringValue else { throw DocStreamError.badValue("failCommands must name commands with strings") }
                settings.commands.insert(name)
            }
        case nil where settings.allCommands:
            break
        default:
            throw DocStreamError.badValue("the failCommand fail point's data needs a 'failCommands' array")
        }
        settings.appName = data["appName"]?.stringValue
        settings.namespace = data["namespace"]?.stringValue
        var failure = Failure()
        failure.closesConnection = data["closeConnection"]?.boolValue == true
        if data["blockConnection"]?.boolValue == true {
            guard let milliseconds = data["blockTimeMS"]?.wholeNumber else {
                throw DocStreamError(.invalidOptions, "must specify 'blockTimeMS' when 'blockConnection' is true")
            }
            guard milliseconds >= 0 else {
                throw DocStreamError(.invalidOptions, "'blockTimeMS' must be non-negative")
            }
            failure.blockTime = .milliseconds(milliseconds)
        }
        if let code = data["errorCode"]?.wholeNumber, let code = Int32(exactly: code) {
            // Any code may be asked for; MongoDB names one it has no name for "Location<code>".
            failure.error = DocStreamError(ErrorCode(reported: Int(code)), message, extraInfo: data["errorExtraInfo"]?.documentValue)
        }
        if case .array(let labels)? = data["errorLabels"] { failure.errorLabels = labels }
        failure.writeConcernError = data["writeConcernError"]?.documentValue
        settings.failure = failure
        return settings
    }
}

extension FailCommandPoint.Mode {
    /// The mode `{configureFailPoint, mode}` names; 2 BadValue for another.
    init(_ value: BSONValue?) throws(DocStreamError) {
        switch value {
        case .string("off")?:
            self = .off
            return
        case .string("alwaysOn")?:
            self = .alwaysOn
            return
        case .document(let mode)? where mode.count == 1:
            let (key, argument) = (mode.elements[0].key, mode.elements[0].value)
            switch key {
            case "times", "skip":
                guard let count = argument.wholeNumber, count >= 0 else {
                    throw DocStreamError.badValue("'\(key)' option to 'mode' must be a non-negative integer")
                }
                self = key == "times" ? (count == 0 ? .off : .times(count)) : .skip(count)
                return
            case "activationProbability":
                guard let chance = argument.nonDecimalNumberAsDouble, (0...1).contains(chance) else {
                    throw DocStreamError.badValue("'activationProbability' option to 'mode' must be a double between 0 and 1")
                }
                self = .probability(chance)
                return
            default:
                break
            }
        default:
            break
        }
        throw DocStreamError.badValue("'mode' must be one of 'off', 'alwaysOn', 'times', 'skip' and 'activationProbability'")
    }

    /// Whether the fail point acts on the next command it applies to; that command counts
    /// against `times` and `skip`.
    mutating func fires() -> Bool {
        switch self {
        case .off:
            return false
        case .alwaysOn:
            return true
        case .times(let remaining):
            self = remaining > 1 ? .times(remaining - 1) : .off
            return true
        case .skip(let remaining):
            guard remaining == 0 else {
                self = .skip(remaining - 1)
                return false
            }
            return true
        case .probability(let chance):
            return Double.random(in: 0..<1) < chance
        }
    }
}

/// MongoDB's `maxTimeAlwaysTimeOut` fail point, which drivers' test suites set with
/// `{configureFailPoint: "maxTimeAlwaysTimeOut", mode}` to test how they report timeouts: a
/// command with a `maxTimeMS` fails with 50 MaxTimeMSExpired as though its time had passed
/// (getMore's, which is how long it waits, excepted).
final class MaxTimeFailPoint: Sendable {
    private let state = Mutex<(mode: FailCommandPoint.Mode, timesEntered: Int64)>((.off, 0))

    /// `{configureFailPoint: "maxTimeAlwaysTimeOut", mode}`: `{count, ok}`, count being how
    /// many commands it had failed until now; 2 BadValue for a bad mode.
    func configure(_ command: Document) throws(DocStreamError) -> Document {
        let mode = try FailCommandPoint.Mode(command["mode"])
        let count = state.withLock { state in
            defer { state.mode = mode }
            return state.timesEntered
        }
        return ["count": .int64(count), "ok": .double(1)]
    }

    /// Whether `command` is to fail as past its time limit; counts it against the mode.
    func expires(_ command: Document) -> Bool {
        guard command.firstKey != "getMore", let limit = command["maxTimeMS"]?.wholeNumber, limit > 0 else { return false }
        return state.withLock { state in
            guard state.mode.fires() else { return false }
            state.timesEntered += 1
            return true
        }
    }
}

extension BSONValue {
    /// The value of an int32, an int64 or a double without a fraction (within Int64's range);
    /// nil for anything else. Clients send counts, times and ids as any of them.
    var wholeNumber: Int64? {
        if let integer = integerValue { return integer }
        guard let double = doubleValue, double.rounded() == double, abs(double) < 9.2e18 else { return nil }
        return Int64(double)
    }
}
