// @leadsignal/ingest: getting data in — provider feeds (NDJSON or CSV, validated line by line, upserted in
// batches) and the deterministic demo data set loaded with COPY.
export * from './ingest-records';
export * from './read-feed';
export * from './batch-writer';
export * from './ingest.repository';
export * from './ingest.service';
export * from './ingest.module';
export * from './ingest-cli';
export * from './demo/demo-data';
