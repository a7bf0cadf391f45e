// The home dashboard's data (docs/home.md): records the visit "new since your last visit" counts from, the
// monitored searches with their new matches since then, and the default alert search's trigger events per
// week and type over the last HOME_TREND_WEEKS weeks. Every read is the caller's own rows.
import { Injectable } from '@nestjs/common';
import {
  isSearchableKind,
  type HomeVisit,
  type MonitoredSearchesSummary,
  type MonitoredSearchSummary,
  type SearchableKind,
  type TriggerEventTrend,
} from '@leadsignal/contracts';
import { searchKindDefinition, type SearchKindDefinition } from '@leadsignal/search';
import { isDomainError } from '@leadsignal/server-core';
import { HomeRepository, type VisitRow } from './home.repository';

function visitOf(row: VisitRow): HomeVisit {
  return { since: new Date(row.since).toISOString(), hasPreviousVisit: row.hasPreviousVisit };
}

/** A search too slow to count within the search timeout shows no count; the other cards and counts stay. */
function uncounted(error: unknown): null {
  if (isDomainError(error, 'timeout')) return null;
  throw error;
}

/** The in-app address of a saved search: its kind's screen loads it by ssid. */
function searchLink(definition: SearchKindDefinition, searchId: string): string {
  return `${definition.screenPath}?${new URLSearchParams({ ssid: searchId })}`;
}

function problemOf(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? 'The saved criteria are no longer valid.';
}

@Injectable()
export class HomeService {
  constructor(private readonly home: HomeRepository) {}

  async recordVisit(userId: string): Promise<HomeVisit> {
    return visitOf(await this.home.recordVisit(userId));
  }

  /** The monitored searches of the kinds the caller may search, each with its new matches since the last visit. */
  async monitoredSearches(userId: string, kinds: readonly SearchableKind[]): Promise<MonitoredSearchesSummary> {
    const visit = await this.home.since(userId);
    const rows = kinds.length ? await this.home.monitoredSearches(userId, kinds) : [];
    const searches: MonitoredSearchSummary[] = [];
    for (const row of rows) {
      if (!isSearchableKind(row.kind)) continue;
      const definition = searchKindDefinition(row.kind);
      const criteria = definition.criteriaSchema.safeParse(row.criteria);
      const newMatches = criteria.success
        ? await this.home.newMatchCount(userId, definition, criteria.data, visit.since).catch(uncounted)
        : null;
      searches.push({
        id: row.id,
        kind: row.kind,
        name: row.name,
        newMatches,
        link: searchLink(definition, row.id),
      });
    }
    return { ...visitOf(visit), searches };
  }

  /** The default alert search's events per week (oldest first) and type. */
  async triggerEventTrend(userId: string): Promise<TriggerEventTrend> {
    const row = await this.home.defaultSearch(userId, 'alerts');
    if (!row) return { savedSearch: null, criteriaError: null, weeks: [] };
    const definition = searchKindDefinition('alerts');
    const savedSearch = { id: row.id, name: row.name, link: searchLink(definition, row.id) };
    const criteria = definition.criteriaSchema.safeParse(row.criteria);
    if (!criteria.success) return { savedSearch, criteriaError: problemOf(criteria.error), weeks: [] };
    const [weeks, counts] = await Promise.all([
      this.home.trendWeeks(),
      this.home.trendCounts(userId, definition, criteria.data),
    ]);
    const byWeek = new Map(
      weeks.map((weekStart) => [weekStart, { weekStart, counts: {} as Record<string, number>, total: 0 }]),
    );
    for (const count of counts) {
      const week = byWeek.get(count.weekStart);
      if (!week) continue;
      const type = count.type ?? 'unknown';
      week.counts[type] = (week.counts[type] ?? 0) + count.count;
      week.total += count.count;
    }
    return { savedSearch, criteriaError: null, weeks: [...byWeek.values()] };
  }
}
