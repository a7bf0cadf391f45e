// Where the fair-share gate (search-gate.ts) counts searches: in Redis, shared by every API process and
// replica, or in this process alone (while Redis is unreachable). Both keep the same three counts:
// - a user's running searches: leases that expire unless renewed, so a process that dies mid-search frees its
//   slots within a lease's lifetime instead of holding them for ever;
// - a user's heavy searches started in the last minute (a sliding window: each start is remembered a minute);
// - the heavy searches running now: leases too, at most one per user.
// Redis's clock (TIME) times every lease, so API hosts whose clocks differ agree on what has expired.
import Redis from 'ioredis';

/** The limits the gate enforces (from the configuration). */
export interface SlotLimits {
  perUser: number;
  /** Heavy searches a user may start in any window (0 = no budget). */
  heavyPerWindow: number;
  windowMs: number;
  /** Heavy searches running at once (0 = no cap, no heavy slots taken). */
  heavyAtOnce: number;
  /** How long a lease lives unless renewed. */
  leaseMs: number;
}

export type Admission =
  | { admitted: true }
  | { admitted: false; reason: 'busy'; running: number }
  | { admitted: false; reason: 'budget'; used: number; retryAfterMs: number };

/** What one search holds in one place: its lease id, a slot of the user's running searches, a heavy slot. */
export interface Held {
  userId: string;
  lease: string;
  running: boolean;
  heavySlot: boolean;
}

export interface SearchSlots {
  readonly counted: 'redis' | 'process';
  /** Takes a slot of the user's running searches (and, when heavy, one of their budget), or says why not. */
  admit(userId: string, lease: string, heavy: boolean): Promise<Admission>;
  /** Takes a heavy slot when one is free and the user holds none; false otherwise (try again later). */
  takeHeavySlot(userId: string, lease: string): Promise<boolean>;
  /** Gives back what a search held (its budget entry stays: that is what the budget counts). */
  release(held: Held): Promise<void>;
}

/** Redis unreachable: each process counts its own, with the same limits. */
export class ProcessSearchSlots implements SearchSlots {
  readonly counted = 'process';
  private readonly running = new Map<string, number>();
  private readonly heavyStarts = new Map<string, number[]>();
  /** Users with a heavy search running, in this process. */
  private readonly heavyRunning = new Set<string>();

  constructor(private readonly limits: SlotLimits) {}

  async admit(userId: string, _lease: string, heavy: boolean): Promise<Admission> {
    const running = this.running.get(userId) ?? 0;
    if (running >= this.limits.perUser) return { admitted: false, reason: 'busy', running };
    if (heavy && this.limits.heavyPerWindow > 0) {
      const now = Date.now();
      const starts = (this.heavyStarts.get(userId) ?? []).filter((at) => at > now - this.limits.windowMs);
      if (starts.length >= this.limits.heavyPerWindow) {
        this.heavyStarts.set(userId, starts);
        return {
          admitted: false,
          reason: 'budget',
          used: starts.length,
          retryAfterMs: starts[0] + this.limits.windowMs - now,
        };
      }
      starts.push(now);
      this.heavyStarts.set(userId, starts);
    }
    this.running.set(userId, running + 1);
    return { admitted: true };
  }

  async takeHeavySlot(userId: string): Promise<boolean> {
    if (this.heavyRunning.size >= this.limits.heavyAtOnce || this.heavyRunning.has(userId)) return false;
    this.heavyRunning.add(userId);
    return true;
  }

  async release(held: Held): Promise<void> {
    if (held.running) {
      const left = (this.running.get(held.userId) ?? 1) - 1;
      if (left > 0) this.running.set(held.userId, left);
      else this.running.delete(held.userId);
    }
    if (held.heavySlot) this.heavyRunning.delete(held.userId);
    const now = Date.now();
    const starts = this.heavyStarts.get(held.userId)?.filter((at) => at > now - this.limits.windowMs);
    if (starts?.length) this.heavyStarts.set(held.userId, starts);
    else this.heavyStarts.delete(held.userId);
  }
}

/** Redis's clock in ms, in a script. */
const NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/**
 * KEYS: the user's running leases, the user's heavy starts. ARGV: lease, per-user limit, heavy (1/0), heavy
 * budget, window ms, lease ms. Answers {0} (admitted), {1, running} (busy) or {2, used, retry after ms}.
 */
const ADMIT = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local running = redis.call('ZCARD', KEYS[1])
if running >= tonumber(ARGV[2]) then return {1, running} end
local budget = tonumber(ARGV[4])
local window = tonumber(ARGV[5])
if ARGV[3] == '1' and budget > 0 then
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - window)
  local used = redis.call('ZCARD', KEYS[2])
  if used >= budget then
    local oldest = redis.call('ZRANGE', KEYS[2], 0, 0, 'WITHSCORES')
    return {2, used, tonumber(oldest[2]) + window - now}
  end
  redis.call('ZADD', KEYS[2], now, ARGV[1])
  redis.call('PEXPIRE', KEYS[2], window)
end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[6]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
return {0}`;

/** KEYS: the heavy searches running. ARGV: member (`<user>/<lease>`), `<user>/`, cap, lease ms. Answers 1 or 0. */
const TAKE_HEAVY = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local members = redis.call('ZRANGE', KEYS[1], 0, -1)
if #members >= tonumber(ARGV[3]) then return 0 end
for _, member in ipairs(members) do
  if string.sub(member, 1, #ARGV[2]) == ARGV[2] then return 0 end
end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[4]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1`;

/** KEYS: sorted sets; ARGV: lease ms, then one member per key. Pushes back the expiry of leases still there. */
const RENEW = `${NOW}
local expiry = now + tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  if redis.call('ZADD', key, 'XX', 'CH', expiry, ARGV[i + 1]) == 1 then
    redis.call('PEXPIRE', key, ARGV[1])
  end
end
return 0`;

interface SlotCommands {
  searchAdmit(running: string, starts: string, ...args: (string | number)[]): Promise<number[]>;
  searchTakeHeavy(heavy: string, ...args: (string | number)[]): Promise<number>;
  searchRenew(...keysThenArgs: (string | number)[]): Promise<number>;
}

export class RedisSearchSlots implements SearchSlots {
  readonly counted = 'redis';
  private readonly redis: Redis & SlotCommands;
  private readonly key: string;

  constructor(
    redis: Redis,
    prefix: string,
    private readonly limits: SlotLimits,
  ) {
    redis.defineCommand('searchAdmit', { numberOfKeys: 2, lua: ADMIT });
    redis.defineCommand('searchTakeHeavy', { numberOfKeys: 1, lua: TAKE_HEAVY });
    redis.defineCommand('searchRenew', { lua: RENEW });
    this.redis = redis as Redis & SlotCommands;
    this.key = `${prefix}:search`;
  }

  private runningKey = (userId: string) => `${this.key}:running:${userId}`;
  private startsKey = (userId: string) => `${this.key}:heavy-starts:${userId}`;
  private get heavyKey() {
    return `${this.key}:heavy-running`;
  }

  async admit(userId: string, lease: string, heavy: boolean): Promise<Admission> {
    const { perUser, heavyPerWindow, windowMs, leaseMs } = this.limits;
    const [answer, n, retryAfterMs] = await this.redis.searchAdmit(
      this.runningKey(userId),
      this.startsKey(userId),
      lease,
      perUser,
      heavy ? 1 : 0,
      heavyPerWindow,
      windowMs,
      leaseMs,
    );
    if (answer === 1) return { admitted: false, reason: 'busy', running: n };
    if (answer === 2) return { admitted: false, reason: 'budget', used: n, retryAfterMs };
    return { admitted: true };
  }

  async takeHeavySlot(userId: string, lease: string): Promise<boolean> {
    const { heavyAtOnce, leaseMs } = this.limits;
    return (
      (await this.redis.searchTakeHeavy(this.heavyKey, `${userId}/${lease}`, `${userId}/`, heavyAtOnce, leaseMs)) === 1
    );
  }

  /** Pushes back the expiry of every lease these searches hold (the gate calls it while they run). */
  async renew(held: readonly Held[]): Promise<void> {
    const keys: string[] = [];
    const members: string[] = [];
    for (const { userId, lease, running, heavySlot } of held) {
      if (running) {
        keys.push(this.runningKey(userId));
        members.push(lease);
      }
      if (heavySlot) {
        keys.push(this.heavyKey);
        members.push(`${userId}/${lease}`);
      }
    }
    if (keys.length) await this.redis.searchRenew(keys.length, ...keys, this.limits.leaseMs, ...members);
  }

  async release({ userId, lease, running, heavySlot }: Held): Promise<void> {
    const multi = this.redis.multi();
    if (running) multi.zrem(this.runningKey(userId), lease);
    if (heavySlot) multi.zrem(this.heavyKey, `${userId}/${lease}`);
    await multi.exec();
  }
}
