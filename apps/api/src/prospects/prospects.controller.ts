// Prospects (docs/prospects.md): the search, one person, and revealing their contact details.
import { Controller, HttpCode, Post } from '@nestjs/common';
import {
  PERMISSIONS,
  idRequestSchema,
  prospectSearchCriteriaSchema,
  type IdRequest,
  type ProspectDetail,
  type ProspectSearchCriteria,
  type ProspectsResponse,
  type RevealProspectResponse,
} from '@leadsignal/contracts';
import { RequirePermissions } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { RequestSignal } from '../common/http/request-signal.decorator';
import { ZodBody } from '../common/validation/zod.pipe';
import { ProspectsService, RevealService } from '@leadsignal/records';
import { PROSPECTS_KIND } from '@leadsignal/search';

@Controller('prospect')
export class ProspectsController {
  constructor(
    private readonly prospects: ProspectsService,
    private readonly reveals: RevealService,
  ) {}

  @RequirePermissions(PERMISSIONS.prospectsSearch)
  @Post('search')
  @HttpCode(200)
  search(
    @CurrentUser() user: AuthUser,
    @ZodBody(prospectSearchCriteriaSchema) criteria: ProspectSearchCriteria,
    @RequestSignal() signal: AbortSignal,
  ): Promise<ProspectsResponse> {
    return this.prospects.search(user, criteria, signal);
  }

  @RequirePermissions(PERMISSIONS.prospectsSearch)
  @Post('getById')
  @HttpCode(200)
  getById(@CurrentUser() user: AuthUser, @ZodBody(idRequestSchema) body: IdRequest): Promise<ProspectDetail> {
    return this.prospects.getById(user, body.id);
  }

  @RequirePermissions(PERMISSIONS.prospectsReveal)
  @Post('getEmail')
  @HttpCode(200)
  async getEmail(
    @CurrentUser() user: AuthUser,
    @ZodBody(idRequestSchema) body: IdRequest,
  ): Promise<RevealProspectResponse> {
    const revealed = await this.reveals.reveal(PROSPECTS_KIND, user, body.id);
    return {
      data: revealed.email,
      phone: revealed.phone,
      isCreditDeducted: revealed.isCreditDeducted,
      monthlyAvailableCredits: revealed.balance,
      paidBy: revealed.paidBy,
    };
  }
}
