// The home dashboard's own calls (docs/home.md): the visit that "new since your last visit" counts from,
// the monitored searches with their new matches since then, and the default alert search's trigger events
// per week and type. Credits, notifications and downloads come from their own calls.
import type { SearchKind } from './search-kinds';

/** A new visit starts when the last one is older than this; reloads within it keep the same "since". */
export const HOME_VISIT_GAP_MINUTES = 30;
/** Without an earlier visit, new matches are counted over this many days. */
export const HOME_FIRST_VISIT_DAYS = 7;
/** The trigger-event chart covers this many weeks (Monday to Sunday, UTC), the current one last. */
export const HOME_TREND_WEEKS = 12;

/** POST home/visit (no body): records this visit and answers where "new since your last visit" starts. */
export interface HomeVisit {
  /** The start of the new-match window (ISO): the previous visit, or HOME_FIRST_VISIT_DAYS ago. */
  since: string;
  /** False on the first visit ever: then `since` is HOME_FIRST_VISIT_DAYS ago. */
  hasPreviousVisit: boolean;
}

export interface MonitoredSearchSummary {
  id: string;
  kind: SearchKind;
  name: string;
  /** Rows of its kind matching it that arrived since `since`; null when it cannot be counted (its criteria no
   * longer validate, or counting took longer than the search timeout). */
  newMatches: number | null;
  /** The in-app address that opens the search (`/alerts?ssid=…`). */
  link: string;
}

/** GET home/monitored-searches: the caller's monitored searches of the kinds they may search. */
export interface MonitoredSearchesSummary extends HomeVisit {
  searches: MonitoredSearchSummary[];
}

export interface TriggerEventWeek {
  /** Monday of the week (YYYY-MM-DD, UTC). */
  weekStart: string;
  /** Events published that week matching the search, by event type (types with none are left out). */
  counts: Record<string, number>;
  total: number;
}

/** GET home/trigger-event-trend: the default alert search's new events per week and type. */
export interface TriggerEventTrend {
  /** The caller's default alert search, or null when there is none. */
  savedSearch: { id: string; name: string; link: string } | null;
  /** Set when the default search's criteria no longer validate (then `weeks` is empty). */
  criteriaError: string | null;
  /** HOME_TREND_WEEKS weeks, oldest first (empty without a default search). */
  weeks: TriggerEventWeek[];
}
