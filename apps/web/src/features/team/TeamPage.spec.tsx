import {
  type LedgerEntry,
  type Team,
  type TeamInvitation,
  type TeamMember,
  type TeamUsage,
} from '@leadsignal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { meApi } from '../../lib/me-api';
import { notifyError, notifySuccess } from '../../lib/toast';
import { apiError, jsonResponse, mockApi, type Handler } from '../../../test/api';
import { testMe, testUser } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { TeamPage } from './TeamPage';
import { NO_INVITATIONS_TEXT } from './InvitationsTable';
import { EVERYONE_ELSE, NO_TEAM_USAGE, usageChart } from './TeamUsage';

jest.mock('../../lib/toast');

const SELF = testUser().id;
const id = (n: number) => `0190a6c2-0000-7000-8000-${String(n).padStart(12, '0')}`;

function member(n: number, overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    userId: id(n),
    email: `member${n}@example.com`,
    fullName: `Member ${n}`,
    role: 'member',
    monthlyCap: null,
    usedThisPeriod: 0,
    joinedOn: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

const JANE = member(1, { userId: SELF, fullName: 'Jane Doe', email: 'jane.doe@example.com', role: 'owner' });
const SAM = member(2, { fullName: 'Sam Stone', email: 'sam@example.com', monthlyCap: 5, usedThisPeriod: 4 });
const MIA = member(3, { fullName: 'Mia Chen', email: 'mia@example.com', role: 'manager', usedThisPeriod: 12 });

function team(overrides: Partial<Team> = {}): Team {
  return {
    id: id(100),
    name: 'Acme Sales',
    role: 'owner',
    pool: { allowance: 100, topUp: 42 },
    you: { monthlyCap: null, usedThisPeriod: 7 },
    members: [JANE, SAM, MIA],
    ...overrides,
  };
}

function invitation(overrides: Partial<TeamInvitation> = {}): TeamInvitation {
  return {
    id: id(200),
    email: 'new@example.com',
    role: 'member',
    monthlyCap: 2,
    status: 'pending',
    invitedBy: 'Jane Doe',
    createdOn: '2026-11-20T09:00:00.000Z',
    expiresOn: '2099-11-27T09:00:00.000Z',
    newAccount: false,
    ...overrides,
  };
}

const DAYS = Array.from({ length: 30 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
const spent = (byDay: Record<number, number>) => DAYS.map((_, i) => byDay[i] ?? 0);

function usage(): TeamUsage {
  return {
    days: DAYS,
    members: [
      { userId: SELF, fullName: 'Jane Doe', spent: spent({ 28: 1 }) },
      { userId: SAM.userId, fullName: 'Sam Stone', spent: spent({ 27: 2, 29: 2 }) },
      { userId: MIA.userId, fullName: 'Mia Chen', spent: spent({}) },
    ],
  };
}

function ledgerEntry(n: number, overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: id(300 + n),
    createdOn: '2026-11-27T10:00:00.000Z',
    kind: 'reveal',
    reason: 'alert e-mail reveal',
    subject: `Person ${n}`,
    reference: null,
    delta: -1,
    allowanceDelta: -1,
    topUpDelta: 0,
    balanceAfter: 142 - n,
    actorName: null,
    ...overrides,
  };
}

const TEAM = 'GET team';
const INVITATIONS = 'GET team/invitations';
const INVITE = 'POST team/invitations';
const USAGE = 'GET team/usage';
const LEDGER = 'GET team/ledger';
const memberKey = (method: string, userId: string) => `${method} team/members/${userId}`;

/** The team API as an owner (or `answer`'s role) sees it; records the ledger's queries. */
function teamApi(answer: Team = team(), extra: Record<string, Handler> = {}) {
  const ledgerQueries: Record<string, string>[] = [];
  const api = mockApi({
    [TEAM]: () => jsonResponse(200, answer),
    [INVITATIONS]: () => jsonResponse(200, []),
    [USAGE]: () => jsonResponse(200, usage()),
    [LEDGER]: (_body: unknown, request: Request) => {
      ledgerQueries.push(Object.fromEntries(new URL(request.url).searchParams));
      return jsonResponse(200, { items: [ledgerEntry(1), ledgerEntry(2)], totalCount: 2 });
    },
    ...extra,
  });
  return { api, ledgerQueries };
}

function renderTeam() {
  return renderRoute('/team', <TeamPage />, { permissions: [] });
}

const membersTable = () => screen.findByRole('table', { name: 'Members' });
const rowOf = async (name: string) =>
  (await within(await membersTable()).findByText(name)).closest('tr') as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe('team page, as its owner', () => {
  it('shows the pool, the own cap, the members, the usage per member and the pool’s ledger', async () => {
    const { ledgerQueries } = teamApi();
    renderTeam();

    expect((await screen.findByTestId('team-name')).textContent).toBe('Acme Sales');
    expect(screen.getByTestId('team-pool').textContent).toContain('142 credits left in the team');
    expect(screen.getByTestId('team-pool').textContent).toContain('100 of this month');
    expect(screen.getByTestId('team-your-cap').textContent).toContain('No cap: you may spend from the whole pool');

    const sam = await rowOf('Sam Stone');
    expect(within(sam).getByText('sam@example.com')).toBeTruthy();
    expect(within(sam).getByText('5 credits')).toBeTruthy();
    expect(within(sam).getByText('Near cap')).toBeTruthy();
    expect((within(sam).getByRole('combobox', { name: 'Role of Sam Stone' }) as HTMLSelectElement).value).toBe(
      'member',
    );
    const jane = await rowOf('Jane Doe');
    expect(within(jane).getByText('Owner')).toBeTruthy();
    expect(within(jane).queryByRole('combobox')).toBeNull();
    expect(within(jane).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(await rowOf('Mia Chen')).getByText('No cap')).toBeTruthy();

    expect(await screen.findByText(NO_INVITATIONS_TEXT)).toBeTruthy();
    expect((await screen.findByTestId('team-usage-summary')).textContent).toBe(
      '5 credits used in the last 30 days by 2 members; most by Sam Stone (4).',
    );
    expect(
      await screen.findByRole('img', { name: /Credits used per day over the last 30 days, by member/ }),
    ).toBeTruthy();

    const ledger = await screen.findByRole('table', {
      name: "The pool's credit history, newest first",
    });
    expect(await within(ledger).findAllByTestId('ledger-row')).toHaveLength(2);
    expect(ledgerQueries[0]).toEqual({ page: '1', pageSize: '10' });
    const sizes = screen.getByLabelText('Rows per page:', { selector: '#team-ledger-pagination-page-size' });
    expect(Array.from((sizes as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      '10',
      '15',
      '20',
      '25',
      '30',
    ]);

    fireEvent.change(screen.getByLabelText('Member'), { target: { value: SAM.userId } });
    await waitFor(() => expect(ledgerQueries.at(-1)).toEqual({ member: SAM.userId, page: '1', pageSize: '10' }));
    expect(screen.getByRole('table', { name: "The pool's credit history for Sam Stone, newest first" })).toBeTruthy();
  });

  it('saves a cap of 2 with PATCH monthlyCap: 2, and a blank cap as null (no cap), with a toast', async () => {
    const { api } = teamApi(team(), {
      [memberKey('PATCH', SAM.userId)]: () => jsonResponse(200, {}),
      'GET users/me': () => jsonResponse(200, testMe()),
    });
    const { store } = renderTeam();
    // The shell's top bar asks for users/me (the credit badge) as long as it is on screen.
    void store.dispatch(meApi.endpoints.getMe.initiate());

    fireEvent.click(
      within(await rowOf('Sam Stone')).getByRole('button', { name: 'Edit the monthly cap of Sam Stone' }),
    );
    const field = screen.getByRole('textbox', { name: 'Monthly cap of Sam Stone' });
    expect((field as HTMLInputElement).value).toBe('5');
    fireEvent.change(field, { target: { value: ' 2 ' } });
    fireEvent.click(within(await rowOf('Sam Stone')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf(memberKey('PATCH', SAM.userId))).toEqual([{ monthlyCap: 2 }]));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith("Sam Stone's monthly cap is now 2 credits."));

    fireEvent.click(
      within(await rowOf('Sam Stone')).getByRole('button', { name: 'Edit the monthly cap of Sam Stone' }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Monthly cap of Sam Stone' }), { target: { value: '' } });
    fireEvent.click(within(await rowOf('Sam Stone')).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodiesOf(memberKey('PATCH', SAM.userId))).toEqual([{ monthlyCap: 2 }, { monthlyCap: null }]),
    );
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Sam Stone now has no monthly cap.'));
    // The change fetches the team and users/me (the credit badge) again.
    await waitFor(() => expect(api.count(TEAM)).toBeGreaterThanOrEqual(3));
    await waitFor(() => expect(api.count('GET users/me')).toBe(3));
  });

  it("checks a cap as it is typed with the contract's words, and shows a refusal under the field", async () => {
    const { api } = teamApi(team(), {
      [memberKey('PATCH', SAM.userId)]: () => apiError(422, 'Monthly cap must be at most 1,000,000.', 'monthlyCap'),
    });
    renderTeam();
    fireEvent.click(
      within(await rowOf('Sam Stone')).getByRole('button', { name: 'Edit the monthly cap of Sam Stone' }),
    );
    const field = screen.getByRole('textbox', { name: 'Monthly cap of Sam Stone' });
    const save = within(await rowOf('Sam Stone')).getByRole('button', { name: 'Save' });

    fireEvent.change(field, { target: { value: 'two' } });
    fireEvent.click(save);
    expect(await screen.findByText('Monthly cap must be a whole number of credits, or empty for no cap.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: '-1' } });
    expect(await screen.findByText('Monthly cap must be 0 or more.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '1.5' } });
    expect(await screen.findByText('Monthly cap must be a whole number of credits, or empty for no cap.')).toBeTruthy();
    expect(api.count(memberKey('PATCH', SAM.userId))).toBe(0);

    fireEvent.change(field, { target: { value: '999' } });
    fireEvent.click(save);
    expect(await screen.findByText('Monthly cap must be at most 1,000,000.')).toBeTruthy();
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(within(await rowOf('Sam Stone')).queryByText('999 credits')).toBeNull();
  });

  it('changes a role at once with PATCH role, and removes a member after asking', async () => {
    const { api } = teamApi(team(), {
      [memberKey('PATCH', SAM.userId)]: () => jsonResponse(200, {}),
      [memberKey('DELETE', MIA.userId)]: () => jsonResponse(200, {}),
    });
    renderTeam();

    fireEvent.change(within(await rowOf('Sam Stone')).getByRole('combobox', { name: 'Role of Sam Stone' }), {
      target: { value: 'manager' },
    });
    await waitFor(() => expect(api.bodiesOf(memberKey('PATCH', SAM.userId))).toEqual([{ role: 'manager' }]));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Sam Stone is now a manager.'));

    fireEvent.click(within(await rowOf('Mia Chen')).getByRole('button', { name: 'Remove Mia Chen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(dialog.textContent).toContain('Remove Mia Chen (mia@example.com) from Acme Sales?');
    expect(api.count(memberKey('DELETE', MIA.userId))).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.count(memberKey('DELETE', MIA.userId))).toBe(1));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Mia Chen was removed from the team.'));
  });

  it('puts a refused role change back and toasts the reason', async () => {
    teamApi(team(), {
      [memberKey('PATCH', SAM.userId)]: () => apiError(409, 'Only the owner may make managers.'),
    });
    renderTeam();
    const select = within(await rowOf('Sam Stone')).getByRole('combobox', { name: 'Role of Sam Stone' });
    fireEvent.change(select, { target: { value: 'manager' } });
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Only the owner may make managers.'));
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('member'));
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});

describe('invite form', () => {
  const form = () => screen.findByRole('form', { name: 'Invite someone' });

  it("checks the fields with the contract's words before sending anything", async () => {
    const { api } = teamApi();
    renderTeam();
    const invite = await form();
    fireEvent.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByText('E-mail is required.')).toBeTruthy();

    fireEvent.change(within(invite).getByLabelText('E-mail'), { target: { value: 'not-an-address' } });
    expect(await within(invite).findByText('Enter a valid e-mail address.')).toBeTruthy();
    fireEvent.change(within(invite).getByLabelText('Monthly cap (optional)'), { target: { value: '2.5' } });
    expect(
      await within(invite).findByText('Monthly cap must be a whole number of credits, or empty for no cap.'),
    ).toBeTruthy();
    fireEvent.change(within(invite).getByLabelText('Monthly cap (optional)'), { target: { value: '2000000' } });
    expect(await within(invite).findByText('Monthly cap must be at most 1,000,000.')).toBeTruthy();
    expect(api.count(INVITE)).toBe(0);
  });

  it('sends the e-mail, the role and the cap (none when blank), then clears the form', async () => {
    const { api } = teamApi(team(), { [INVITE]: () => jsonResponse(201, invitation()) });
    renderTeam();
    const invite = await form();
    fireEvent.change(within(invite).getByLabelText('E-mail'), { target: { value: ' New@Example.com ' } });
    fireEvent.change(within(invite).getByLabelText('Role'), { target: { value: 'manager' } });
    fireEvent.change(within(invite).getByLabelText('Monthly cap (optional)'), { target: { value: '10' } });
    fireEvent.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(api.bodiesOf(INVITE)).toEqual([{ email: 'new@example.com', role: 'manager', monthlyCap: 10 }]),
    );
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Invitation sent to new@example.com.'));
    await waitFor(() => expect((within(invite).getByLabelText('E-mail') as HTMLInputElement).value).toBe(''));
    // The list is fetched again with the new invitation.
    await waitFor(() => expect(api.count(INVITATIONS)).toBe(2));

    fireEvent.change(within(invite).getByLabelText('E-mail'), { target: { value: 'other@example.com' } });
    fireEvent.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.bodiesOf(INVITE)[1]).toEqual({ email: 'other@example.com', role: 'member' }));
  });

  it('shows a refusal under the field the server names, or above the form', async () => {
    let answer = () => apiError(409, 'sam@example.com is already in your team.', 'email');
    teamApi(team(), { [INVITE]: () => answer() });
    renderTeam();
    const invite = await form();
    fireEvent.change(within(invite).getByLabelText('E-mail'), { target: { value: 'sam@example.com' } });
    fireEvent.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByText('sam@example.com is already in your team.')).toBeTruthy();
    expect(within(invite).getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');

    answer = () => apiError(429, 'Too many invitations today. Try again tomorrow.');
    fireEvent.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect((await within(invite).findByRole('alert')).textContent).toBe(
      'Too many invitations today. Try again tomorrow.',
    );
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});

describe('invitations', () => {
  it('lists them with their status; a pending one is sent again or revoked after asking', async () => {
    const pending = invitation();
    const accepted = invitation({ id: id(201), email: 'joined@example.com', status: 'accepted', monthlyCap: null });
    const expired = invitation({ id: id(202), email: 'late@example.com', expiresOn: '2020-01-01T00:00:00.000Z' });
    const { api } = teamApi(team(), {
      [INVITATIONS]: () => jsonResponse(200, [pending, accepted, expired]),
      [`POST team/invitations/${pending.id}/resend`]: () => jsonResponse(200, pending),
      [`DELETE team/invitations/${pending.id}`]: () => jsonResponse(200, {}),
    });
    renderTeam();

    const table = await screen.findByRole('table', { name: 'Invitations' });
    const row = (email: string) => within(table).getByText(email).closest('tr') as HTMLElement;
    await within(table).findByText('new@example.com');
    expect(within(row('new@example.com')).getByText('Pending')).toBeTruthy();
    expect(within(row('new@example.com')).getByText('2 credits')).toBeTruthy();
    expect(within(row('joined@example.com')).getByText('Accepted')).toBeTruthy();
    expect(within(row('joined@example.com')).queryByRole('button')).toBeNull();
    expect(within(row('late@example.com')).getByText('Expired')).toBeTruthy();

    fireEvent.click(
      within(row('new@example.com')).getByRole('button', { name: 'Resend the invitation to new@example.com' }),
    );
    await waitFor(() => expect(api.count(`POST team/invitations/${pending.id}/resend`)).toBe(1));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Invitation sent again to new@example.com.'));

    fireEvent.click(
      within(row('new@example.com')).getByRole('button', { name: 'Revoke the invitation to new@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.count(`DELETE team/invitations/${pending.id}`)).toBe(1));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('The invitation to new@example.com was revoked.'));
  });
});

describe('team page, as a member', () => {
  it('shows the pool and the own cap, and no members, invitations, usage or ledger', async () => {
    const { api } = teamApi(team({ role: 'member', members: [], you: { monthlyCap: 2, usedThisPeriod: 2 } }));
    renderTeam();

    expect(await screen.findByTestId('team-pool')).toBeTruthy();
    expect(screen.getByTestId('team-your-cap').textContent).toBe(
      'You used 2 of your monthly cap of 2 credits this month; 0 left. Ask your team’s owner or a manager to raise it.',
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite someone' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename team' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Members/ })).toBeNull();
    expect(screen.getByTestId('team-member-note')).toBeTruthy();
    expect(api.keys().filter((key) => key !== TEAM && key !== 'GET users/me')).toEqual([]);
  });
});

describe('team page states', () => {
  it('says so when the team cannot be loaded', async () => {
    mockApi({ [TEAM]: () => apiError(500, 'Something went wrong. Please try again.') });
    renderTeam();
    expect(await screen.findByText('Your team could not be loaded.')).toBeTruthy();
  });

  it('renames the team from a modal (owners and managers)', async () => {
    const { api } = teamApi(team(), { 'PATCH team': () => jsonResponse(200, {}) });
    renderTeam();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename team' });
    fireEvent.change(within(dialog).getByLabelText('Team name'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Team name is required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Team name'), { target: { value: ' Acme EMEA ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('PATCH team')).toEqual([{ name: 'Acme EMEA' }]));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('The team is now called Acme EMEA.'));
  });
});

describe('usage chart data', () => {
  it('draws members who spent, most first, and groups those past the palette as "Everyone else"', () => {
    const many: TeamUsage = {
      days: ['2026-11-01', '2026-11-02'],
      members: Array.from({ length: 14 }, (_, i) => ({
        userId: id(i + 1),
        fullName: `Member ${i + 1}`,
        spent: [i, 1],
      })),
    };
    const chart = usageChart(many);
    expect(chart.series).toHaveLength(12);
    expect(chart.series[0].label).toBe('Member 14');
    expect(chart.series.at(-1)?.label).toBe(EVERYONE_ELSE);
    // Members 1–3 spent least (1, 2 and 3 credits): grouped.
    expect(chart.points.map((point) => point.values.others)).toEqual([0 + 1 + 2, 3]);
    expect(chart.total).toBe(91 + 14);
    expect(usageChart({ days: ['2026-11-01'], members: [] }).summary).toBe(NO_TEAM_USAGE);
  });
});
