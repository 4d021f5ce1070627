import Synchronization

/// One connection's authentication: the user it authenticated as (with the roles read then,
/// and the user store's generation they were read at) and a SASL conversation in progress.
/// A connection is authenticated as one user at a time, as on MongoDB 8: a new login
/// replaces the previous one.
final class ConnectionAuthentication: Sendable {
    struct AuthenticatedUser: Sendable {
        let name: UserName
        var roles: [RoleName]
        var generation: Int
    }

    /// A SCRAM conversation between saslStart and its last saslContinue.
    struct Conversation: Sendable {
        let id: Int32
        let database: String
        let scram: SCRAMServerConversation
        let credentials: SCRAMCredentials
        /// Nil while the user is not known: the conversation runs on, with credentials no
        /// proof matches, and fails at its end like a wrong password.
        let user: StoredUser?
        let skipEmptyExchange: Bool
        /// The proof was checked and the server signature sent; one empty exchange remains.
        var proved = false
    }

    private struct State {
        var user: AuthenticatedUser?
        var conversation: Conversation?
        var lastConversationID: Int32 = 0
    }

    private let state = Mutex(State())

    var user: AuthenticatedUser? {
        state.withLock { $0.user }
    }

    func setUser(_ user: AuthenticatedUser?) {
        state.withLock { $0.user = user }
    }

    /// A new conversation id, counting from 1 on this connection.
    func nextConversationID() -> Int32 {
        state.withLock { state in
            state.lastConversationID &+= 1
            return state.lastConversationID
        }
    }

    var conversation: Conversation? {
        get { state.withLock { $0.conversation } }
        set { state.withLock { $0.conversation = newValue } }
    }
}
