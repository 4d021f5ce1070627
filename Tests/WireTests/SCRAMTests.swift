import DocStreamBSON
import DocStreamServer
import Foundation
import Testing

/// SCRAM's arithmetic against the published examples: RFC 7677 §3 (SCRAM-SHA-256), RFC 5802
/// §5 (SCRAM-SHA-1 on the bare password), and the MongoDB authentication specification's
/// SCRAM-SHA-1 conversation (the password digested as MD5 of "user:mongo:pencil").
@Suite("SCRAM key derivation and SASLprep")
struct SCRAMTests {
    /// Runs the client's side of a published conversation: the proof and the server
    /// signature it expects.
    private func conversation(
        _ mechanism: SCRAMMechanism, password: [UInt8], salt: String, iterations: Int,
        clientFirstBare: String, serverFirst: String, clientFinalWithoutProof: String
    ) -> (proof: String, signature: String, storedKey: [UInt8]) {
        let salted = SCRAM.saltedPassword(password, salt: Array(Data(base64Encoded: salt)!), iterations: iterations, mechanism: mechanism)
        let authMessage = "\(clientFirstBare),\(serverFirst),\(clientFinalWithoutProof)"
        let proof = SCRAM.clientProof(saltedPassword: salted, authMessage: authMessage, mechanism: mechanism)
        let credentials = SCRAM.credentials(saltedPassword: salted, salt: [], iterations: iterations, mechanism: mechanism)
        let signature = SCRAM.serverSignature(serverKey: credentials.serverKey, authMessage: authMessage, mechanism: mechanism)
        #expect(SCRAM.verify(proof: proof, storedKey: credentials.storedKey, authMessage: authMessage, mechanism: mechanism))
        var wrong = proof
        wrong[0] ^= 1
        #expect(!SCRAM.verify(proof: wrong, storedKey: credentials.storedKey, authMessage: authMessage, mechanism: mechanism))
        return (Data(proof).base64EncodedString(), Data(signature).base64EncodedString(), credentials.storedKey)
    }

    @Test("RFC 7677's SCRAM-SHA-256 example: user, pencil, 4096 iterations give its proof and server signature")
    func rfc7677() throws {
        let result = conversation(
            .sha256, password: try SCRAM.passwordBytes("pencil", user: "user", mechanism: .sha256),
            salt: "W22ZaJ0SNY7soEsUEjb6gQ==", iterations: 4096,
            clientFirstBare: "n=user,r=rOprNGfwEbeRWgbNEkqO",
            serverFirst: "r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096",
            clientFinalWithoutProof: "c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0")
        #expect(result.proof == "dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=")
        #expect(result.signature == "6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=")
    }

    @Test("RFC 5802's SCRAM-SHA-1 example on the bare password gives its proof and server signature")
    func rfc5802() {
        let result = conversation(
            .sha1, password: Array("pencil".utf8), salt: "QSXCR+Q6sek8bf92", iterations: 4096,
            clientFirstBare: "n=user,r=fyko+d2lbbFgONRv9qkxdawL",
            serverFirst: "r=fyko+d2lbbFgONRv9qkxdawL3rfcNHYJY1ZVvWVs7j,s=QSXCR+Q6sek8bf92,i=4096",
            clientFinalWithoutProof: "c=biws,r=fyko+d2lbbFgONRv9qkxdawL3rfcNHYJY1ZVvWVs7j")
        #expect(result.proof == "v0X8v3Bz2T0CJGbJQyF0X+HI4Ts=")
        #expect(result.signature == "rmF9pqV8S7suAoZWja4dJRkFsKQ=")
    }

    @Test("MongoDB's SCRAM-SHA-1 digests the password as hex MD5 of user:mongo:password, as the authentication specification's example shows")
    func mongoDBSCRAMSHA1() throws {
        let digested = try SCRAM.passwordBytes("pencil", user: "user", mechanism: .sha1)
        #expect(String(decoding: digested, as: UTF8.self) == "1c33006ec1ffd90f9cadcbcc0e118200")
        let result = conversation(
            .sha1, password: digested, salt: "rQ9ZY3MntBeuP3E1TDVC4w==", iterations: 10000,
            clientFirstBare: "n=user,r=fyko+d2lbbFgONRv9qkxdawL",
            serverFirst: "r=fyko+d2lbbFgONRv9qkxdawLHo+Vgk7qvUOKUwuWLIWg4l/9SraGMHEE,s=rQ9ZY3MntBeuP3E1TDVC4w==,i=10000",
            clientFinalWithoutProof: "c=biws,r=fyko+d2lbbFgONRv9qkxdawLHo+Vgk7qvUOKUwuWLIWg4l/9SraGMHEE")
        #expect(result.proof == "MC2T8BvbmWRckDw8oWl5IVghwCY=")
        #expect(result.signature == "UMWeI25JD1yNYZRMpZ4VHvhZ9e0=")
    }

    @Test("New credentials use MongoDB's default iteration counts (10000 for SCRAM-SHA-1, 15000 for SCRAM-SHA-256) and a fresh salt")
    func defaults() throws {
        let sha1 = try SCRAM.makeCredentials(user: "user", password: "pencil", mechanism: .sha1)
        let sha256 = try SCRAM.makeCredentials(user: "user", password: "pencil", mechanism: .sha256)
        let again = try SCRAM.makeCredentials(user: "user", password: "pencil", mechanism: .sha256)
        #expect(sha1.iterationCount == 10000)
        #expect(sha256.iterationCount == 15000)
        #expect(sha256.salt != again.salt)
        #expect(sha256.storedKey != again.storedKey)
    }

    @Test("SASLprep maps as RFC 4013 §3's examples show and refuses prohibited code points with 2 BadValue")
    func saslPrep() throws {
        #expect(try SASLprep.prepare("I\u{00AD}X") == "IX")
        #expect(try SASLprep.prepare("user") == "user")
        #expect(try SASLprep.prepare("USER") == "USER")
        #expect(try SASLprep.prepare("\u{00AA}") == "a")
        #expect(try SASLprep.prepare("\u{2168}") == "IX")
        #expect(try SASLprep.prepare("a\u{00A0}b") == "a b")
        for prohibited in ["\u{0007}", "a\u{E000}", "\u{FFFF}", "\u{200E}x"] {
            #expect(throws: DocStreamError.self) { try SASLprep.prepare(prohibited) }
            do {
                _ = try SASLprep.prepare(prohibited)
            } catch {
                #expect(error.code == 2)
            }
        }
        #expect(throws: DocStreamError.self) { try SASLprep.prepare("\u{00AD}") }
    }

    @Test("SASLprep checks RFC 3454 §6's bidirectional rule and refuses code points unassigned in Unicode 3.2 (table A.1), with 2 BadValue")
    func saslPrepBidirectionalAndUnassigned() throws {
        // RFC 4013 §3, example 6: U+0627 (ARABIC LETTER ALEF) then "1" fails the bidirectional
        // check, since a string with a right-to-left character must end with one.
        // RFC 3454 §6: right-to-left characters (table D.1: Hebrew, Arabic...) may surround
        // neutral ones such as digits, but never mix with left-to-right ones (table D.2: Latin).
        #expect(try SASLprep.prepare("\u{0627}1\u{0628}") == "\u{0627}1\u{0628}")
        #expect(try SASLprep.prepare("\u{05D0}\u{05D1}") == "\u{05D0}\u{05D1}")
        #expect(try SASLprep.prepare("1\u{00E9}") == "1\u{00E9}")
        // U+0221 and U+0370 are in table A.1 (Unicode 4.0 and later assign them).
        for refused in ["\u{0627}1", "1\u{0627}", "\u{0627}a\u{0628}", "\u{05D0}x", "a\u{0221}", "\u{0370}"] {
            do {
                _ = try SASLprep.prepare(refused)
                Issue.record("\(refused.unicodeScalars.map { String($0.value, radix: 16) }) was prepared")
            } catch {
                #expect(error.code == 2)
                #expect(error.message.hasPrefix("SASLprep: "))
            }
        }
    }

    @Test("Constant-time comparison tells equal byte strings from ones differing at either end or in length")
    func constantTime() {
        #expect(SCRAM.constantTimeEquals([1, 2, 3], [1, 2, 3]))
        #expect(!SCRAM.constantTimeEquals([1, 2, 3], [0, 2, 3]))
        #expect(!SCRAM.constantTimeEquals([1, 2, 3], [1, 2, 4]))
        #expect(!SCRAM.constantTimeEquals([1, 2, 3], [1, 2]))
    }
}
