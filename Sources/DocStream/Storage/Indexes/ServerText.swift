import DocStreamBSON

/// Values written as the server writes them in messages and explain output (BSONObj::toString,
/// as `UpdateText` implements it): `dup key: { name: "Mocha" }`, index bounds `["a", "a"]`.
extension BSONValue {
    var serverText: String { UpdateText.value(self) }
}

extension Document {
    var serverText: String { UpdateText.document(self) }
}
