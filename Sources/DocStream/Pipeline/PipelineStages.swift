import DocStreamBSON

/// Compiles one stage's argument (the value of `{$name: argument}`).
typealias StageCompiler = @Sendable (BSONValue) throws(DocStreamError) -> any PipelineStage

/// Every stage DocStream supports, by name.
enum PipelineStages {
    static let compilers: [String: StageCompiler] = [
        "$match": MatchStage.init,
        "$project": ProjectStage.init,
        "$addFields": { (argument) throws(DocStreamError) in try AddFieldsStage(argument, stageName: "$addFields") },
        "$set": { (argument) throws(DocStreamError) in try AddFieldsStage(argument, stageName: "$set") },
        "$unset": UnsetStage.init,
        "$unwind": UnwindStage.init,
        "$sort": SortStage.init,
        "$limit": LimitStage.init,
        "$skip": SkipStage.init,
        "$count": CountStage.init,
        "$group": GroupStage.init,
        "$sortByCount": SortByCountStage.init,
        "$replaceRoot": ReplaceRootStage.init(replaceRoot:),
        "$replaceWith": ReplaceRootStage.init(replaceWith:),
        "$facet": FacetStage.init,
        "$bucket": BucketStage.init,
        "$bucketAuto": BucketAutoStage.init,
        "$lookup": LookupStage.init,
        "$graphLookup": GraphLookupStage.init,
        "$unionWith": UnionWithStage.init,
        "$sample": SampleStage.init,
        "$redact": RedactStage.init,
        "$documents": DocumentsStage.init,
        "$out": OutStage.init,
        "$merge": MergeStage.init,
        "$setWindowFields": SetWindowFieldsStage.init,
        "$densify": DensifyStage.init,
        "$fill": FillStage.init,
        "$changeStream": ChangeStreamStage.init,
        "$collStats": CollStatsStage.init,
        "$indexStats": IndexStatsStage.init,
        "$geoNear": GeoNearStage.init,
    ]
}
