// Billing days: a subscription renews on the same day of every month (the 31st becomes the month's last
// day), in UTC. Dates are YYYY-MM-DD strings.

function daysIn(year: number, month0: number): number {
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}

function billingDate(year: number, month0: number, billingDay: number): Date {
  const y = year + Math.floor(month0 / 12);
  const m = ((month0 % 12) + 12) % 12;
  return new Date(Date.UTC(y, m, Math.min(billingDay, daysIn(y, m))));
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The start of the billing period `now` falls in: the latest billing date on or before today. */
export function periodStart(billingDay: number, now: Date): string {
  const thisMonth = billingDate(now.getUTCFullYear(), now.getUTCMonth(), billingDay);
  const today = isoDay(now);
  if (isoDay(thisMonth) <= today) return isoDay(thisMonth);
  return isoDay(billingDate(now.getUTCFullYear(), now.getUTCMonth() - 1, billingDay));
}

/** The billing date after the period that starts on `start`. */
export function nextBillingDay(billingDay: number, start: string): string {
  const [year, month] = start.split('-').map(Number);
  return isoDay(billingDate(year, month, billingDay));
}
