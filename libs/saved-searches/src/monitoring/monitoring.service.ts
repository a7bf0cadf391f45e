// One monitoring run (ARCHITECTURE §3, docs/saved-searches.md): for every monitored saved search with
// notifications on (of any search kind), the rows that arrived since its watermark — the owner's, and each
// teammate's who subscribed to a search shared with the team (docs/teams-sharing.md), with their own watermark. Per user, one transaction records a
// notification per search with new matches, advances the watermarks and writes the digest e-mail to an
// outbox row; only after the commit is the e-mail queued (job id = digest id) and the row marked queued.
// So each arrival is announced once per search, and an e-mail is never lost: a run that stops after
// the commit leaves the digest pending, and the next run (or the retry of this one) queues it first.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { isSearchableKind, NOTIFICATION_KINDS, type MailJob } from '@leadsignal/contracts';
import { NotificationsRepository } from '@leadsignal/notifications';
import { arrivalCutoff, searchKindDefinition } from '@leadsignal/search';
import { APP_CONFIG, type Env, type Queryable } from '@leadsignal/server-core';
import { DataSource } from 'typeorm';
import { DIGEST_TOP_ITEMS, digestHtml, notificationTitle, searchLink, type SearchAnnouncement } from './digest';
import { DigestMailer } from './digest-mailer';
import { MonitoringRepository, type PendingDigest } from './monitoring.repository';

const PENDING_BATCH = 500;

export interface MonitoringRunResult {
  /** Arrivals up to this instant were considered (ISO-8601 text with microseconds). */
  cutoff: string;
  users: number;
  notifications: number;
  digests: number;
  /** Digests of an earlier, interrupted run queued by this one. */
  requeued: number;
}

export class MonitoringRunError extends Error {}

@Injectable()
export class MonitoringService {
  private readonly logger = new Logger(MonitoringService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: Env,
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly repository: MonitoringRepository,
    private readonly mailer: DigestMailer,
    private readonly notifications: NotificationsRepository,
  ) {}

  async run(): Promise<MonitoringRunResult> {
    const requeued = await this.queuePendingDigests();
    const cutoff = await arrivalCutoff(this.dataSource);
    const users = await this.repository.usersWithDueSearches(cutoff);
    const result: MonitoringRunResult = { cutoff, users: users.length, notifications: 0, digests: 0, requeued };
    const failures: string[] = [];
    // One user's failure must not hold back everyone else's announcements; the run still fails at the
    // end so the job is retried (and what was committed stays committed).
    for (const userId of users) {
      try {
        const digest = await this.repository.transaction((tx) => this.announce(tx, userId, cutoff));
        if (!digest) continue;
        result.notifications += digest.searchCount;
        result.digests += 1;
        await this.queueDigest(digest);
      } catch (error) {
        this.logger.error({ userId, err: error }, 'monitoring of a user failed');
        failures.push(`${userId}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (failures.length)
      throw new MonitoringRunError(`Monitoring failed for ${failures.length} user(s): ${failures.join('; ')}`);
    if (result.notifications || result.requeued) this.logger.log(result, 'saved-search monitoring run');
    return result;
  }

  /** One user's announcement, inside the transaction; undefined when none of the searches has new matches. */
  private async announce(
    tx: Queryable,
    userId: string,
    cutoff: string,
  ): Promise<(PendingDigest & { searchCount: number }) | undefined> {
    const recipient = await this.repository.lockRecipient(tx, userId);
    if (!recipient) return undefined;
    const searches = await this.repository.lockDueSearches(tx, userId, cutoff);
    const notifications = this.notifications.in(tx);
    const announced: SearchAnnouncement[] = [];
    for (const search of searches) {
      if (!isSearchableKind(search.kind)) continue;
      const definition = searchKindDefinition(search.kind);
      const criteria = definition.criteriaSchema.safeParse(search.criteria);
      if (!criteria.success) {
        // Nothing can be announced from criteria the search can no longer run; the manage page shows why.
        this.logger.warn({ savedSearchId: search.id }, 'monitored search skipped: its criteria no longer validate');
        continue;
      }
      const matches = await this.repository.newMatches(
        tx,
        userId,
        definition,
        criteria.data,
        search.watermark,
        cutoff,
        DIGEST_TOP_ITEMS,
      );
      if (matches.total === 0) continue;
      const window = { after: search.watermark, until: cutoff };
      await notifications.insert({
        userId,
        savedSearchId: search.id,
        kind: NOTIFICATION_KINDS.savedSearchMatches,
        title: notificationTitle(definition, matches.total, search.name),
        itemCount: matches.total,
        link: searchLink(definition, search.id, window),
      });
      announced.push({
        definition,
        searchId: search.id,
        searchName: search.name,
        window,
        total: matches.total,
        top: matches.top,
      });
    }
    await this.repository.advanceWatermarks(tx, userId, searches, cutoff);
    if (!announced.length) return undefined;
    const mail: MailJob = {
      to: recipient.email,
      template: 'saved-search-digest',
      variables: { firstName: recipient.firstName, digest: digestHtml(this.config.APP_URL, announced) },
    };
    const itemCount = announced.reduce((sum, search) => sum + search.total, 0);
    const id = await this.repository.insertDigest(tx, userId, mail, announced.length, itemCount);
    return { id, mail, searchCount: announced.length };
  }

  private async queueDigest(digest: PendingDigest): Promise<void> {
    await this.mailer.enqueue(digest.id, digest.mail);
    await this.repository.markDigestQueued(digest.id);
  }

  /** Queues the e-mails of digests an earlier run recorded but did not get to queue. */
  private async queuePendingDigests(): Promise<number> {
    let queued = 0;
    for (;;) {
      const pending = await this.repository.pendingDigests(PENDING_BATCH);
      for (const digest of pending) await this.queueDigest(digest);
      queued += pending.length;
      if (pending.length < PENDING_BATCH) return queued;
    }
  }
}
