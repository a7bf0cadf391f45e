// Runs a search of any kind for a user: within the user's concurrency cap, on the search connections,
// stopped when the caller goes away. Each kind's API service maps the rows to its contract.
import { Injectable } from '@nestjs/common';
import type { CriteriaOf, Paging, SearchableKind } from '@leadsignal/contracts';
import { SearchGate } from './search-gate';
import type { SearchKindDefinition } from './search-kind';
import { SearchRepository, type SearchPage } from './search.repository';

@Injectable()
export class SearchService {
  constructor(
    private readonly gate: SearchGate,
    private readonly repository: SearchRepository,
  ) {}

  search<K extends SearchableKind, Row>(
    definition: SearchKindDefinition<K>,
    userId: string,
    criteria: CriteriaOf<K> & Paging,
    signal?: AbortSignal,
  ): Promise<SearchPage<Row>> {
    return this.gate.run(
      userId,
      () => this.repository.search<K, Row>(definition, userId, criteria, signal),
      definition.kind,
    );
  }

  /** How many rows the criteria match (e.g. before queueing an export), also within the user's cap. */
  count<K extends SearchableKind>(
    definition: SearchKindDefinition<K>,
    userId: string,
    criteria: CriteriaOf<K>,
    signal?: AbortSignal,
  ): Promise<number> {
    return this.gate.run(userId, () => this.repository.count(definition, userId, criteria, signal), definition.kind);
  }
}
