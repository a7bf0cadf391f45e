// Lists (docs/prospects.md, /updateList): private to their owner or shared with their team to view or to edit
// (docs/teams-sharing.md); the kind's save permission and who may do what are checked by the service (a list's
// kind is in its row, not in the path).
import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  createListRequestSchema,
  listMembersRequestSchema,
  listsQuerySchema,
  renameListRequestSchema,
  sharingRequestSchema,
  type CreateListRequest,
  type ListMembersChanged,
  type ListMembersRequest,
  type ListsQuery,
  type SavedListPage,
  type RenameListRequest,
  type SavedList,
  type SharingRequest,
} from '@leadsignal/contracts';
import { SignedIn } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { IdParam, ZodBody, ZodQuery } from '../common/validation/zod.pipe';
import { ListsService } from '@leadsignal/lists';

@Controller('lists')
@SignedIn()
export class ListsController {
  constructor(private readonly lists: ListsService) {}

  @Get()
  list(@CurrentUser() user: AuthUser, @ZodQuery(listsQuerySchema) query: ListsQuery): Promise<SavedListPage> {
    return this.lists.list(user, query);
  }

  @Post()
  create(@CurrentUser() user: AuthUser, @ZodBody(createListRequestSchema) body: CreateListRequest): Promise<SavedList> {
    return this.lists.create(user, body);
  }

  @Put(':id')
  rename(
    @CurrentUser() user: AuthUser,
    @IdParam('id', 'The list was not found.') id: string,
    @ZodBody(renameListRequestSchema) body: RenameListRequest,
  ): Promise<SavedList> {
    return this.lists.rename(user, id, body);
  }

  /** The owner only: 403 for a teammate who sees the list, 404 for anyone else. */
  @Put(':id/sharing')
  setSharing(
    @CurrentUser() user: AuthUser,
    @IdParam('id', 'The list was not found.') id: string,
    @ZodBody(sharingRequestSchema) body: SharingRequest,
  ): Promise<SavedList> {
    return this.lists.setSharing(user, id, body);
  }

  @Delete(':id')
  async delete(
    @CurrentUser() user: AuthUser,
    @IdParam('id', 'The list was not found.') id: string,
  ): Promise<{ id: string }> {
    await this.lists.delete(user, id);
    return { id };
  }

  @Post(':id/members')
  @HttpCode(200)
  addMembers(
    @CurrentUser() user: AuthUser,
    @IdParam('id', 'The list was not found.') id: string,
    @ZodBody(listMembersRequestSchema) body: ListMembersRequest,
  ): Promise<ListMembersChanged> {
    return this.lists.addMembers(user, id, body.ids);
  }

  @Post(':id/members/remove')
  @HttpCode(200)
  removeMembers(
    @CurrentUser() user: AuthUser,
    @IdParam('id', 'The list was not found.') id: string,
    @ZodBody(listMembersRequestSchema) body: ListMembersRequest,
  ): Promise<ListMembersChanged> {
    return this.lists.removeMembers(user, id, body.ids);
  }
}
