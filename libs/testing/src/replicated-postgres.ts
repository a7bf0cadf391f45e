// A private PostgreSQL primary and its streaming replica for a spec (docs/scaling.md): `initdb` of a primary in
// a temporary folder with wal_level=replica and a replication line in its pg_hba.conf, started on a free port;
// `pg_basebackup -R` of it into a replica started on another port with hot_standby on. Nothing of the machine's
// own PostgreSQL server is used or changed. Both clusters run as the `postgres` OS user when the tests run as
// root (PostgreSQL refuses to run as root), with durability off (fsync) and small buffers: they last seconds.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from './free-port';

const run = promisify(execFile);

const PROGRAMS = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'] as const;

/**
 * The folder holding PostgreSQL's server programs (initdb, pg_ctl, pg_basebackup, postgres), or null when
 * this machine has none: PG_BIN_DIR when set, else `pg_config --bindir`, else the newest
 * /usr/lib/postgresql/<version>/bin (Debian and Ubuntu), else the folder of an `initdb` on the PATH.
 */
export function postgresBinDir(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BIN_DIR) candidates.push(process.env.PG_BIN_DIR);
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: 'pipe' }).trim());
  } catch {
    // No pg_config on the PATH.
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+(\.\d+)?$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(debian, version, 'bin')));
  }
  for (const folder of (process.env.PATH ?? '').split(':').filter(Boolean)) {
    if (existsSync(join(folder, 'initdb'))) candidates.push(dirname(join(folder, 'initdb')));
  }
  return candidates.find((folder) => PROGRAMS.every((program) => existsSync(join(folder, program)))) ?? null;
}

export interface ReplicatedPostgres {
  /** The database the clusters were created with, on the primary. */
  primaryUrl: string;
  /** The same database on the replica (read-only: it is in recovery). */
  replicaUrl: string;
  /** Resolves once the replica has replayed everything written on the primary so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  /** Stops the replica applying what it receives (pg_wal_replay_pause), as a lagging replica would. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops both clusters and deletes their folder; safe to call after a failed start and more than once. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now on 127.0.0.1. */

async function query<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url, application_name: 'leadsignal-replica-test' });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Starts a primary and a streaming replica of it, with `database` created on the primary (and so on the
 * replica). Call stop() in afterAll whatever happened: it is what removes the clusters and their processes.
 */
export async function startReplicatedPostgres(binDir: string, database = 'leadsignal'): Promise<ReplicatedPostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'leadsignal-replica-'));
  const primaryDir = join(dir, 'primary');
  const replicaDir = join(dir, 'replica');
  const started: string[] = [];

  /** A server program, as the postgres OS user when this process is root. */
  const program = async (name: (typeof PROGRAMS)[number], args: string[]) => {
    const path = join(binDir, name);
    try {
      // From the clusters' folder: the postgres user may not be allowed into this process's working directory.
      return asRoot
        ? await run('runuser', ['-u', 'postgres', '--', path, ...args], { cwd: dir })
        : await run(path, args, { cwd: dir });
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(`${name} ${args.join(' ')} failed: ${stderr || stdout || String(error)}`);
    }
  };
  const logOf = (clusterDir: string) => {
    const log = `${clusterDir}.log`;
    return existsSync(log) ? `\n${readFileSync(log, 'utf8').slice(-2000)}` : '';
  };
  const startCluster = async (clusterDir: string, port: number) => {
    try {
      await program('pg_ctl', [
        '-D',
        clusterDir,
        '-l',
        `${clusterDir}.log`,
        '-w',
        '-t',
        '60',
        '-o',
        `-p ${port}`,
        'start',
      ]);
    } catch (error) {
      throw new Error(`${(error as Error).message}${logOf(clusterDir)}`);
    }
    started.push(clusterDir);
  };

  const stop = async () => {
    // The replica first, so the primary is not kept waiting for its WAL sender; immediate: nothing to keep.
    for (const clusterDir of started.reverse()) {
      try {
        await program('pg_ctl', ['-D', clusterDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Not running any more (or never got that far); the pid file below says whether to insist.
        killPostmaster(clusterDir);
      }
    }
    started.length = 0;
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (asRoot) {
      let ids: number[];
      try {
        ids = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' })));
      } catch {
        throw new Error('Running as root: the private clusters need a "postgres" OS user (PostgreSQL refuses root).');
      }
      chownSync(dir, ids[0], ids[1]);
    }
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    await program('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '-N']);
    writeFileSync(
      join(primaryDir, 'pg_hba.conf'),
      [
        'local all all trust',
        'host all all 127.0.0.1/32 trust',
        'local replication all trust',
        'host replication all 127.0.0.1/32 trust',
        '',
      ].join('\n'),
    );
    // Appended to postgresql.conf, which pg_basebackup copies: the replica runs with the same settings.
    const settings = [
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${dir}'`,
      'max_connections = 100',
      'shared_buffers = 16MB',
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      // What docs/scaling.md recommends: a long export's snapshot on the replica is not cancelled by vacuum.
      'hot_standby_feedback = on',
      'wal_receiver_status_interval = 1s',
      'log_min_messages = warning',
    ];
    const conf = join(primaryDir, 'postgresql.conf');
    writeFileSync(conf, `${readFileSync(conf, 'utf8')}\n${settings.join('\n')}\n`);
    await startCluster(primaryDir, primaryPort);

    const primaryServer = `postgres://postgres@127.0.0.1:${primaryPort}`;
    await query(`${primaryServer}/postgres`, `CREATE DATABASE "${database}"`);
    // -R writes standby.signal and primary_conninfo (this primary's port): the copy starts as its replica.
    await program('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir],
      ...['-R', '-X', 'stream', '-c', 'fast', '--no-manifest', '--no-sync'],
    ]);
    await startCluster(replicaDir, replicaPort);

    const primaryUrl = `${primaryServer}/${database}`;
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/${database}`;
    const replicated: ReplicatedPostgres = {
      primaryUrl,
      replicaUrl,
      async caughtUp(timeoutMs = 20_000) {
        // The insert position, not pg_current_wal_lsn() (the write position): with synchronous_commit off a
        // commit record may still sit in the WAL buffers, and the replica would be "caught up" without it.
        const [{ lsn }] = await query<{ lsn: string }>(primaryUrl, 'SELECT pg_current_wal_insert_lsn()::text AS lsn');
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const [{ done }] = await query<{ done: boolean }>(
            replicaUrl,
            'SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) AS done',
            [lsn],
          );
          if (done) return;
          if (Date.now() > deadline) throw new Error(`The replica did not replay up to ${lsn} within ${timeoutMs} ms`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      },
      async pauseReplay() {
        await query(replicaUrl, 'SELECT pg_wal_replay_pause()');
        const deadline = Date.now() + 10_000;
        while (
          (await query<{ state: string }>(replicaUrl, 'SELECT pg_get_wal_replay_pause_state() AS state'))[0].state !==
          'paused'
        ) {
          if (Date.now() > deadline) throw new Error('The replica did not pause its replay');
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      },
      async resumeReplay() {
        await query(replicaUrl, 'SELECT pg_wal_replay_resume()');
      },
      stop,
    };
    return replicated;
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The last resort when pg_ctl could not stop a cluster: SIGQUIT (immediate shutdown) to its postmaster. */
function killPostmaster(clusterDir: string): void {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 'SIGQUIT');
  } catch {
    // Gone already.
  }
}
