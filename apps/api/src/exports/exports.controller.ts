// The export calls of every search kind (spec §7): download the selected rows, queue all results, list the
// user's CSV downloads. One controller class per kind, made from its kind manifest: the permission, the path
// prefix and route names (case included), the download-selected body's key; and its request bodies
// (EXPORT_REQUEST_SCHEMAS).
import { Controller, Get, HttpCode, Post, type Type } from '@nestjs/common';
import {
  EXPORT_REQUEST_SCHEMAS,
  KIND_MANIFESTS,
  MANIFESTS,
  type CsvDownload,
  type DownloadAllResponse,
  type DownloadEstimate,
  type SearchableKind,
} from '@leadsignal/contracts';
import { ExportsService, type SelectedDownload } from '@leadsignal/exports';
import { searchKindDefinition } from '@leadsignal/search';
import { RequirePermissions } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { ZodBody } from '../common/validation/zod.pipe';

interface ExportAllBody {
  csvDownloadName: string;
  saveSearch: boolean;
  enableNotification: boolean;
}

export function exportsController<K extends SearchableKind>(kind: K): Type<unknown> {
  const manifest = KIND_MANIFESTS[kind];
  const definition = searchKindDefinition(kind);
  const schemas = EXPORT_REQUEST_SCHEMAS[kind];
  const { prefix, selected, all, list, estimate, selectedKey } = manifest.api.exports;

  @Controller(prefix)
  @RequirePermissions(manifest.permissions.export)
  class ExportsController {
    constructor(readonly exports: ExportsService) {}

    @Post(selected)
    @HttpCode(200)
    downloadSelected(
      @CurrentUser() user: AuthUser,
      @ZodBody(schemas.selected) body: Record<string, { id: string }[]>,
    ): Promise<SelectedDownload> {
      return this.exports.downloadSelected(
        user,
        definition,
        body[selectedKey].map((row) => row.id),
      );
    }

    @Post(all)
    @HttpCode(200)
    downloadAll(
      @CurrentUser() user: AuthUser,
      @ZodBody(schemas.all) body: ExportAllBody,
    ): Promise<DownloadAllResponse> {
      const { csvDownloadName, saveSearch, enableNotification, ...criteria } = body;
      return this.exports.downloadAll(user, definition, criteria as never, {
        csvDownloadName,
        saveSearch,
        enableNotification,
      });
    }

    /** What a download-selected (the same body) or an export-all (`{criteria}`) would charge. */
    @Post(estimate)
    @HttpCode(200)
    estimate(
      @CurrentUser() user: AuthUser,
      @ZodBody(schemas.estimate) body: Record<string, unknown>,
    ): Promise<DownloadEstimate> {
      const named = body[selectedKey] as { id: string }[] | undefined;
      return this.exports.estimate(
        user,
        definition,
        named ? { ids: named.map((row) => row.id) } : { criteria: body.criteria as never },
      );
    }

    @Get(list)
    list(@CurrentUser() user: AuthUser): Promise<CsvDownload[]> {
      return this.exports.list(user, kind);
    }
  }

  Object.defineProperty(ExportsController, 'name', {
    value: `${kind[0].toUpperCase()}${kind.slice(1)}ExportsController`,
  });
  return ExportsController;
}

/** Every search kind's export calls, in the manifests' order. */
export const EXPORTS_CONTROLLERS: Type<unknown>[] = MANIFESTS.map((manifest) => exportsController(manifest.kind));
