// SQL of the csv_downloads table: the API creates and lists rows, the worker moves them through
// 3 Queued → 4 Processing → 1 Ready | 0 Failed, and the retention sweep removes old ones.
import { Inject, Injectable } from '@nestjs/common';
import { CsvDownloadStatus, type SearchKind } from '@leadsignal/contracts';
import { DataSource } from 'typeorm';
import { queryRows, type Queryable } from '@leadsignal/server-core';

export interface CsvDownloadRow {
  id: string;
  userId: string;
  kind: SearchKind;
  name: string;
  criteria: unknown;
  rowLimit: number | null;
  status: CsvDownloadStatus;
  totalRows: number | null;
  creditsCharged: number | null;
  objectKey: string | null;
  /** bigint, as text. */
  sizeBytes: string | null;
  error: string | null;
  /** Runs of this export that stopped without finishing (their worker died); see start(). */
  interruptions: number;
  /** The run that owns the row now (the last to start it); only that run makes it Ready. */
  runToken: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

/** The owner of a download as its links check them. */
export interface DownloadOwner {
  tokenVersion: number;
  isDisabled: boolean;
}

const COLUMNS = `id, user_id AS "userId", kind, name, criteria, row_limit AS "rowLimit", status, total_rows AS "totalRows",
  credits_charged AS "creditsCharged", object_key AS "objectKey", size_bytes AS "sizeBytes", error,
  interruptions, run_token AS "runToken", created_at AS "createdAt", completed_at AS "completedAt"`;

/** Newest first; the list pages show what the retention period keeps, which stays small. */
const LIST_LIMIT = 500;

@Injectable()
export class CsvDownloadsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Exports finished (ready or failed) in the last `minutes`: files, rows and seconds spent, by status. */
  finishedFigures(
    minutes: number,
  ): Promise<{ status: 'ready' | 'failed'; files: number; rows: number; seconds: number }[]> {
    return queryRows(
      this.dataSource,
      `SELECT CASE status WHEN 1 THEN 'ready' ELSE 'failed' END AS status, count(*)::int AS files,
              coalesce(sum(total_rows), 0)::float8 AS rows,
              coalesce(sum(extract(epoch FROM completed_at - started_at)), 0)::float8 AS seconds
       FROM csv_downloads
       WHERE status IN (0, 1) AND completed_at > now() - make_interval(mins => $1) AND started_at IS NOT NULL
       GROUP BY 1`,
      [minutes],
    );
  }

  async insert(
    userId: string,
    download: { kind: SearchKind; name: string; criteria: unknown; rowLimit: number | null },
  ): Promise<CsvDownloadRow> {
    const [row] = await queryRows<CsvDownloadRow>(
      this.dataSource,
      `INSERT INTO csv_downloads (user_id, kind, name, criteria, row_limit, status)
       VALUES ($1, $2, $3, $4, $5, ${CsvDownloadStatus.Queued})
       RETURNING ${COLUMNS}`,
      [userId, download.kind, download.name, JSON.stringify(download.criteria), download.rowLimit],
    );
    return row;
  }

  /** Undoes an insert whose job could not be queued, so no row waits for a job that does not exist. */
  async deleteQueued(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM csv_downloads WHERE id = $1 AND status = ${CsvDownloadStatus.Queued}`, [
      id,
    ]);
  }

  list(userId: string, kind: SearchKind): Promise<CsvDownloadRow[]> {
    return queryRows<CsvDownloadRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM csv_downloads WHERE user_id = $1 AND kind = $2
       ORDER BY created_at DESC, id DESC LIMIT ${LIST_LIMIT}`,
      [userId, kind],
    );
  }

  async findOwn(userId: string, id: string): Promise<CsvDownloadRow | undefined> {
    const [row] = await queryRows<CsvDownloadRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM csv_downloads WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    return row;
  }

  /**
   * The download with its owner's current session version and whether they are disabled (a download link
   * opens only for the sessions it was made in); the owner is null when their user row is gone.
   */
  async findWithOwner(id: string): Promise<(CsvDownloadRow & { owner: DownloadOwner | null }) | undefined> {
    const [row] = await queryRows<CsvDownloadRow & { ownerTokenVersion: number | null; ownerDisabled: boolean | null }>(
      this.dataSource,
      `SELECT ${COLUMNS}, o.token_version AS "ownerTokenVersion", o.is_disabled AS "ownerDisabled"
       FROM csv_downloads
       LEFT JOIN LATERAL (SELECT token_version, is_disabled FROM users WHERE users.id = csv_downloads.user_id) o ON true
       WHERE csv_downloads.id = $1`,
      [id],
    );
    if (!row) return undefined;
    const { ownerTokenVersion, ownerDisabled, ...download } = row;
    return {
      ...download,
      owner:
        ownerTokenVersion === null ? null : { tokenVersion: ownerTokenVersion, isDisabled: Boolean(ownerDisabled) },
    };
  }

  async find(id: string, db: Queryable = this.dataSource, options: { lock?: boolean } = {}) {
    const [row] = await queryRows<CsvDownloadRow>(
      db,
      `SELECT ${COLUMNS} FROM csv_downloads WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return row as CsvDownloadRow | undefined;
  }

  /**
   * Queued (or an interrupted Processing) → Processing, owned from now on by the run `runToken` (a run that
   * started before and is still alive can no longer finish it). A row found in Processing means the run before
   * this one stopped without finishing or handing the export back (its worker died, or lost its job lock):
   * that is counted in `interruptions`, and the run that finds the `maxInterruptions`th one sets the row 0
   * Failed with `reason` instead. Answers the row (check its status) with the token of the run it took over
   * from (whose file, if it wrote one, is now debris), or undefined when it is gone or already finished (a job
   * that runs again after its work was committed has nothing to do).
   */
  async start(
    id: string,
    runToken: string,
    guard: { maxInterruptions: number; reason: string } = { maxInterruptions: Number.MAX_SAFE_INTEGER, reason: '' },
  ): Promise<(CsvDownloadRow & { previousRunToken: string | null }) | undefined> {
    const processing = CsvDownloadStatus.Processing;
    const giveUp = `status = ${processing} AND interruptions + 1 >= $2::bigint`;
    // The row locked and its old token read first (in the same statement): RETURNING answers only new values.
    const [row] = await queryRows<CsvDownloadRow & { previousRunToken: string | null }>(
      this.dataSource,
      `UPDATE csv_downloads SET
         interruptions = interruptions + CASE WHEN status = ${processing} THEN 1 ELSE 0 END,
         status = CASE WHEN ${giveUp} THEN ${CsvDownloadStatus.Failed} ELSE ${processing} END,
         error = CASE WHEN ${giveUp} THEN $3 ELSE error END,
         completed_at = CASE WHEN ${giveUp} THEN now() ELSE completed_at END,
         run_token = $4, started_at = now(), updated_at = now()
       FROM (SELECT id AS locked_id, run_token AS previous_run_token FROM csv_downloads WHERE id = $1 FOR UPDATE) previous
       WHERE id = previous.locked_id AND status IN (${CsvDownloadStatus.Queued}, ${processing})
       RETURNING ${COLUMNS}, previous.previous_run_token AS "previousRunToken"`,
      [id, guard.maxInterruptions, guard.reason, runToken],
    );
    return row;
  }

  /**
   * Processing → Queued: the run stopped on purpose (an error that will be retried, or a worker handing
   * the export back on shutdown), so the next run does not count it as an interruption. Only while the row
   * is still that run's: one that was taken over leaves it to its successor.
   */
  async release(id: string, runToken: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE csv_downloads SET status = ${CsvDownloadStatus.Queued}, updated_at = now()
       WHERE id = $1 AND status = ${CsvDownloadStatus.Processing} AND run_token = $2`,
      [id, runToken],
    );
  }

  /**
   * Processing → Ready, pointing at the file of the run `runToken`, inside the transaction that charged for it
   * — only while the row is that run's. Answers whether it was.
   */
  async markReady(
    db: Queryable,
    id: string,
    runToken: string,
    result: { totalRows: number; creditsCharged: number; objectKey: string; sizeBytes: number },
  ): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      db,
      `UPDATE csv_downloads SET status = ${CsvDownloadStatus.Ready}, total_rows = $3, credits_charged = $4,
         object_key = $5, size_bytes = $6, error = NULL, completed_at = now(), updated_at = now()
       WHERE id = $1 AND run_token = $2 AND status = ${CsvDownloadStatus.Processing}
       RETURNING id`,
      [id, runToken, result.totalRows, result.creditsCharged, result.objectKey, result.sizeBytes],
    );
    return rows.length > 0;
  }

  /**
   * Queued or Processing → Failed with the reason a user reads; a finished row is left as it is, and so is a
   * row another run took over when `runToken` names the run that failed. Answers whether the row was failed.
   */
  async markFailed(id: string, reason: string, runToken?: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.dataSource,
      `UPDATE csv_downloads SET status = ${CsvDownloadStatus.Failed}, error = $2, completed_at = now(), updated_at = now()
       WHERE id = $1 AND status IN (${CsvDownloadStatus.Queued}, ${CsvDownloadStatus.Processing})
         AND ($3::uuid IS NULL OR run_token = $3::uuid)
       RETURNING id`,
      [id, reason, runToken ?? null],
    );
    return rows.length > 0;
  }

  /** Finished downloads created before the cutoff (the retention sweep), oldest first. */
  expired(cutoff: Date, limit: number): Promise<CsvDownloadRow[]> {
    return queryRows<CsvDownloadRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM csv_downloads
       WHERE created_at < $1 AND status IN (${CsvDownloadStatus.Ready}, ${CsvDownloadStatus.Failed})
       ORDER BY created_at LIMIT $2`,
      [cutoff, limit],
    );
  }

  /** Rows requested before the cutoff and not finished, oldest first: the reconciler checks their jobs. */
  unfinished(cutoff: Date, limit: number): Promise<CsvDownloadRow[]> {
    return queryRows<CsvDownloadRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM csv_downloads
       WHERE created_at < $1 AND status IN (${CsvDownloadStatus.Queued}, ${CsvDownloadStatus.Processing})
       ORDER BY created_at LIMIT $2`,
      [cutoff, limit],
    );
  }

  /** The statuses of these rows (the sweep's check of leftover temporary files). */
  async statuses(ids: readonly string[]): Promise<Map<string, CsvDownloadStatus>> {
    const rows = await queryRows<{ id: string; status: CsvDownloadStatus }>(
      this.dataSource,
      `SELECT id, status FROM csv_downloads WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.status]));
  }

  async delete(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM csv_downloads WHERE id = $1`, [id]);
  }

  /**
   * The owner's finished (Ready or Failed) download, locked for the rest of the transaction so the
   * retention sweep or a second delete waits for this one; undefined when it is not theirs or gone.
   */
  async lockOwn(db: Queryable, userId: string, id: string): Promise<CsvDownloadRow | undefined> {
    const [row] = await queryRows<CsvDownloadRow>(
      db,
      `SELECT ${COLUMNS} FROM csv_downloads WHERE id = $1 AND user_id = $2 FOR UPDATE`,
      [id, userId],
    );
    return row;
  }

  /** Removes a row inside the caller's transaction (the user's delete, after its file). */
  async deleteIn(db: Queryable, id: string): Promise<void> {
    await db.query(`DELETE FROM csv_downloads WHERE id = $1`, [id]);
  }
}
