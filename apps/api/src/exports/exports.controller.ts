// The export calls of every search kind (spec §7): download the selected rows, queue all results, list the
// user's CSV downloads. One controller class per kind made from one definition: its search kind, its
// permission, its path prefix and route names (case included), and its request bodies.
import { Controller, Get, HttpCode, Post, type Type } from '@nestjs/common';
import {
  PERMISSIONS,
  companyDownloadAllRequestSchema,
  companyDownloadSelectedRequestSchema,
  prospectDownloadAllRequestSchema,
  prospectDownloadSelectedRequestSchema,
  downloadAllRequestSchema,
  downloadSelectedRequestSchema,
  type CsvDownload,
  type DownloadAllResponse,
  type Permission,
  type SearchableKind,
} from '@leadsignal/contracts';
import { ALERTS_KIND, COMPANIES_KIND, PROSPECTS_KIND, type SearchKindDefinition } from '@leadsignal/search';
import type { ZodType } from 'zod';
import { RequirePermissions } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { ZodBody } from '../common/validation/zod.pipe';
import { ExportsService, type SelectedDownload } from './exports.service';

export interface ExportRoutes<K extends SearchableKind> {
  definition: SearchKindDefinition<K>;
  permission: Permission;
  prefix: string;
  routes: { selected: string; all: string; list: string };
  /** The download-selected body and the ids it names. */
  selectedSchema: ZodType;
  selectedIds(body: never): string[];
  /** The export-all body: the kind's criteria plus csvDownloadName, saveSearch and enableNotification. */
  allSchema: ZodType;
}

interface ExportAllBody {
  csvDownloadName: string;
  saveSearch: boolean;
  enableNotification: boolean;
}

export function exportsController<K extends SearchableKind>(definition: ExportRoutes<K>): Type<unknown> {
  const { routes } = definition;

  @Controller(definition.prefix)
  @RequirePermissions(definition.permission)
  class ExportsController {
    constructor(readonly exports: ExportsService) {}

    @Post(routes.selected)
    @HttpCode(200)
    downloadSelected(
      @CurrentUser() user: AuthUser,
      @ZodBody(definition.selectedSchema) body: never,
    ): Promise<SelectedDownload> {
      return this.exports.downloadSelected(user, definition.definition, definition.selectedIds(body));
    }

    @Post(routes.all)
    @HttpCode(200)
    downloadAll(
      @CurrentUser() user: AuthUser,
      @ZodBody(definition.allSchema) body: ExportAllBody,
    ): Promise<DownloadAllResponse> {
      const { csvDownloadName, saveSearch, enableNotification, ...criteria } = body;
      return this.exports.downloadAll(user, definition.definition, criteria as never, {
        csvDownloadName,
        saveSearch,
        enableNotification,
      });
    }

    @Get(routes.list)
    list(@CurrentUser() user: AuthUser): Promise<CsvDownload[]> {
      return this.exports.list(user, definition.definition.kind);
    }
  }

  const kind = definition.definition.kind;
  Object.defineProperty(ExportsController, 'name', {
    value: `${kind[0].toUpperCase()}${kind.slice(1)}ExportsController`,
  });
  return ExportsController;
}

/** The alert screen's export calls (spec §7, Alerts). */
export const AlertExportsController = exportsController({
  definition: ALERTS_KIND,
  permission: PERMISSIONS.alertsExport,
  prefix: 'event',
  routes: {
    selected: 'downloadSelectedTriggerEvents',
    all: 'downloadAllTriggerEvents',
    list: 'getAllEventsCsvDownloads',
  },
  selectedSchema: downloadSelectedRequestSchema,
  selectedIds: (body: { events: { id: string }[] }) => body.events.map((event) => event.id),
  allSchema: downloadAllRequestSchema,
});

/** The registered-companies screen's export calls (spec §7, Registered companies). */
export const CompanyExportsController = exportsController({
  definition: COMPANIES_KIND,
  permission: PERMISSIONS.companiesExport,
  prefix: 'company',
  routes: { selected: 'downloadSelected', all: 'downloadAll', list: 'getAllRegisteredCompanyCsvDownloads' },
  selectedSchema: companyDownloadSelectedRequestSchema,
  selectedIds: (body: { companies: { id: string }[] }) => body.companies.map((company) => company.id),
  allSchema: companyDownloadAllRequestSchema,
});

/** The prospects screen's export calls (docs/prospects.md): e-mails and phones included, paid per person. */
export const ProspectExportsController = exportsController({
  definition: PROSPECTS_KIND,
  permission: PERMISSIONS.prospectsExport,
  prefix: 'prospect',
  routes: { selected: 'downloadSelected', all: 'downloadAll', list: 'getAllProspectCsvDownloads' },
  selectedSchema: prospectDownloadSelectedRequestSchema,
  selectedIds: (body: { prospects: { id: string }[] }) => body.prospects.map((prospect) => prospect.id),
  allSchema: prospectDownloadAllRequestSchema,
});
