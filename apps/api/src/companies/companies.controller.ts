// Registered companies (spec §7, paths as written): the search, one company, and a company's logo address.
import { Controller, HttpCode, Post } from '@nestjs/common';
import {
  PERMISSIONS,
  companySearchCriteriaSchema,
  generateLogoRequestSchema,
  idRequestSchema,
  type CompanyDetail,
  type CompanySearchCriteria,
  type GenerateLogoResponse,
  type IdRequest,
  type RegisteredCompaniesResponse,
} from '@leadsignal/contracts';
import type { z } from 'zod';
import { RequirePermissions } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { RequestSignal } from '../common/http/request-signal.decorator';
import { ZodBody } from '../common/validation/zod.pipe';
import { LogosService } from '@leadsignal/records';
import { CompaniesService } from '@leadsignal/records';

@Controller('company')
@RequirePermissions(PERMISSIONS.companiesSearch)
export class CompaniesController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly logos: LogosService,
  ) {}

  @Post('registered/search')
  @HttpCode(200)
  search(
    @CurrentUser() user: AuthUser,
    @ZodBody(companySearchCriteriaSchema) criteria: CompanySearchCriteria,
    @RequestSignal() signal: AbortSignal,
  ): Promise<RegisteredCompaniesResponse> {
    return this.companies.search(user, criteria, signal);
  }

  @Post('getById')
  @HttpCode(200)
  getById(@CurrentUser() user: AuthUser, @ZodBody(idRequestSchema) body: IdRequest): Promise<CompanyDetail> {
    return this.companies.getById(user, body.id);
  }

  @Post('generateLogo')
  @HttpCode(200)
  generateLogo(
    @ZodBody(generateLogoRequestSchema) body: z.infer<typeof generateLogoRequestSchema>,
  ): Promise<GenerateLogoResponse> {
    return this.logos.generate(body.domain);
  }
}
