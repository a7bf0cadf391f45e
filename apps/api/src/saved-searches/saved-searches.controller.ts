// The saved-search calls of every search kind (spec §7), one controller class per kind made from its kind
// manifest: its permission, its path prefix and its route names, case included (`event/saveSearch`,
// `company/registered/getListSaveSearch`, `prospect/setDefaultSaveSearch` …).
import { Controller, Get, HttpCode, Post, type Type } from '@nestjs/common';
import {
  KIND_MANIFESTS,
  MANIFESTS,
  idRequestSchema,
  idSchema,
  listSavedSearchesQuerySchema,
  saveSearchRequestSchema,
  savedSearchIdsRequestSchema,
  updateSavedSearchRequestSchema,
  type ListSavedSearchesQuery,
  type SavedSearchPage,
  type UpdateSavedSearchRequest,
  type SavedSearch,
  type SearchableKind,
} from '@leadsignal/contracts';
import { SavedSearchesService } from '@leadsignal/saved-searches';
import { z } from 'zod';
import { RequirePermissions } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { ZodBody, ZodQuery } from '../common/validation/zod.pipe';

const getSearchQuerySchema = z.strictObject({ id: idSchema() });

export function savedSearchesController(kind: SearchableKind): Type<unknown> {
  const manifest = KIND_MANIFESTS[kind];
  const routes = manifest.api.savedSearches;

  @Controller(routes.prefix)
  @RequirePermissions(manifest.permissions.save)
  class SavedSearchesController {
    constructor(readonly savedSearches: SavedSearchesService) {}

    @Post(routes.save)
    save(
      @CurrentUser() user: AuthUser,
      @ZodBody(saveSearchRequestSchema) body: z.infer<typeof saveSearchRequestSchema>,
    ): Promise<SavedSearch> {
      return this.savedSearches.save(user, kind, body);
    }

    @Get(routes.getDefault)
    getDefault(@CurrentUser() user: AuthUser): Promise<SavedSearch | null> {
      return this.savedSearches.getDefault(user, kind);
    }

    @Get(routes.get)
    get(
      @CurrentUser() user: AuthUser,
      @ZodQuery(getSearchQuerySchema) query: z.infer<typeof getSearchQuerySchema>,
    ): Promise<SavedSearch> {
      return this.savedSearches.get(user, kind, query.id);
    }

    /** Every saved search (the spec's shape); with page and/or pageSize, one page as {items, totalCount}. */
    @Get(routes.list)
    list(
      @CurrentUser() user: AuthUser,
      @ZodQuery(listSavedSearchesQuerySchema) query: ListSavedSearchesQuery,
    ): Promise<SavedSearch[] | SavedSearchPage> {
      if (query.page === undefined && query.pageSize === undefined) return this.savedSearches.list(user, kind);
      return this.savedSearches.listPage(user, kind, query);
    }

    @Post(routes.update)
    @HttpCode(200)
    update(
      @CurrentUser() user: AuthUser,
      @ZodBody(updateSavedSearchRequestSchema) body: UpdateSavedSearchRequest,
    ): Promise<SavedSearch> {
      const { id, ...changes } = body;
      return this.savedSearches.update(user, kind, id, changes);
    }

    @Post(routes.delete)
    @HttpCode(200)
    async delete(@CurrentUser() user: AuthUser, @ZodBody(idRequestSchema) body: z.infer<typeof idRequestSchema>) {
      await this.savedSearches.delete(user, kind, body.id);
      return { id: body.id };
    }

    @Post(routes.setDefault)
    @HttpCode(200)
    async setDefault(@CurrentUser() user: AuthUser, @ZodBody(idRequestSchema) body: z.infer<typeof idRequestSchema>) {
      await this.savedSearches.setDefault(user, kind, body.id);
      return { id: body.id };
    }

    @Post(routes.setMonitored)
    @HttpCode(200)
    async setMonitored(
      @CurrentUser() user: AuthUser,
      @ZodBody(savedSearchIdsRequestSchema) body: z.infer<typeof savedSearchIdsRequestSchema>,
    ) {
      await this.savedSearches.setMonitored(user, kind, body.ids);
      return { ids: body.ids };
    }
  }

  Object.defineProperty(SavedSearchesController, 'name', {
    value: `${kind[0].toUpperCase()}${kind.slice(1)}SavedSearchesController`,
  });
  return SavedSearchesController;
}

/** Every search kind's saved-search calls, in the manifests' order. */
export const SAVED_SEARCHES_CONTROLLERS: Type<unknown>[] = MANIFESTS.map((manifest) =>
  savedSearchesController(manifest.kind),
);
