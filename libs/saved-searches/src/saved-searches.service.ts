// Saved searches of every kind: save with validated criteria, load (flagging criteria that no longer
// validate instead of failing), one default per user and kind, and which ones are monitored.
import { Injectable } from '@nestjs/common';
import {
  isSearchableKind,
  MAX_SAVED_CRITERIA_CHARS,
  MAX_SAVED_SEARCHES_PER_KIND,
  type ListSavedSearchesQuery,
  type SavedSearchPage,
  parseStoredCriteria,
  type SavedSearch,
  type SaveSearchRequest,
  type SearchableKind,
  withoutArrivalWindow,
} from '@leadsignal/contracts';
import { isUniqueViolation, isUuid, DomainError, type UserRef } from '@leadsignal/server-core';
import { SavedSearchesRepository, type SavedSearchRow } from './saved-searches.repository';

const NOT_FOUND = 'Saved search not found.';

@Injectable()
export class SavedSearchesService {
  constructor(private readonly repository: SavedSearchesRepository) {}

  async save(user: UserRef, kind: SearchableKind, request: SaveSearchRequest): Promise<SavedSearch> {
    const parsed = parseStoredCriteria(kind, request.searchCriteria);
    if (!parsed.ok) throw DomainError.invalid(parsed.reason, 'searchCriteria');
    // A notification's arrival window is a view of the search, never part of it (monitoring adds its own).
    const criteria = withoutArrivalWindow(parsed.criteria);
    if (JSON.stringify(criteria).length > MAX_SAVED_CRITERIA_CHARS) {
      throw DomainError.invalid(
        `The search criteria are too large to save (at most ${MAX_SAVED_CRITERIA_CHARS / 1024} KB).`,
        'searchCriteria',
      );
    }
    try {
      const row = await this.repository.insert(
        user.id,
        kind,
        {
          name: request.name.trim(),
          criteria,
          enableNotification: request.enableNotification ?? false,
        },
        MAX_SAVED_SEARCHES_PER_KIND,
      );
      if (row === 'limit') {
        throw DomainError.unprocessable(
          `You can keep at most ${MAX_SAVED_SEARCHES_PER_KIND} saved searches here. Delete one to save another.`,
        );
      }
      return this.map(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw DomainError.conflict(`You already have a saved search named '${request.name.trim()}'.`, 'name');
      }
      throw error;
    }
  }

  async get(user: UserRef, kind: SearchableKind, id: string): Promise<SavedSearch> {
    const row = isUuid(id) ? await this.repository.findOne(user.id, kind, id) : undefined;
    if (!row) throw DomainError.notFound(NOT_FOUND);
    return this.map(row);
  }

  async getDefault(user: UserRef, kind: SearchableKind): Promise<SavedSearch | null> {
    const row = await this.repository.findDefault(user.id, kind);
    return row ? this.map(row) : null;
  }

  async list(user: UserRef, kind: SearchableKind): Promise<SavedSearch[]> {
    return (await this.repository.list(user.id, kind)).map((row) => this.map(row));
  }

  /** One page of the user's saved searches of a kind, newest first, with their total. */
  async listPage(user: UserRef, kind: SearchableKind, query: ListSavedSearchesQuery): Promise<SavedSearchPage> {
    const pageSize = query.pageSize ?? 20;
    const offset = ((query.page ?? 1) - 1) * pageSize;
    const [rows, totalCount] = await Promise.all([
      this.repository.list(user.id, kind, { offset, limit: pageSize }),
      this.repository.count(user.id, kind),
    ]);
    return { items: rows.map((row) => this.map(row)), totalCount };
  }

  /** Renames a search and/or turns its notifications on (which also monitors it) or off. */
  async update(
    user: UserRef,
    kind: SearchableKind,
    id: string,
    changes: { name?: string; enableNotification?: boolean },
  ): Promise<SavedSearch> {
    const name = changes.name?.trim();
    try {
      const row = isUuid(id)
        ? await this.repository.update(user.id, kind, id, { name, enableNotification: changes.enableNotification })
        : undefined;
      if (!row) throw DomainError.notFound(NOT_FOUND);
      return this.map(row);
    } catch (error) {
      if (isUniqueViolation(error))
        throw DomainError.conflict(`You already have a saved search named '${name}'.`, 'name');
      throw error;
    }
  }

  async delete(user: UserRef, kind: SearchableKind, id: string): Promise<void> {
    if (!(await this.repository.delete(user.id, kind, id))) throw DomainError.notFound(NOT_FOUND);
  }

  async setDefault(user: UserRef, kind: SearchableKind, id: string): Promise<void> {
    if (!(await this.repository.setDefault(user.id, kind, id))) throw DomainError.notFound(NOT_FOUND);
  }

  async setMonitored(user: UserRef, kind: SearchableKind, ids: string[]): Promise<void> {
    if (!(await this.repository.setMonitored(user.id, kind, ids))) throw DomainError.notFound(NOT_FOUND);
  }

  private map(row: SavedSearchRow): SavedSearch {
    const text = JSON.stringify(row.criteria);
    const stored = isSearchableKind(row.kind)
      ? parseStoredCriteria(row.kind, text)
      : { ok: false as const, reason: `Searches of ${row.kind} are not supported.` };
    return {
      id: row.id,
      kind: row.kind,
      name: row.name,
      searchCriteria: text,
      enableNotification: row.enableNotification,
      isDefault: row.isDefault,
      isMonitored: row.isMonitored,
      createdOn: row.createdAt.toISOString(),
      criteriaError: stored.ok ? null : stored.reason,
    };
  }
}
