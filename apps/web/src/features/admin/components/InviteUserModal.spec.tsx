import { INVITE_EMAIL_TAKEN_REASON, PERMISSIONS } from '@leadsignal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifySuccess } from '../../../lib/toast';
import { UsersPage } from '../pages/UsersPage';
import { fieldProblems } from '../../../components/forms';
import { inviteFormSchema, inviteSentMessage } from './InviteUserModal';
import { adminUser } from '../../../../test/admin';
import { apiError, jsonResponse, mockApi } from '../../../../test/api';
import { storeSession, testUser } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render';

jest.mock('../../../lib/toast');

const INVITE = 'POST users/invite';

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  storeSession(testUser({ allowedPermissions: [PERMISSIONS.adminUsers] }));
});

function usersApi(invite: NonNullable<Parameters<typeof mockApi>[0]>[string]) {
  return mockApi({
    'GET users': () => jsonResponse(200, { items: [adminUser()], totalCount: 1 }),
    [INVITE]: invite,
  });
}

async function openInvite() {
  renderPage('/manage/users', <UsersPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
  return screen.findByRole('dialog');
}

function fill(dialog: HTMLElement, values: { email: string; firstName: string; lastName: string }) {
  fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: values.email } });
  fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: values.firstName } });
  fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: values.lastName } });
}

describe('invite user', () => {
  it('checks the fields like the API before sending anything', async () => {
    expect(fieldProblems(inviteFormSchema, { email: '', firstName: ' ', lastName: 'Ok' })).toEqual({
      email: 'E-mail is required.',
      firstName: 'First name is required.',
    });
    expect(fieldProblems(inviteFormSchema, { email: 'nope', firstName: 'A', lastName: 'B' })).toEqual({
      email: 'Enter a valid e-mail address.',
    });

    const api = usersApi(() => jsonResponse(201, {}));
    const dialog = await openInvite();
    fill(dialog, { email: 'not-an-address', firstName: '', lastName: 'Lovelace' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await within(dialog).findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(within(dialog).getByText('First name is required.')).toBeTruthy();
    expect(api.calls.filter((call) => call.key === INVITE)).toHaveLength(0);
  });

  it('sends the trimmed, lower-cased address and names, toasts and closes; the list is fetched again', async () => {
    const api = usersApi(() =>
      jsonResponse(201, { id: 'new-id', email: 'ada@example.com', expiresOn: '2025-03-11T10:00:00.000Z' }),
    );
    const dialog = await openInvite();
    fill(dialog, { email: '  Ada@Example.com ', firstName: ' Ada ', lastName: 'Lovelace' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(inviteSentMessage('ada@example.com')));
    expect(api.bodiesOf(INVITE)).toEqual([{ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.calls.filter((call) => call.key === 'GET users')).toHaveLength(2));
  });

  it('shows the server’s refusal of a taken address in the form and stays open', async () => {
    usersApi(() => apiError(409, INVITE_EMAIL_TAKEN_REASON, 'email'));
    const dialog = await openInvite();
    fill(dialog, { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(INVITE_EMAIL_TAKEN_REASON);
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
