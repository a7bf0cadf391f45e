// How an alert's fields read on screen.
import type { TriggerEvent } from '@leadsignal/contracts';
import { EVENT_TYPES, findOption } from '@leadsignal/reference-data';

export function contactNameOf(
  row: Pick<TriggerEvent, 'contactFirstName' | 'contactLastName' | 'articleContact'>,
): string {
  const name = [row.contactFirstName, row.contactLastName]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return name || row.articleContact?.trim() || '';
}

export function eventTypeLabel(type: string): string {
  return findOption(EVENT_TYPES, type)?.label ?? type;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Mar 4, 2025"; the text as given when it is no date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}
