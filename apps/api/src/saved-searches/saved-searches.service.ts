// Saved searches of every kind: save with validated criteria, load (flagging criteria that no longer
// validate instead of failing), one default per user and kind, and which ones are monitored.
import { Injectable } from '@nestjs/common';
import { parseStoredCriteria, type SaveSearchRequest, type SavedSearch, type SearchKind } from '@leadsignal/contracts';
import type { AuthUser } from '../common/auth/current-user.decorator';
import { ApiError } from '../common/errors/api-error';
import { isUniqueViolation, isUuid } from '../database/sql';
import { SavedSearchesRepository, type SavedSearchRow } from './saved-searches.repository';

const NOT_FOUND = 'Saved search not found.';

@Injectable()
export class SavedSearchesService {
  constructor(private readonly repository: SavedSearchesRepository) {}

  async save(user: AuthUser, kind: SearchKind, request: SaveSearchRequest): Promise<SavedSearch> {
    const parsed = parseStoredCriteria(request.searchCriteria);
    if (!parsed.ok) throw ApiError.badRequest(parsed.reason, 'searchCriteria');
    try {
      const row = await this.repository.insert(user.id, kind, {
        name: request.name.trim(),
        criteria: parsed.criteria,
        enableNotification: request.enableNotification ?? false,
      });
      return this.map(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw ApiError.conflict(`You already have a saved search named '${request.name.trim()}'.`, 'name');
      }
      throw error;
    }
  }

  async get(user: AuthUser, kind: SearchKind, id: string): Promise<SavedSearch> {
    const row = isUuid(id) ? await this.repository.findOne(user.id, kind, id) : undefined;
    if (!row) throw ApiError.notFound(NOT_FOUND);
    return this.map(row);
  }

  async getDefault(user: AuthUser, kind: SearchKind): Promise<SavedSearch | null> {
    const row = await this.repository.findDefault(user.id, kind);
    return row ? this.map(row) : null;
  }

  async list(user: AuthUser, kind: SearchKind): Promise<SavedSearch[]> {
    return (await this.repository.list(user.id, kind)).map((row) => this.map(row));
  }

  async delete(user: AuthUser, kind: SearchKind, id: string): Promise<void> {
    if (!(await this.repository.delete(user.id, kind, id))) throw ApiError.notFound(NOT_FOUND);
  }

  async setDefault(user: AuthUser, kind: SearchKind, id: string): Promise<void> {
    if (!(await this.repository.setDefault(user.id, kind, id))) throw ApiError.notFound(NOT_FOUND);
  }

  async setMonitored(user: AuthUser, kind: SearchKind, ids: string[]): Promise<void> {
    if (!(await this.repository.setMonitored(user.id, kind, ids))) throw ApiError.notFound(NOT_FOUND);
  }

  private map(row: SavedSearchRow): SavedSearch {
    const text = JSON.stringify(row.criteria);
    const stored = parseStoredCriteria(text);
    return {
      id: row.id,
      kind: row.kind,
      name: row.name,
      searchCriteria: text,
      enableNotification: row.enable_notification,
      isDefault: row.is_default,
      isMonitored: row.is_monitored,
      createdOn: row.created_at.toISOString(),
      criteriaError: stored.ok ? null : stored.reason,
    };
  }
}
