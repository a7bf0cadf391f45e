// What one monitoring run tells a user: the notification title of each search with new matches and
// the digest e-mail's HTML fragment (rendered raw by {{{digest}}} in the "saved-search-digest"
// template, so every value in it is escaped here).
import { EVENT_TYPES, findOption } from '@leadsignal/reference-data';
import { escapeHtml } from '../../../api/src/mail/template-renderer';
import type { MatchedEvent } from './monitoring.repository';

/** Items listed per search in the e-mail; the rest are behind the link. */
export const DIGEST_TOP_ITEMS = 5;

export interface SearchAnnouncement {
  searchId: string;
  searchName: string;
  total: number;
  top: MatchedEvent[];
}

/** "12 new alerts for 'Funding in Texas'" */
export function notificationTitle(total: number, searchName: string): string {
  return `${total.toLocaleString('en-US')} new ${total === 1 ? 'alert' : 'alerts'} for '${searchName}'`;
}

/** The in-app address of a saved alert search (the alerts screen loads it by ssid). */
export function searchLink(searchId: string): string {
  return `/alerts?ssid=${encodeURIComponent(searchId)}`;
}

const LINK_STYLE = 'color:#1f6feb;text-decoration:none;';
const MUTED_STYLE = 'color:#52606d;font-size:13px;';

function formatDate(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

function safeHref(url: string): string | null {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

function itemHtml(event: MatchedEvent): string {
  const href = safeHref(event.url);
  const title = escapeHtml(event.title);
  const details = [
    event.company_name,
    findOption(EVENT_TYPES, event.type)?.label ?? event.type,
    formatDate(event.date_published),
  ]
    .filter(Boolean)
    .map((part) => escapeHtml(String(part)))
    .join(' · ');
  const heading = href ? `<a href="${escapeHtml(href)}" style="${LINK_STYLE}">${title}</a>` : title;
  return `<li style="margin:0 0 8px;">${heading}<br><span style="${MUTED_STYLE}">${details}</span></li>`;
}

/** The digest fragment: per search its name (linked), the count, the top items and a link to all of them. */
export function digestHtml(appUrl: string, searches: readonly SearchAnnouncement[]): string {
  const base = appUrl.replace(/\/+$/, '');
  return searches
    .map((search) => {
      const link = escapeHtml(`${base}${searchLink(search.searchId)}`);
      const items = search.top.slice(0, DIGEST_TOP_ITEMS).map(itemHtml).join('');
      const more =
        search.total > DIGEST_TOP_ITEMS
          ? `See all ${search.total.toLocaleString('en-US')} new alerts`
          : search.total === 1
            ? 'Open the search'
            : `See the ${search.total.toLocaleString('en-US')} new alerts`;
      return [
        `<div style="margin:0 0 24px;">`,
        `<p style="margin:0 0 8px;font-size:16px;font-weight:bold;"><a href="${link}" style="${LINK_STYLE}">${escapeHtml(search.searchName)}</a></p>`,
        `<p style="margin:0 0 8px;">${escapeHtml(notificationTitle(search.total, search.searchName))}</p>`,
        `<ul style="margin:0 0 8px;padding-left:20px;">${items}</ul>`,
        `<p style="margin:0;"><a href="${link}" style="${LINK_STYLE}">${more}</a></p>`,
        `</div>`,
      ].join('\n');
    })
    .join('\n');
}
