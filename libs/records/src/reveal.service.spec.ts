// The one reveal of every kind, with its repository and credits faked: what it charges for (the kind's
// paysFor, as the repository read it), when it is free, and what it answers.
import type { CreditsService } from '@leadsignal/credits';
import { ALERTS_KIND, COMPANIES_KIND, PROSPECTS_KIND } from '@leadsignal/search';
import { DomainError } from '@leadsignal/server-core';
import type { DataSource } from 'typeorm';
import type { RecordsRepository, RevealableRow } from './records.repository';
import { RevealService } from './reveal.service';

const USER = { id: 'u1' };
const ALERT = 'a1';
const PERSON = 'p1';

function setUp(row: RevealableRow | null, charged = 1) {
  const charges: unknown[] = [];
  const credits = {
    balance: jest.fn(async () => 7),
    paidBy: jest.fn(async () => ({ name: 'Ana Ruiz', on: '2026-11-03T10:00:00.000Z', byYou: false })),
    chargeForViews: jest.fn(async (_tx: unknown, charge: unknown) => {
      charges.push(charge);
      return { newlyViewed: [], charged, balance: 6 };
    }),
  } as unknown as CreditsService;
  const records = { findRevealable: jest.fn(async () => row) } as unknown as RecordsRepository;
  const dataSource = { transaction: (work: (tx: unknown) => unknown) => work('tx') } as unknown as DataSource;
  return { service: new RevealService(dataSource, records, credits), charges, records };
}

const unpaid = (row: Partial<RevealableRow>): RevealableRow => ({
  email: null,
  phone: null,
  isViewed: false,
  paidKind: 'prospect',
  paidId: PERSON,
  ...row,
});

describe('RevealService', () => {
  it('charges an alert reveal to the person it names, keyed by that person', async () => {
    const { service, charges } = setUp(unpaid({ email: 'ada@example.com' }));
    await expect(service.reveal(ALERTS_KIND, USER, ALERT)).resolves.toEqual({
      email: 'ada@example.com',
      phone: null,
      isCreditDeducted: true,
      balance: 6,
      paidBy: null,
    });
    expect(charges).toEqual([
      {
        userId: 'u1',
        kind: 'prospect',
        itemIds: [PERSON],
        source: 'reveal',
        reason: 'alert e-mail reveal',
        reference: ALERT,
        idempotencyKey: `reveal:u1:prospect:${PERSON}`,
      },
    ]);
  });

  it('charges an alert that names nobody as the alert', async () => {
    const { service, charges } = setUp(unpaid({ email: 'x@example.com', paidKind: 'alert', paidId: ALERT }));
    await service.reveal(ALERTS_KIND, USER, ALERT);
    expect(charges).toMatchObject([{ kind: 'alert', itemIds: [ALERT], idempotencyKey: `reveal:u1:alert:${ALERT}` }]);
  });

  it('is free once paid for, and when there is nothing to reveal', async () => {
    const paid = setUp(unpaid({ email: 'ada@example.com', phone: '+1 555', isViewed: true }));
    await expect(paid.service.reveal(PROSPECTS_KIND, USER, PERSON)).resolves.toEqual({
      email: 'ada@example.com',
      phone: '+1 555',
      isCreditDeducted: false,
      balance: 7,
      // Free because the team paid: who did, and when (docs/teams.md).
      paidBy: { name: 'Ana Ruiz', on: '2026-11-03T10:00:00.000Z', byYou: false },
    });
    expect(paid.charges).toEqual([]);
    const blank = setUp(unpaid({ email: '  ', phone: null }));
    await expect(blank.service.reveal(PROSPECTS_KIND, USER, PERSON)).resolves.toMatchObject({
      email: null,
      isCreditDeducted: false,
      paidBy: null,
    });
    expect(blank.charges).toEqual([]);
  });

  it('answers not charged when a concurrent reveal paid a moment ago', async () => {
    const { service } = setUp(unpaid({ phone: '+1 555' }), 0);
    await expect(service.reveal(PROSPECTS_KIND, USER, PERSON)).resolves.toMatchObject({ isCreditDeducted: false });
  });

  it('is a 404 for an unknown row and for a kind that reveals nothing', async () => {
    const unknown = setUp(null);
    await expect(unknown.service.reveal(PROSPECTS_KIND, USER, PERSON)).rejects.toThrow('The prospect was not found.');
    const companies = setUp(unpaid({ email: 'a@b.c' }));
    await expect(companies.service.reveal(COMPANIES_KIND, USER, 'c1')).rejects.toBeInstanceOf(DomainError);
    expect(companies.records.findRevealable).not.toHaveBeenCalled();
  });
});
