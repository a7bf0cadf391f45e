// SQL of one prospect as a given user sees it, with their contact details (the caller decides whether the
// user may see them). The search itself is the shared SearchRepository over the prospects kind.
import { Inject, Injectable } from '@nestjs/common';
import {
  isViewedSql,
  PROSPECT_RESULT_COLUMNS,
  PROSPECTS_KIND,
  SqlParams,
  type ProspectRecord,
} from '@leadsignal/search';
import { queryRows, type Queryable } from '@leadsignal/server-core';
import { DataSource } from 'typeorm';

export interface ProspectWithContactDetails extends ProspectRecord {
  email: string | null;
  phone: string | null;
}

@Injectable()
export class ProspectsRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  async findForUser(userId: string, id: string): Promise<ProspectWithContactDetails | null> {
    const params = new SqlParams([id]);
    const user = params.add(userId);
    const [row] = await queryRows<ProspectWithContactDetails>(
      this.db,
      `SELECT ${PROSPECT_RESULT_COLUMNS}, p.email, p.phone, ${isViewedSql(PROSPECTS_KIND, user)} AS "isViewed"
       FROM contacts p ${PROSPECTS_KIND.resultJoins}
       WHERE p.id = $1`,
      params.list(),
    );
    return row ?? null;
  }
}
