// How numbers and dates read everywhere in the app, in one US-English format: numbers with thousands separators
// ("4,999"), a moment as "Nov 28, 2026, 1:11 AM" in the user's time zone, a date as "Nov 28, 2026". Tables,
// badges, cards and messages use these and nothing else.

/** What a missing value reads as in a table cell. */
export const NONE = '—';

const NUMBER = new Intl.NumberFormat('en-US');
const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** "4,999". */
export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** "+5", "-1", "0": a change of a balance. */
export function formatChange(value: number): string {
  return value > 0 ? `+${formatNumber(value)}` : formatNumber(value);
}

/** "1 alert", "4,999 alerts". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

function format(value: string | null | undefined, formatter: Intl.DateTimeFormat): string {
  if (!value) return NONE;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatter.format(date);
}

/** An instant in the user's time zone: "Nov 28, 2026, 1:11 AM"; a dash for none, the text as given when no date. */
export function formatDateTime(iso: string | null | undefined): string {
  return format(iso, MOMENT);
}

/** The day of an instant in the user's time zone: "Nov 28, 2026". */
export function formatDate(iso: string | null | undefined): string {
  return format(iso, DATE);
}

/** A `YYYY-MM-DD` day as the instant it starts in UTC. */
const dayStart = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;

/**
 * A calendar day — a `YYYY-MM-DD` date, or a timestamp the data gives a day by (an article's publication, a
 * company's incorporation) — the same for every time zone: "Nov 28, 2026".
 */
export function formatDay(value: string | null | undefined): string {
  return format(dayStart(value), DAY);
}

/** A calendar day on a chart's axis, "Nov 28", and said in full, "Saturday, November 28, 2026". */
export function formatShortDay(value: string): string {
  return format(dayStart(value), SHORT_DAY);
}

export function formatLongDay(value: string): string {
  return format(dayStart(value), LONG_DAY);
}

/** "just now", "5 min ago", "3 h ago", else the day ("Nov 28"). */
export function timeAgo(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return format(iso, MONTH_DAY);
}
