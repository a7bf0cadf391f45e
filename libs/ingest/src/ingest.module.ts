// The ingest code path as a Nest module, for the worker (a scheduled provider feed) or any module that
// imports feeds; the CLI (ingest-cli.ts) builds the same service without Nest.
import { Module } from '@nestjs/common';
import { IngestRepository } from './ingest.repository';
import { IngestService } from './ingest.service';

@Module({
  providers: [IngestRepository, IngestService],
  exports: [IngestService],
})
export class IngestModule {}
