// SQL of logos: the name a domain's company goes by (its logo's initials).
import { Inject, Injectable } from '@nestjs/common';
import { queryRows, type Queryable } from '@leadsignal/server-core';
import { DataSource } from 'typeorm';

@Injectable()
export class LogosRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  async companyName(domain: string): Promise<string | null> {
    const [row] = await queryRows<{ name: string }>(this.db, `SELECT name FROM companies WHERE domain = $1`, [domain]);
    return row?.name ?? null;
  }
}
