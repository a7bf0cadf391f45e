// Saved searches of every kind: save with validated criteria, load (flagging criteria that no longer
// validate instead of failing), one default per user and kind, and which ones are monitored. A search is private or
// shared with the owner's team to view or to edit (docs/teams-sharing.md): one the caller does not see is 404 as an
// unknown one; one they see but may not change is 403 with the reason (view only; delete and sharing are the
// owner's). The default, notifications and monitoring are every caller's own, on shared searches too.
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
  type TeamAccess,
  type Visibility,
  withoutArrivalWindow,
} from '@leadsignal/contracts';
import { isUniqueViolation, isUuid, DomainError, type UserRef } from '@leadsignal/server-core';
import { SavedSearchesRepository, type SavedSearchRow } from './saved-searches.repository';

const NOT_FOUND = 'Saved search not found.';
export const SEARCH_VIEW_ONLY = 'This saved search is shared with you to view only. Ask its owner for edit access.';
export const SEARCH_OWNER_ONLY_DELETE = 'Only the owner of this saved search can delete it.';
export const SEARCH_OWNER_ONLY_SHARING = 'Only the owner of this saved search can change who it is shared with.';

/** What POST …/updateSaveSearch may change. */
export interface SavedSearchChanges {
  name?: string;
  enableNotification?: boolean;
  visibility?: Visibility;
  teamAccess?: TeamAccess;
}

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
          visibility: request.visibility ?? 'private',
          teamAccess: request.teamAccess ?? 'view',
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

  /**
   * Renames a search (the owner, or a teammate when it is shared to edit), turns the caller's own notifications on
   * (which also monitors it for them) or off, and/or changes its sharing (the owner only). Every check passes before
   * anything changes.
   */
  async update(user: UserRef, kind: SearchableKind, id: string, changes: SavedSearchChanges): Promise<SavedSearch> {
    const search = await this.visible(user, kind, id);
    const sharing = changes.visibility !== undefined || changes.teamAccess !== undefined;
    if (sharing && !search.mine) throw DomainError.forbidden(SEARCH_OWNER_ONLY_SHARING);
    if (changes.name !== undefined && !search.canEdit) throw DomainError.forbidden(SEARCH_VIEW_ONLY);
    const name = changes.name?.trim();
    if (name !== undefined) {
      try {
        if (!(await this.repository.rename(user.id, kind, search.id, name))) throw DomainError.notFound(NOT_FOUND);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw DomainError.conflict(
            search.mine
              ? `You already have a saved search named '${name}'.`
              : `${search.owner.fullName} already has a saved search named '${name}'.`,
            'name',
          );
        }
        throw error;
      }
    }
    if (changes.enableNotification !== undefined) {
      if (!(await this.repository.setNotification(user.id, kind, search.id, changes.enableNotification))) {
        throw DomainError.notFound(NOT_FOUND);
      }
    }
    if (sharing) {
      const { visibility, teamAccess } = changes;
      if (!(await this.repository.setSharing(user.id, kind, search.id, { visibility, teamAccess }))) {
        throw DomainError.notFound(NOT_FOUND);
      }
    }
    return this.get(user, kind, search.id);
  }

  /** The owner only: 403 for a teammate who sees the search. */
  async delete(user: UserRef, kind: SearchableKind, id: string): Promise<void> {
    const search = await this.visible(user, kind, id);
    if (!search.mine) throw DomainError.forbidden(SEARCH_OWNER_ONLY_DELETE);
    if (!(await this.repository.delete(user.id, kind, search.id))) throw DomainError.notFound(NOT_FOUND);
  }

  async setDefault(user: UserRef, kind: SearchableKind, id: string): Promise<void> {
    if (!(await this.repository.setDefault(user.id, kind, id))) throw DomainError.notFound(NOT_FOUND);
  }

  async setMonitored(user: UserRef, kind: SearchableKind, ids: string[]): Promise<void> {
    if (!(await this.repository.setMonitored(user.id, kind, ids))) throw DomainError.notFound(NOT_FOUND);
  }

  /** A search the caller sees, else 404 (an unknown id and another workspace's search alike). */
  private async visible(user: UserRef, kind: SearchableKind, id: string): Promise<SavedSearchRow> {
    const row = isUuid(id) ? await this.repository.findOne(user.id, kind, id) : undefined;
    if (!row) throw DomainError.notFound(NOT_FOUND);
    return row;
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
      visibility: row.visibility,
      teamAccess: row.teamAccess,
      canEdit: row.canEdit,
      mine: row.mine,
      owner: row.owner,
    };
  }
}
