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
    /// commands the fail point had failed until now. 2 BadValue for another fail point's name,
    /// a bad mode or bad data; nothing changes then.
    func configure(_ command: Document) throws(DocStreamError) -> Document {
        guard let name = command["configureFailPoint"]?.stringValue else {
            throw DocStreamError.typeMismatch("configureFailPoint must be a string naming the fail point")
        }
        guard name == "failCommand" else {
            throw DocStreamError.badValue("Cannot find failPoint named '\(name)'")
        }
        let mode = try Self.mode(command["mode"])
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
            switch state.mode {
            case .off:
                return nil
            case .alwaysOn:
                break
            case .times(let remaining):
                state.mode = remaining > 1 ? .times(remaining - 1) : .off
            case .skip(let remaining):
                if remaining > 0 {
                    state.mode = .skip(remaining - 1)
                    return nil
                }
            case .probability(let chance):
                guard Double.random(in: 0..<1) < chance else { return nil }
            }
            state.timesEntered += 1
            return settings.failure
        }
    }

    private static func mode(_ value: BSONValue?) throws(DocStreamError) -> Mode {
        switch value {
        case .string("off")?: return .off
        case .string("alwaysOn")?: return .alwaysOn
        case .document(let mode)? where mode.count == 1:
            let (key, argument) = (mode.elements[0].key, mode.elements[0].value)
            switch key {
            case "times", "skip":
                guard let count = argument.wholeNumber, count >= 0 else {
                    throw DocStreamError.badValue("'\(key)' option to 'mode' must be a non-negative integer")
                }
                return key == "times" ? (count == 0 ? .off : .times(count)) : .skip(count)
            case "activationProbability":
                guard let chance = argument.nonDecimalNumberAsDouble, (0...1).contains(chance) else {
                    throw DocStreamError.badValue("'activationProbability' option to 'mode' must be a double between 0 and 1")
                }
                return .probability(chance)
            default:
                break
            }
        default:
            break
        }
        throw DocStreamError.badValue("'mode' must be one of 'off', 'alwaysOn', 'times', 'skip' and 'activationProbability'")
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

extension BSONValue {
    /// The value of an int32, an int64 or a double without a fraction (within Int64's range);
    /// nil for anything else. Clients send counts, times and ids as any of them.
    var wholeNumber: Int64? {
        if let integer = integerValue { return integer }
        guard let double = doubleValue, double.rounded() == double, abs(double) < 9.2e18 else { return nil }
        return Int64(double)
    }
}
