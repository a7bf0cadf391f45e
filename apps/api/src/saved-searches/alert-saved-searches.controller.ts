// The alert screen's saved-search calls (spec §7, paths as written).
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  PERMISSIONS,
  idRequestSchema,
  saveSearchRequestSchema,
  savedSearchIdsRequestSchema,
} from '@leadsignal/contracts';
import { RequirePermissions } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { ZodBody, ZodQuery } from '../common/validation/zod.pipe';
import { SavedSearchesService } from './saved-searches.service';

const KIND = 'alerts';
const getSearchQuerySchema = z.strictObject({ id: z.string().min(1, 'id is required.') });

@Controller('event')
@RequirePermissions(PERMISSIONS.alertsSave)
export class AlertSavedSearchesController {
  constructor(private readonly savedSearches: SavedSearchesService) {}

  @Post('saveSearch')
  save(@CurrentUser() user: AuthUser, @ZodBody(saveSearchRequestSchema) body: z.infer<typeof saveSearchRequestSchema>) {
    return this.savedSearches.save(user, KIND, body);
  }

  @Get('getDefaultSaveSearch')
  getDefault(@CurrentUser() user: AuthUser) {
    return this.savedSearches.getDefault(user, KIND);
  }

  @Get('getSearch')
  get(@CurrentUser() user: AuthUser, @ZodQuery(getSearchQuerySchema) query: z.infer<typeof getSearchQuerySchema>) {
    return this.savedSearches.get(user, KIND, query.id);
  }

  @Get('listSaveSearch')
  list(@CurrentUser() user: AuthUser) {
    return this.savedSearches.list(user, KIND);
  }

  @Post('deleteEventSearch')
  @HttpCode(200)
  async delete(@CurrentUser() user: AuthUser, @ZodBody(idRequestSchema) body: z.infer<typeof idRequestSchema>) {
    await this.savedSearches.delete(user, KIND, body.id);
    return { id: body.id };
  }

  @Post('setDefaultEventSearch')
  @HttpCode(200)
  async setDefault(@CurrentUser() user: AuthUser, @ZodBody(idRequestSchema) body: z.infer<typeof idRequestSchema>) {
    await this.savedSearches.setDefault(user, KIND, body.id);
    return { id: body.id };
  }

  @Post('updateEventSearchesToMonitor')
  @HttpCode(200)
  async setMonitored(
    @CurrentUser() user: AuthUser,
    @ZodBody(savedSearchIdsRequestSchema) body: z.infer<typeof savedSearchIdsRequestSchema>,
  ) {
    await this.savedSearches.setMonitored(user, KIND, body.ids);
    return { ids: body.ids };
  }
}
