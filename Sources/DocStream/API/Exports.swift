// `import DocStream` alone gives the whole API: the BSON types it takes and returns
// (Document, BSONValue, ObjectId, Decimal128, the Codable coders) come from DocStreamBSON.
@_exported import DocStreamBSON
