// Caps the searches one user has running at once (SEARCH_CONCURRENCY_PER_USER, per API process), so one
// user firing many heavy searches waits for their own rather than taking every search connection: the next
// one is refused at once with 429 and a reason.
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, DomainError, searchFailures, type Env } from '@leadsignal/server-core';

@Injectable()
export class SearchGate {
  private readonly running = new Map<string, number>();
  private readonly limit: number;

  constructor(@Inject(APP_CONFIG) config: Pick<Env, 'SEARCH_CONCURRENCY_PER_USER'>) {
    this.limit = config.SEARCH_CONCURRENCY_PER_USER;
  }

  async run<T>(userId: string, work: () => Promise<T>, kind = 'search'): Promise<T> {
    const running = this.running.get(userId) ?? 0;
    if (running >= this.limit) {
      searchFailures.inc({ kind, reason: 'too-many' });
      throw DomainError.tooMany(
        `You already have ${running} searches running. Wait for them to finish, then search again.`,
      );
    }
    this.running.set(userId, running + 1);
    try {
      return await work();
    } finally {
      const left = (this.running.get(userId) ?? 1) - 1;
      if (left > 0) this.running.set(userId, left);
      else this.running.delete(userId);
    }
  }
}
