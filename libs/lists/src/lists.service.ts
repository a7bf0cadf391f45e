// Lists of prospects or companies: create, rename, delete, share, add and remove members. A list is private to its
// owner or shared with the owner's team, to view or to edit (docs/teams-sharing.md). A list the caller does not see
// is 404 as an unknown one; one they see but may not change is 403 with the reason (view only; delete and sharing
// are the owner's). A list's members are opened, paged, searched and exported through the kind's own search with
// the list criterion (isListSelected + listId), which the search compiler scopes the same way.
import { Inject, Injectable } from '@nestjs/common';
import {
  PERMISSIONS,
  type CreateListRequest,
  type ListKind,
  type ListMembersChanged,
  type ListsQuery,
  type SavedListPage,
  type Permission,
  type RenameListRequest,
  type SavedList,
  type SharingRequest,
} from '@leadsignal/contracts';
import { APP_CONFIG, DomainError, isUniqueViolation, isUuid, type Env, type UserRef } from '@leadsignal/server-core';
import { ListsRepository, type ListRow } from './lists.repository';

const NOT_FOUND = 'The list was not found.';
export const LIST_VIEW_ONLY = 'This list is shared with you to view only. Ask its owner for edit access.';
export const LIST_OWNER_ONLY_DELETE = 'Only the owner of this list can delete it.';
export const LIST_OWNER_ONLY_SHARING = 'Only the owner of this list can change who it is shared with.';

/** What a call needs of a list beyond seeing it: to change it, or to own it (with the reason when not). */
type Access = 'edit' | { owner: string };

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
    const row = await this.lists.insert(
      user.id,
      {
        kind: request.kind,
        name: request.name.trim(),
        visibility: request.visibility ?? 'private',
        teamAccess: request.teamAccess ?? 'view',
      },
      this.maxPerKind,
    );
    if (row === 'limit') {
      throw DomainError.unprocessable(
        `You can keep at most ${this.maxPerKind} lists here. Delete one to create another.`,
        'name',
      );
    }
    if (!row) throw nameTaken(request.name);
    return row;
  }

  /**
   * PUT lists/:id: a new name (the owner, or a teammate when the list is shared to edit) and/or new sharing (the
   * owner only). Every check passes before anything changes.
   */
  async rename(user: ListsCaller, id: string, changes: RenameListRequest): Promise<SavedList> {
    const { visibility, teamAccess } = changes;
    const sharing = visibility !== undefined || teamAccess !== undefined;
    const list = await this.visible(
      user,
      id,
      ...(changes.name !== undefined ? ['edit' as const] : []),
      ...(sharing ? [{ owner: LIST_OWNER_ONLY_SHARING }] : []),
    );
    if (changes.name !== undefined) {
      try {
        if (!(await this.lists.rename(user.id, list.id, changes.name.trim()))) throw DomainError.notFound(NOT_FOUND);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken(changes.name, list);
        throw error;
      }
    }
    if (sharing) {
      await this.lists.setSharing(user.id, list.id, { visibility: visibility ?? list.visibility, teamAccess });
    }
    return this.reread(user, list);
  }

  /** PUT lists/:id/sharing: the owner shares the list with their team (to view or to edit) or makes it private. */
  async setSharing(user: ListsCaller, id: string, sharing: SharingRequest): Promise<SavedList> {
    const list = await this.visible(user, id, { owner: LIST_OWNER_ONLY_SHARING });
    if (!(await this.lists.setSharing(user.id, list.id, sharing))) throw DomainError.notFound(NOT_FOUND);
    return this.reread(user, list);
  }

  async delete(user: ListsCaller, id: string): Promise<void> {
    const list = await this.visible(user, id, { owner: LIST_OWNER_ONLY_DELETE });
    if (!(await this.lists.delete(user.id, list.id))) throw DomainError.notFound(NOT_FOUND);
  }

  async addMembers(user: ListsCaller, id: string, ids: readonly string[]): Promise<ListMembersChanged> {
    const list = await this.visible(user, id, 'edit');
    const changed = await this.lists.addMembers(user.id, list, ids);
    return { changed, memberCount: await this.memberCount(user, list) };
  }

  async removeMembers(user: ListsCaller, id: string, ids: readonly string[]): Promise<ListMembersChanged> {
    const list = await this.visible(user, id, 'edit');
    const changed = await this.lists.removeMembers(user.id, list, ids);
    return { changed, memberCount: await this.memberCount(user, list) };
  }

  /** The count the triggers keep, read after the change (others may have changed the list meanwhile). */
  private async memberCount(user: ListsCaller, list: ListRow): Promise<number> {
    return (await this.lists.find(user.id, list.id))?.memberCount ?? 0;
  }

  /** The list read again after a change, as the caller now sees it. */
  private async reread(user: ListsCaller, list: ListRow): Promise<SavedList> {
    const row = await this.lists.find(user.id, list.id);
    if (!row) throw DomainError.notFound(NOT_FOUND);
    return row;
  }

  /**
   * A list the caller sees (404 for one they don't, as for an unknown id), with the kind's permission checked and
   * what the call needs: 403 with the reason when they see it but may not change it, or do not own it.
   */
  private async visible(user: ListsCaller, id: string, ...needs: Access[]): Promise<ListRow> {
    const list = isUuid(id) ? await this.lists.find(user.id, id) : undefined;
    if (!list) throw DomainError.notFound(NOT_FOUND);
    requirePermission(user, list.kind);
    for (const need of needs) {
      if (need === 'edit' && !list.canEdit) throw DomainError.forbidden(LIST_VIEW_ONLY);
      if (typeof need === 'object' && !list.mine) throw DomainError.forbidden(need.owner);
    }
    return list;
  }
}

function requirePermission(user: ListsCaller, kind: ListKind): void {
  if (!user.permissions.has(SAVE_PERMISSION[kind])) throw DomainError.forbidden();
}

function nameTaken(name: string, list?: ListRow): DomainError {
  if (list && !list.mine) {
    return DomainError.conflict(`${list.owner.fullName} already has a list named '${name.trim()}'.`, 'name');
  }
  return DomainError.conflict(`You already have a list named '${name.trim()}'.`, 'name');
}
