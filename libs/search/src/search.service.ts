// Runs a search of any kind for a user: within the user's fair share (search-gate.ts: running searches, and for
// a heavy one its budget and a heavy slot), on the search connections, stopped when the caller goes away. Each kind's API service maps the rows to its contract.
import { Injectable } from '@nestjs/common';
import type { CriteriaOf, Paging, SearchableKind } from '@leadsignal/contracts';
import { isHeavySearch } from './compiler';
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
    return this.gate.run(userId, () => this.repository.search<K, Row>(definition, userId, criteria, signal), {
      kind: definition.kind,
      heavy: isHeavySearch(definition.search, criteria),
      signal,
    });
  }

  /** How many rows the criteria match (e.g. before queueing an export), also within the user's share. */
  count<K extends SearchableKind>(
    definition: SearchKindDefinition<K>,
    userId: string,
    criteria: CriteriaOf<K>,
    signal?: AbortSignal,
  ): Promise<number> {
    return this.gate.run(userId, () => this.repository.count(definition, userId, criteria, signal), {
      kind: definition.kind,
      heavy: isHeavySearch(definition.search, criteria),
      signal,
    });
  }
}
