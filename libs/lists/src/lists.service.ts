// Lists of prospects or companies, private to their owner: create, rename, delete, add and remove members.
// A list's members are opened, paged, searched and exported through the kind's own search with the list
// criterion (isListSelected + listId), which the search compiler scopes to the owner.
import { Inject, Injectable } from '@nestjs/common';
import {
  PERMISSIONS,
  type CreateListRequest,
  type ListKind,
  type ListMembersChanged,
  type ListsQuery,
  type SavedListPage,
  type Permission,
  type SavedList,
} from '@leadsignal/contracts';
import { APP_CONFIG, DomainError, isUniqueViolation, isUuid, type Env, type UserRef } from '@leadsignal/server-core';
import { ListsRepository, type ListRow } from './lists.repository';

const NOT_FOUND = 'The list was not found.';

/** The caller: who they are and what their roles grant (the API's AuthUser satisfies it). */
export interface ListsCaller extends UserRef {
  permissions: ReadonlySet<Permission>;
}

/** Keeping lists of a kind needs that kind's save permission. */
const SAVE_PERMISSION: Record<ListKind, Permission> = {
  companies: PERMISSIONS.companiesSave,
  prospects: PERMISSIONS.prospectsSave,
};

@Injectable()
export class ListsService {
  private readonly maxPerKind: number;

  constructor(
    private readonly lists: ListsRepository,
    @Inject(APP_CONFIG) config: Pick<Env, 'LISTS_MAX_PER_KIND'>,
  ) {
    this.maxPerKind = config.LISTS_MAX_PER_KIND;
  }

  async list(user: ListsCaller, query: ListsQuery): Promise<SavedListPage> {
    requirePermission(user, query.kind);
    const { rows, totalCount } = await this.lists.list(user.id, query.kind, {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { items: rows, totalCount };
  }

  async create(user: ListsCaller, request: CreateListRequest): Promise<SavedList> {
    requirePermission(user, request.kind);
    const row = await this.lists.insert(user.id, request.kind, request.name.trim(), this.maxPerKind);
    if (row === 'limit') {
      throw DomainError.unprocessable(
        `You can keep at most ${this.maxPerKind} lists here. Delete one to create another.`,
        'name',
      );
    }
    if (!row) throw nameTaken(request.name);
    return row;
  }

  async rename(user: ListsCaller, id: string, name: string): Promise<SavedList> {
    const list = await this.own(user, id);
    try {
      await this.lists.rename(user.id, list.id, name.trim());
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
    return (await this.lists.find(user.id, list.id)) as ListRow;
  }

  async delete(user: ListsCaller, id: string): Promise<void> {
    const list = await this.own(user, id);
    await this.lists.delete(user.id, list.id);
  }

  async addMembers(user: ListsCaller, id: string, ids: readonly string[]): Promise<ListMembersChanged> {
    const list = await this.own(user, id);
    const changed = await this.lists.addMembers(list, ids);
    return { changed, memberCount: await this.memberCount(user, list) };
  }

  async removeMembers(user: ListsCaller, id: string, ids: readonly string[]): Promise<ListMembersChanged> {
    const list = await this.own(user, id);
    const changed = await this.lists.removeMembers(list, ids);
    return { changed, memberCount: await this.memberCount(user, list) };
  }

  /** The count the triggers keep, read after the change (others may have changed the list meanwhile). */
  private async memberCount(user: ListsCaller, list: ListRow): Promise<number> {
    return (await this.lists.find(user.id, list.id))?.memberCount ?? 0;
  }

  /** The caller's own list (404 for anyone else's or an unknown id), with the kind's permission checked. */
  private async own(user: ListsCaller, id: string): Promise<ListRow> {
    const list = isUuid(id) ? await this.lists.find(user.id, id) : undefined;
    if (!list) throw DomainError.notFound(NOT_FOUND);
    requirePermission(user, list.kind);
    return list;
  }
}

function requirePermission(user: ListsCaller, kind: ListKind): void {
  if (!user.permissions.has(SAVE_PERMISSION[kind])) throw DomainError.forbidden();
}

function nameTaken(name: string): DomainError {
  return DomainError.conflict(`You already have a list named '${name.trim()}'.`, 'name');
}
