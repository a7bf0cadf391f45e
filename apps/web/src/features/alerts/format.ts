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
