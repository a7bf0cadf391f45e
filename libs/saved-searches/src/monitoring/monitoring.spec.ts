// A monitoring run against real PostgreSQL, for every kind: each notification links to its saved search with
// the run's arrival window — (watermark, cut-off], to the microsecond — and that windowed search counts
// exactly the matches the notification announced, through the kind's own count (never a roll-up).
import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { MailJob, SearchableKind } from '@leadsignal/contracts';
import { NotificationsRepository } from '@leadsignal/notifications';
import { compileCount, fromOf, searchKindDefinition } from '@leadsignal/search';
import { createDataSource, dropDatabase, ensureDatabase, runMigrations, type Env } from '@leadsignal/server-core';
import { siblingDatabaseUrl } from '@leadsignal/testing';
import type { DataSource } from 'typeorm';
import type { DigestMailer } from './digest-mailer';
import { MonitoringRepository } from './monitoring.repository';
import { MonitoringService } from './monitoring.service';

jest.setTimeout(60_000);

const APP_URL = 'https://app.leadsignal.test';
/** The searches' watermark: a microsecond past midnight, so rounding to milliseconds would show. */
const WATERMARK = '2026-01-01T00:00:00.000001Z';
/** An arrival `micros` microseconds past midnight (1 = exactly the watermark, not new). */
const at = (micros: number) => `2026-01-01T00:00:00.${String(micros).padStart(6, '0')}Z`;

describe('saved-search monitoring run', () => {
  let db: DataSource;
  let service: MonitoringService;
  const mailed: MailJob[] = [];
  const run = randomBytes(3).toString('hex');
  const databaseUrl = siblingDatabaseUrl('monitoring');

  beforeAll(async () => {
    Logger.overrideLogger(false);
    // A database of its own: the run announces every user's monitored searches, not only this spec's.
    await dropDatabase(databaseUrl);
    await ensureDatabase(databaseUrl);
    db = createDataSource(databaseUrl, 'leadsignal-monitoring-lib-test');
    await db.initialize();
    await runMigrations(db);
    const mailer = { enqueue: async (_id: string, mail: MailJob) => void mailed.push(mail) } as DigestMailer;
    service = new MonitoringService(
      { APP_URL } as Env,
      db,
      new MonitoringRepository(db),
      mailer,
      new NotificationsRepository(db),
    );
  });
  afterAll(async () => {
    await db?.destroy();
    await dropDatabase(databaseUrl);
  });

  async function newUser(name: string): Promise<string> {
    const email = `${name.toLowerCase()}-${run}@example.com`;
    const [row] = await db.query(
      `INSERT INTO users (email, user_name, first_name, last_name, email_confirmed_at)
       VALUES ($1, $1, $2, 'Tester', now()) RETURNING id`,
      [email, name],
    );
    return row.id;
  }

  async function monitoredSearch(
    userId: string,
    kind: SearchableKind,
    name: string,
    criteria: object,
  ): Promise<string> {
    const [row] = await db.query(
      `INSERT INTO saved_searches (user_id, kind, name, criteria, enable_notification, is_monitored, watermark)
       VALUES ($1, $2, $3, $4, true, true, $5::timestamptz) RETURNING id`,
      [userId, kind, name, JSON.stringify(criteria), WATERMARK],
    );
    return row.id;
  }

  /** The notification's screen counts: its saved search with the link's window, as the search page counts. */
  async function countOfLink(kind: SearchableKind, userId: string, link: string): Promise<number> {
    const params = new URL(link, APP_URL).searchParams;
    const [saved] = await db.query(`SELECT criteria FROM saved_searches WHERE id = $1`, [params.get('ssid')]);
    const definition = searchKindDefinition(kind);
    const criteria = definition.criteriaSchema.parse({
      ...saved.criteria,
      isArrivedWindowSelected: true,
      arrivedAfter: params.get('arrivedAfter'),
      arrivedUntil: params.get('arrivedUntil'),
    });
    const count = compileCount(definition.search, fromOf(definition), criteria, definition.countRollups, { userId });
    expect(count.rollup).toBeNull();
    const [row] = await db.query(count.sql, count.params);
    return Number(row.count);
  }

  it('links every notification to its window, and the window counts exactly what it announced', async () => {
    const ann = await newUser('Ann');
    const ben = await newUser('Ben');
    const funding = await monitoredSearch(ann, 'alerts', 'Funding', {
      isTriggerEventsTypeSelected: true,
      eventTypes: ['funding'],
      isContactNameRequiredSelected: false,
    });
    const texas = await monitoredSearch(ann, 'companies', 'Texas', { isStatesSelected: true, states: ['Texas'] });
    const chiefs = await monitoredSearch(ben, 'prospects', 'Chiefs', {
      isContactJobLevelSelected: true,
      contactJobLevels: ['cxo'],
    });

    // Alerts: one at the watermark (announced by the run before), two after it, one now, and an award.
    const event = (n: number, type: string, arrived: string | null) =>
      db.query(
        `INSERT INTO trigger_events (title, url, type, date_published, ingested_at)
         VALUES ($1, $2, $3, '2024-01-01', coalesce($4::timestamptz, now()))`,
        [`Event ${n} ${run}`, `https://news.example/${run}/${n}`, type, arrived],
      );
    await event(1, 'funding', at(1));
    await event(2, 'funding', at(2));
    await event(3, 'funding', at(3));
    await event(4, 'funding', null);
    await event(5, 'awards', at(4));
    const company = (name: string, state: string, arrived: string) =>
      db.query(`INSERT INTO companies (name, domain, country, state, ingested_at) VALUES ($1, $2, 'US', $3, $4)`, [
        name,
        `${name.toLowerCase()}-${run}.example.com`,
        state,
        arrived,
      ]);
    await company('Alamo', 'Texas', at(1));
    await company('Bayou', 'Texas', at(5));
    await company('Erie', 'Ohio', at(6));
    const contact = (first: string, seniority: string, arrived: string) =>
      db.query(`INSERT INTO contacts (first_name, last_name, seniority, ingested_at) VALUES ($1, $2, $3, $4)`, [
        first,
        run,
        seniority,
        arrived,
      ]);
    await contact('Cara', 'cxo', '2025-12-31T23:59:59Z');
    await contact('Dina', 'cxo', at(7));
    await contact('Eli', 'junior', at(8));

    const result = await service.run();
    expect(result).toMatchObject({ users: 2, notifications: 3, digests: 2 });
    expect(result.cutoff).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    const windowed = (screen: string, id: string) =>
      `${screen}?ssid=${id}&arrivedAfter=2026-01-01T00%3A00%3A00.000001Z&arrivedUntil=${encodeURIComponent(result.cutoff)}`;

    const notifications: { saved_search_id: string; user_id: string; item_count: number; link: string }[] =
      await db.query(`SELECT saved_search_id, user_id, item_count, link FROM notifications ORDER BY title`);
    expect(notifications).toEqual(
      expect.arrayContaining([
        { saved_search_id: funding, user_id: ann, item_count: 3, link: windowed('/alerts', funding) },
        { saved_search_id: texas, user_id: ann, item_count: 1, link: windowed('/registries', texas) },
        { saved_search_id: chiefs, user_id: ben, item_count: 1, link: windowed('/prospects', chiefs) },
      ]),
    );
    expect(notifications).toHaveLength(3);

    const kinds: Record<string, SearchableKind> = { [funding]: 'alerts', [texas]: 'companies', [chiefs]: 'prospects' };
    for (const notification of notifications) {
      const kind = kinds[notification.saved_search_id];
      expect(await countOfLink(kind, notification.user_id, notification.link)).toBe(notification.item_count);
    }
    // Without the window the same searches count every match, the old ones too.
    const [all] = await db.query(`SELECT count(*)::int AS n FROM trigger_events WHERE type = 'funding'`);
    expect(all.n).toBe(4);

    // The digest links each search (name and "see all") the same way.
    const annMail = mailed.find((mail) => String(mail.variables.digest).includes('Funding'));
    const digest = String(annMail?.variables.digest);
    expect(digest.split(`href="${APP_URL}${windowed('/alerts', funding).replace(/&/g, '&amp;')}"`)).toHaveLength(3);
    expect(digest).toContain(`href="${APP_URL}${windowed('/registries', texas).replace(/&/g, '&amp;')}"`);

    // Watermarks moved to the cut-off: the next run announces nothing.
    const [{ watermark }] = await db.query(
      `SELECT to_char(watermark AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS watermark
       FROM saved_searches WHERE id = $1`,
      [funding],
    );
    expect(watermark).toBe(result.cutoff);
    expect(await service.run()).toMatchObject({ notifications: 0, digests: 0 });
  });

  it('announces a search shared with the team to every member who subscribed, each from their own watermark', async () => {
    const fay = await newUser('Fay');
    const gus = await newUser('Gus');
    const hal = await newUser('Hal');
    // Gus is in Fay's team; Hal is not.
    await db.query(`UPDATE workspace_members SET workspace_id = $1, role = 'member' WHERE user_id = $2`, [fay, gus]);
    const criteria = {
      isTriggerEventsTypeSelected: true,
      eventTypes: ['awards'],
      isContactNameRequiredSelected: false,
    };
    const shared = await monitoredSearch(fay, 'alerts', 'Team awards', criteria);
    const hidden = await monitoredSearch(fay, 'alerts', 'Fay awards', criteria);
    const since = '2026-02-01T00:00:00.000001Z';
    await db.query(`UPDATE saved_searches SET watermark = $2, visibility = 'team' WHERE id = $1`, [shared, since]);
    await db.query(`UPDATE saved_searches SET watermark = $2 WHERE id = $1`, [hidden, since]);
    const subscribe = (userId: string, searchId: string) =>
      db.query(
        `INSERT INTO saved_search_subscriptions (saved_search_id, user_id, kind, enable_notification, is_monitored, watermark)
         VALUES ($1, $2, 'alerts', true, true, $3)`,
        [searchId, userId, since],
      );
    await subscribe(gus, shared);
    // Rows left from before: Gus on a search that is private again, Hal (another workspace) on the shared one.
    await subscribe(gus, hidden);
    await subscribe(hal, shared);
    for (const n of [1, 2]) {
      await db.query(
        `INSERT INTO trigger_events (title, url, type, date_published, ingested_at)
         VALUES ($1, $2, 'awards', '2024-01-01', $3::timestamptz)`,
        [`Award ${n} ${run}`, `https://news.example/${run}/award-${n}`, `2026-02-01T00:00:0${n}Z`],
      );
    }

    const result = await service.run();
    // Ann and Ben of the run before (nothing new for them), Fay and Gus; never Hal.
    expect(result).toMatchObject({ users: 4, notifications: 3, digests: 2 });
    const notifications: { saved_search_id: string; user_id: string; item_count: number }[] = await db.query(
      `SELECT saved_search_id, user_id, item_count FROM notifications WHERE user_id = ANY($1::uuid[])`,
      [[fay, gus, hal]],
    );
    expect(notifications).toEqual(
      expect.arrayContaining([
        { saved_search_id: shared, user_id: fay, item_count: 2 },
        { saved_search_id: hidden, user_id: fay, item_count: 2 },
        { saved_search_id: shared, user_id: gus, item_count: 2 },
      ]),
    );
    expect(notifications).toHaveLength(3);
    // Gus's watermark moved on his subscription; the ones nobody may read stayed where they were.
    const watermarks: { user_id: string; saved_search_id: string; watermark: string }[] = await db.query(
      `SELECT user_id, saved_search_id, to_char(watermark AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS watermark
       FROM saved_search_subscriptions WHERE user_id = ANY($1::uuid[])`,
      [[gus, hal]],
    );
    expect(watermarks).toEqual(
      expect.arrayContaining([
        { user_id: gus, saved_search_id: shared, watermark: result.cutoff },
        { user_id: gus, saved_search_id: hidden, watermark: since },
        { user_id: hal, saved_search_id: shared, watermark: since },
      ]),
    );
    expect(await service.run()).toMatchObject({ notifications: 0, digests: 0 });
  });
});
