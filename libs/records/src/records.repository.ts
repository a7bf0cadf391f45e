// SQL of one trigger event as a given user sees it, with its contact's e-mail (the search itself is the
// shared SearchRepository over the alerts kind).
import { Inject, Injectable } from '@nestjs/common';
import { ALERT_RESULT_COLUMNS, ALERTS_KIND, isViewedSql, SqlParams, type TriggerEventRecord } from '@leadsignal/search';
import { queryRows, type Queryable } from '@leadsignal/server-core';
import { DataSource } from 'typeorm';

export interface TriggerEventWithEmail extends TriggerEventRecord {
  /** The contact's e-mail; callers decide whether the user may see it. */
  email: string | null;
  /** The person the alert names (what revealing it pays for), or null. */
  contactId: string | null;
}

@Injectable()
export class AlertsRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  in(db: Queryable): AlertsRepository {
    return new AlertsRepository(db);
  }

  /** The event with its contact's e-mail and whether this user has viewed it; null when unknown. */
  async findForUser(userId: string, id: string): Promise<TriggerEventWithEmail | null> {
    const params = new SqlParams([id]);
    const user = params.add(userId);
    const [row] = await queryRows<TriggerEventWithEmail>(
      this.db,
      `SELECT ${ALERT_RESULT_COLUMNS}, c.email, e.contact_id AS "contactId", ${isViewedSql(ALERTS_KIND, user)} AS "isViewed"
       FROM trigger_events e ${ALERTS_KIND.csvJoins}
       WHERE e.id = $1`,
      params.list(),
    );
    return row ?? null;
  }
}
