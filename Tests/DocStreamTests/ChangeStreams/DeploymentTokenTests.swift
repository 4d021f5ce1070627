import DocStream
import DocStreamBSON
import Testing

/// Resume tokens a MongoDB deployment gives, kept whole for that deployment and refused by an
/// embedded store.
@Suite("Resume tokens of a deployment")
struct DeploymentTokenTests {
    /// A MongoDB 5.0 event token (version 2), as the resumetoken decoder's documentation on npm
    /// shows one: `82`, then the cluster time {t: 0x612F617F, i: 1}, then the server's fields.
    static let mongoDBToken: Document = [
        "_data": "82612F617F000000012B022C0100296E5A100492EF51FC540B4ED5AC1D50BA2C9C519C46645F69640064612F617F37A5DD163BA238230004"
    ]

    @Test("A MongoDB token is kept whole, with the cluster time its first bytes hold")
    func keptWhole() throws {
        let token = try ResumeToken(deploymentToken: Self.mongoDBToken)
        #expect(token.isDeploymentToken)
        #expect(token.document == Self.mongoDBToken)
        #expect(token.clusterTime == BSONTimestamp(seconds: 0x612F617F, increment: 1))
        // The strict reader takes DocStream's own tokens only.
        #expect(throws: DocStreamError.self) { try ResumeToken(Self.mongoDBToken) }
    }

    @Test("DocStream's own token reads as its own; anything else is 260 InvalidResumeToken")
    func ownAndInvalid() throws {
        let own = ResumeToken(clusterTime: BSONTimestamp(seconds: 7, increment: 2), kind: .event)
        let read = try ResumeToken(deploymentToken: own.document)
        #expect(read == own)
        #expect(!read.isDeploymentToken)
        for bad: Document in [["_data": "not a token"], ["_data": 1], ["_data": "82", "extra": 1], [:]] {
            let error = try #require(throws: DocStreamError.self) { try ResumeToken(deploymentToken: bad) }
            #expect(error.code == 260, "\(bad)")
        }
    }

    @Test("An embedded store refuses to resume from a deployment's token (260), and the stream does not open")
    func embeddedRefuses() async throws {
        let drinks = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks")
        let token = try ResumeToken(deploymentToken: Self.mongoDBToken)
        for options in [ChangeStreamOptions(resumeAfter: token), ChangeStreamOptions(startAfter: token)] {
            let error = try #require(throws: DocStreamError.self) { try drinks.watch(options: options) }
            #expect(error.code == 260)
        }
        _ = try await drinks.insertOne(["_id": 1])
        #expect(try await drinks.count(filter: [:]) == 1)
    }
}
