import Crypto
import DocStreamBSON
import Foundation
import _CryptoExtras

/// The SCRAM mechanisms the server offers (RFC 5802, RFC 7677), by their SASL names.
public enum SCRAMMechanism: String, Sendable, CaseIterable {
    /// MongoDB's SCRAM-SHA-1: the password is first digested to the hex MD5 of
    /// "user:mongo:password", and that digest is what PBKDF2 salts.
    case sha1 = "SCRAM-SHA-1"
    /// RFC 7677's SCRAM-SHA-256: the password is SASLprepped (RFC 4013), then salted.
    case sha256 = "SCRAM-SHA-256"

    /// MongoDB's default iteration counts: scramIterationCount 10000 and
    /// scramSHA256IterationCount 15000.
    public var defaultIterationCount: Int {
        switch self {
        case .sha1: 10_000
        case .sha256: 15_000
        }
    }

    /// The length of a salt MongoDB makes: the hash's output length less four bytes.
    var saltLength: Int {
        switch self {
        case .sha1: 16
        case .sha256: 28
        }
    }
}

/// A user's stored SCRAM credentials for one mechanism: the salt, the iteration count and the
/// two keys the server keeps (RFC 5802 §3), from which no password can be recovered.
public struct SCRAMCredentials: Sendable, Equatable {
    /// PBKDF2's iteration count, i= in the server-first message.
    public var iterationCount: Int
    /// The salt, s= in the server-first message.
    public var salt: [UInt8]
    /// H(ClientKey): what a client's proof is checked against.
    public var storedKey: [UInt8]
    /// HMAC(SaltedPassword, "Server Key"): what the server signs with.
    public var serverKey: [UInt8]

    /// Credentials from their parts.
    public init(iterationCount: Int, salt: [UInt8], storedKey: [UInt8], serverKey: [UInt8]) {
        self.iterationCount = iterationCount
        self.salt = salt
        self.storedKey = storedKey
        self.serverKey = serverKey
    }

    /// As MongoDB stores them in a user document: base64 salt and keys.
    var document: Document {
        [
            "iterationCount": .int32(Int32(iterationCount)),
            "salt": .string(Data(salt).base64EncodedString()),
            "storedKey": .string(Data(storedKey).base64EncodedString()),
            "serverKey": .string(Data(serverKey).base64EncodedString()),
        ]
    }

    /// The credentials a user document holds, or nil when a field is missing or malformed.
    init?(document: Document) {
        guard let iterations = document["iterationCount"]?.integerValue,
            let salt = document["salt"]?.stringValue.flatMap({ Data(base64Encoded: $0) }),
            let storedKey = document["storedKey"]?.stringValue.flatMap({ Data(base64Encoded: $0) }),
            let serverKey = document["serverKey"]?.stringValue.flatMap({ Data(base64Encoded: $0) })
        else { return nil }
        self.init(iterationCount: Int(iterations), salt: Array(salt), storedKey: Array(storedKey), serverKey: Array(serverKey))
    }
}

/// SCRAM's key derivation and message arithmetic (RFC 5802 §3), for SHA-1 and SHA-256.
public enum SCRAM {
    /// The bytes PBKDF2 salts for `user`'s `password` under `mechanism`: MongoDB's hex MD5
    /// digest for SCRAM-SHA-1, the SASLprepped password for SCRAM-SHA-256.
    public static func passwordBytes(_ password: String, user: String, mechanism: SCRAMMechanism) throws(DocStreamError) -> [UInt8] {
        switch mechanism {
        case .sha1:
            let digest = Insecure.MD5.hash(data: Array("\(user):mongo:\(password)".utf8))
            return Array(digest.map { String(format: "%02x", $0) }.joined().utf8)
        case .sha256:
            return Array(try SASLprep.prepare(password).utf8)
        }
    }

    /// SaltedPassword := Hi(password, salt, i), PBKDF2 with the mechanism's HMAC.
    public static func saltedPassword(_ password: [UInt8], salt: [UInt8], iterations: Int, mechanism: SCRAMMechanism) -> [UInt8] {
        let hash: KDF.Insecure.PBKDF2.HashFunction = mechanism == .sha1 ? .insecureSHA1 : .sha256
        let length = mechanism == .sha1 ? Insecure.SHA1.byteCount : SHA256.byteCount
        // Only fails for parameters the mechanisms never pass (a zero length or count).
        let key = try! KDF.Insecure.PBKDF2.deriveKey(
            from: password, salt: salt, using: hash, outputByteCount: length, unsafeUncheckedRounds: iterations)
        return key.withUnsafeBytes { Array($0) }
    }

    /// HMAC(key, message) with the mechanism's hash.
    public static func hmac(_ key: [UInt8], _ message: [UInt8], mechanism: SCRAMMechanism) -> [UInt8] {
        let symmetricKey = SymmetricKey(data: key)
        switch mechanism {
        case .sha1: return Array(HMAC<Insecure.SHA1>.authenticationCode(for: message, using: symmetricKey))
        case .sha256: return Array(HMAC<SHA256>.authenticationCode(for: message, using: symmetricKey))
        }
    }

    /// H(message) with the mechanism's hash.
    public static func hash(_ message: [UInt8], mechanism: SCRAMMechanism) -> [UInt8] {
        switch mechanism {
        case .sha1: Array(Insecure.SHA1.hash(data: message))
        case .sha256: Array(SHA256.hash(data: message))
        }
    }

    /// The stored credentials for a salted password: StoredKey := H(HMAC(SaltedPassword,
    /// "Client Key")), ServerKey := HMAC(SaltedPassword, "Server Key").
    public static func credentials(saltedPassword: [UInt8], salt: [UInt8], iterations: Int, mechanism: SCRAMMechanism) -> SCRAMCredentials {
        let clientKey = hmac(saltedPassword, Array("Client Key".utf8), mechanism: mechanism)
        return SCRAMCredentials(
            iterationCount: iterations, salt: salt,
            storedKey: hash(clientKey, mechanism: mechanism),
            serverKey: hmac(saltedPassword, Array("Server Key".utf8), mechanism: mechanism))
    }

    /// New credentials for `user` and `password`: a random salt, the default iteration count.
    public static func makeCredentials(user: String, password: String, mechanism: SCRAMMechanism, iterations: Int? = nil) throws(DocStreamError)
        -> SCRAMCredentials
    {
        let iterations = iterations ?? mechanism.defaultIterationCount
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<mechanism.saltLength).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let salted = saltedPassword(try passwordBytes(password, user: user, mechanism: mechanism), salt: salt, iterations: iterations, mechanism: mechanism)
        return credentials(saltedPassword: salted, salt: salt, iterations: iterations, mechanism: mechanism)
    }

    /// ClientProof := ClientKey XOR HMAC(StoredKey, AuthMessage), as a client computes it.
    public static func clientProof(saltedPassword: [UInt8], authMessage: String, mechanism: SCRAMMechanism) -> [UInt8] {
        let clientKey = hmac(saltedPassword, Array("Client Key".utf8), mechanism: mechanism)
        let signature = hmac(hash(clientKey, mechanism: mechanism), Array(authMessage.utf8), mechanism: mechanism)
        return zip(clientKey, signature).map { $0 ^ $1 }
    }

    /// ServerSignature := HMAC(ServerKey, AuthMessage).
    public static func serverSignature(serverKey: [UInt8], authMessage: String, mechanism: SCRAMMechanism) -> [UInt8] {
        hmac(serverKey, Array(authMessage.utf8), mechanism: mechanism)
    }

    /// Whether `proof` proves knowledge of the password whose `storedKey` the server keeps:
    /// ClientKey := proof XOR ClientSignature, then H(ClientKey) == StoredKey, compared in
    /// constant time.
    public static func verify(proof: [UInt8], storedKey: [UInt8], authMessage: String, mechanism: SCRAMMechanism) -> Bool {
        let signature = hmac(storedKey, Array(authMessage.utf8), mechanism: mechanism)
        guard proof.count == signature.count else { return false }
        let clientKey = zip(proof, signature).map { $0 ^ $1 }
        return constantTimeEquals(hash(clientKey, mechanism: mechanism), storedKey)
    }

    /// Equality whose time depends on the lengths only, never on where the bytes differ.
    public static func constantTimeEquals(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for index in left.indices { difference |= left[index] ^ right[index] }
        return difference == 0
    }

    /// A SCRAM message's attributes ("a=value" separated by commas), by their letter.
    static func attributes(_ message: String) throws(DocStreamError) -> [(Character, String)] {
        var result: [(Character, String)] = []
        for part in message.split(separator: ",", omittingEmptySubsequences: false) {
            guard part.count >= 2, let name = part.first, part.dropFirst().first == "=" else {
                throw DocStreamError.badValue("Invalid SCRAM attribute: '\(part)'")
            }
            result.append((name, String(part.dropFirst(2))))
        }
        return result
    }

    /// A SCRAM user name with "=2C" and "=3D" decoded (RFC 5802 §5.1); other "=" escapes
    /// are malformed.
    static func decodeUserName(_ encoded: String) throws(DocStreamError) -> String {
        var decoded = ""
        var rest = Substring(encoded)
        while let equals = rest.firstIndex(of: "=") {
            decoded += rest[..<equals]
            let escape = rest[equals...].prefix(3)
            switch escape {
            case "=2C": decoded += ","
            case "=3D": decoded += "="
            default: throw DocStreamError.badValue("Invalid SCRAM user name encoding: '\(encoded)'")
            }
            rest = rest[equals...].dropFirst(3)
        }
        return decoded + rest
    }
}

/// The server's side of one SCRAM conversation (RFC 5802 §5): client-first in, server-first
/// out; client-final in, server-final out.
struct SCRAMServerConversation: Sendable {
    let mechanism: SCRAMMechanism
    /// The user name the client named, decoded.
    let userName: String
    let clientFirstBare: String
    let serverFirst: String
    let nonce: String

    /// Reads `client-first-message` (no channel binding: the GS2 header "n,,"; "y,," is also
    /// accepted, as the client saw no binding offered). Throws 2 BadValue when malformed.
    static func parseClientFirst(_ message: String) throws(DocStreamError) -> (userName: String, clientNonce: String, bare: String) {
        let parts = message.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            throw DocStreamError.badValue("Incorrect number of arguments for first SCRAM client message, got \(parts.count) expected at least 3")
        }
        guard parts[0] == "n" || parts[0] == "y" else {
            throw DocStreamError.badValue("Incorrect SCRAM client message prefix: \(parts[0]); channel binding is not supported")
        }
        guard parts[1].isEmpty else {
            throw DocStreamError.badValue("SCRAM authorization identities are not supported")
        }
        let bare = String(parts[2])
        let attributes = try SCRAM.attributes(bare)
        guard attributes.count >= 2, attributes[0].0 == "n", attributes[1].0 == "r", !attributes[1].1.isEmpty else {
            throw DocStreamError.badValue("Invalid SCRAM client first message: expected n= and r= attributes")
        }
        return (try SCRAM.decodeUserName(attributes[0].1), attributes[1].1, bare)
    }

    /// Starts a conversation for a parsed client-first message and the user's credentials:
    /// the nonce is the client's followed by 24 random bytes in base64.
    init(mechanism: SCRAMMechanism, userName: String, clientNonce: String, clientFirstBare: String, credentials: SCRAMCredentials) {
        var generator = SystemRandomNumberGenerator()
        let random = (0..<24).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let nonce = clientNonce + Data(random).base64EncodedString()
        self.mechanism = mechanism
        self.userName = userName
        self.clientFirstBare = clientFirstBare
        self.nonce = nonce
        self.serverFirst = "r=\(nonce),s=\(Data(credentials.salt).base64EncodedString()),i=\(credentials.iterationCount)"
    }

    /// Checks `client-final-message` against `credentials`; returns `server-final-message`
    /// ("v=" and the server signature). A wrong nonce, channel binding or proof throws
    /// 18 AuthenticationFailed; a malformed message 2 BadValue.
    func finish(_ message: String, credentials: SCRAMCredentials) throws(DocStreamError) -> String {
        let attributes = try SCRAM.attributes(message)
        guard attributes.count >= 3, attributes[0].0 == "c", attributes[1].0 == "r", let last = attributes.last, last.0 == "p",
            let proof = Data(base64Encoded: last.1)
        else { throw DocStreamError.badValue("Invalid SCRAM client final message: expected c=, r= and p= attributes") }
        // The GS2 header "n,," or "y,," in base64.
        guard attributes[0].1 == "biws" || attributes[0].1 == "eSws" else { throw AuthenticationFailure.error }
        guard SCRAM.constantTimeEquals(Array(attributes[1].1.utf8), Array(nonce.utf8)) else { throw AuthenticationFailure.error }
        let withoutProof = String(message[..<message.range(of: ",p=", options: .backwards)!.lowerBound])
        let authMessage = "\(clientFirstBare),\(serverFirst),\(withoutProof)"
        guard SCRAM.verify(proof: Array(proof), storedKey: credentials.storedKey, authMessage: authMessage, mechanism: mechanism) else {
            throw AuthenticationFailure.error
        }
        let signature = SCRAM.serverSignature(serverKey: credentials.serverKey, authMessage: authMessage, mechanism: mechanism)
        return "v=\(Data(signature).base64EncodedString())"
    }
}

/// MongoDB's one answer to every failed login, whatever failed: 18 AuthenticationFailed,
/// "Authentication failed.", so a client learns nothing of which users exist.
enum AuthenticationFailure {
    static let error = DocStreamError(.authenticationFailed, "Authentication failed.")
}
