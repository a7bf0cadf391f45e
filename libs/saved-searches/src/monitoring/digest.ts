// What one monitoring run tells a user: the notification title of each search with new matches and
// the digest e-mail's HTML fragment (rendered raw by {{{digest}}} in the "saved-search-digest"
// template, so every value in it is escaped here). Each search speaks of its own kind's rows.
import { escapeHtml } from '@leadsignal/mail';
import type { DigestItem, SearchKindDefinition } from '@leadsignal/search';

/** Items listed per search in the e-mail; the rest are behind the link. */
export const DIGEST_TOP_ITEMS = 5;

/** The arrivals a run announced: after the search's watermark, up to the run's cut-off (ISO-8601 text). */
export interface AnnouncedWindow {
  after: string;
  until: string;
}

export interface SearchAnnouncement {
  definition: SearchKindDefinition;
  searchId: string;
  searchName: string;
  window: AnnouncedWindow;
  total: number;
  top: DigestItem[];
}

function counted(definition: SearchKindDefinition, total: number): string {
  return `${total.toLocaleString('en-US')} new ${total === 1 ? definition.noun.one : definition.noun.many}`;
}

/** "12 new alerts for 'Funding in Texas'" */
export function notificationTitle(definition: SearchKindDefinition, total: number, searchName: string): string {
  return `${counted(definition, total)} for '${searchName}'`;
}

/**
 * The in-app address of a saved search (its kind's screen loads it by ssid); with the window a run announced,
 * `&arrivedAfter=…&arrivedUntil=…`, the screen shows just those new matches (docs/saved-searches.md).
 */
export function searchLink(definition: SearchKindDefinition, searchId: string, window?: AnnouncedWindow): string {
  const params = new URLSearchParams({ ssid: searchId });
  if (window) {
    params.set('arrivedAfter', window.after);
    params.set('arrivedUntil', window.until);
  }
  return `${definition.screenPath}?${params}`;
}

const LINK_STYLE = 'color:#1f6feb;text-decoration:none;';
const MUTED_STYLE = 'color:#52606d;font-size:13px;';

function safeHref(url: string | null): string | null {
  if (!url) return null;
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

function itemHtml(item: DigestItem): string {
  const href = safeHref(item.url);
  const title = escapeHtml(item.title);
  const details = item.details.map((part) => escapeHtml(part)).join(' · ');
  const heading = href ? `<a href="${escapeHtml(href)}" style="${LINK_STYLE}">${title}</a>` : title;
  return `<li style="margin:0 0 8px;">${heading}<br><span style="${MUTED_STYLE}">${details}</span></li>`;
}

/** The digest fragment: per search its name (linked), the count, the top items and a link to all of them. */
export function digestHtml(appUrl: string, searches: readonly SearchAnnouncement[]): string {
  const base = appUrl.replace(/\/+$/, '');
  return searches
    .map((search) => {
      const link = escapeHtml(`${base}${searchLink(search.definition, search.searchId, search.window)}`);
      const items = search.top.slice(0, DIGEST_TOP_ITEMS).map(itemHtml).join('');
      const more =
        search.total > DIGEST_TOP_ITEMS
          ? `See all ${counted(search.definition, search.total)}`
          : search.total === 1
            ? 'Open the search'
            : `See the ${counted(search.definition, search.total)}`;
      return [
        `<div style="margin:0 0 24px;">`,
        `<p style="margin:0 0 8px;font-size:16px;font-weight:bold;"><a href="${link}" style="${LINK_STYLE}">${escapeHtml(search.searchName)}</a></p>`,
        `<p style="margin:0 0 8px;">${escapeHtml(notificationTitle(search.definition, search.total, search.searchName))}</p>`,
        `<ul style="margin:0 0 8px;padding-left:20px;">${items}</ul>`,
        `<p style="margin:0;"><a href="${link}" style="${LINK_STYLE}">${more}</a></p>`,
        `</div>`,
      ].join('\n');
    })
    .join('\n');
}
