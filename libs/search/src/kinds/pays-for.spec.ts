// What a row is paid for: one declaration per kind (paysFor), agreeing with the kind manifest, turned into
// SQL by paidItemSql; and the count cache's versioned tables read from the same registry.
import { KIND_MANIFESTS, SEARCH_KINDS } from '@leadsignal/contracts';
import { VERSIONED_TABLES } from '../count-cache';
import { paidItemSql } from '../search-kind';
import { ALERTS_KIND, COMPANIES_KIND, PROSPECTS_KIND, SEARCH_KIND_DEFINITIONS } from './index';

describe('paysFor', () => {
  it.each(SEARCH_KINDS)('%s pays for what its manifest says', (kind) => {
    expect(SEARCH_KIND_DEFINITIONS[kind].paysFor.kind).toBe(KIND_MANIFESTS[kind].paysFor);
  });

  it('pays for an alert as the person it names, or as the alert when it names nobody', () => {
    expect(paidItemSql(ALERTS_KIND)).toEqual({
      kind: `CASE WHEN e.contact_id IS NULL THEN 'alert' ELSE 'prospect' END`,
      id: 'coalesce(e.contact_id, e.id)',
    });
  });

  it('pays for a company or a prospect as the row itself', () => {
    expect(paidItemSql(COMPANIES_KIND)).toEqual({ kind: `'company'`, id: 'c.id' });
    expect(paidItemSql(PROSPECTS_KIND)).toEqual({ kind: `'prospect'`, id: 'p.id' });
  });

  it('versions the counts of every kind table', () => {
    expect([...VERSIONED_TABLES].sort()).toEqual(['companies', 'contacts', 'trigger_events']);
  });
});
