// SQL for the permission catalogue (seeded from libs/contracts PERMISSIONS).
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PermissionRecord } from '@leadsignal/contracts';
import { queryRows, type Queryable } from '@leadsignal/server-core';

@Injectable()
export class PermissionsRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  list(): Promise<PermissionRecord[]> {
    return queryRows<PermissionRecord>(this.db, `SELECT name, description FROM permissions ORDER BY name`);
  }
}
