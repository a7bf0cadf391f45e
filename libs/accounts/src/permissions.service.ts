import { Injectable } from '@nestjs/common';
import type { PermissionRecord } from '@leadsignal/contracts';
import { PermissionsRepository } from './permissions.repository';

/** The permission catalogue shown on the admin permissions page and offered when editing a role. */
@Injectable()
export class PermissionsService {
  constructor(private readonly permissions: PermissionsRepository) {}

  catalogue(): Promise<PermissionRecord[]> {
    return this.permissions.list();
  }
}
