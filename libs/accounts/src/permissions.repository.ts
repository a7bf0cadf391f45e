// SQL for the permission catalogue (seeded from libs/contracts PERMISSIONS).
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Permission, PermissionRecord } from '@leadsignal/contracts';
import { queryRows, type Queryable } from '@leadsignal/server-core';

@Injectable()
export class PermissionsRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  in(db: Queryable): PermissionsRepository {
    return new PermissionsRepository(db);
  }

  list(): Promise<PermissionRecord[]> {
    return queryRows<PermissionRecord>(this.db, `SELECT name, description FROM permissions ORDER BY name`);
  }

  /**
   * Makes the table equal this catalogue (descriptions included); a permission no longer in it goes, with
   * its grants. Answers the names it added.
   */
  async replaceCatalogue(catalogue: readonly PermissionRecord[]): Promise<Set<Permission>> {
    const existing = await queryRows<{ name: string }>(this.db, `SELECT name FROM permissions`);
    const known = new Set(existing.map((row) => row.name));
    const names = catalogue.map((permission) => permission.name);
    await this.db.query(
      `INSERT INTO permissions (name, description) SELECT * FROM unnest($1::text[], $2::text[])
       ON CONFLICT (name) DO UPDATE SET description = EXCLUDED.description`,
      [names, catalogue.map((permission) => permission.description)],
    );
    await this.db.query(`DELETE FROM permissions WHERE NOT (name = ANY($1::text[]))`, [names]);
    return new Set(names.filter((name) => !known.has(name)));
  }
}
