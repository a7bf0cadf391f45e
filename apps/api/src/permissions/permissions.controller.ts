import { Controller, Get } from '@nestjs/common';
import { PERMISSIONS } from '@leadsignal/contracts';
import { RequirePermissions } from '../common/auth/access.decorators';
import type { PermissionRecord } from '@leadsignal/contracts';
import { PermissionsService } from '@leadsignal/accounts';

@Controller('permissions')
export class PermissionsController {
  constructor(private readonly permissions: PermissionsService) {}

  @RequirePermissions(PERMISSIONS.adminPermissions)
  @Get()
  list(): Promise<PermissionRecord[]> {
    return this.permissions.catalogue();
  }
}
