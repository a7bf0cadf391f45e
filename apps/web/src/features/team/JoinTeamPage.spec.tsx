import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifySuccess } from '../../lib/toast';
import { apiError, jsonResponse, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { JOIN_TITLE, JOINED_MESSAGE, JoinTeamPage, NOT_JOINED } from './JoinTeamPage';

jest.mock('../../lib/toast');

const ACCEPT = 'POST team/invitations/accept';

function renderJoin(entry: string) {
  return renderRoute('/team/join', <JoinTeamPage />, { entry, permissions: [] });
}

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe('join a team', () => {
  it('joins with the link’s token only when asked, then opens /team', async () => {
    const api = mockApi({ [ACCEPT]: () => jsonResponse(200, {}) });
    const { router } = renderJoin('/team/join?token=abc123');

    expect(screen.getByRole('heading', { name: JOIN_TITLE })).toBeTruthy();
    expect(screen.getByText(/move into the team.s pool as top-ups/)).toBeTruthy();
    expect(api.count(ACCEPT)).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: JOIN_TITLE }));
    await waitFor(() => expect(api.bodiesOf(ACCEPT)).toEqual([{ token: 'abc123' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/team'));
    expect(notifySuccess).toHaveBeenCalledWith(JOINED_MESSAGE);
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('says why the server refused, as it words it, and stays to try again', async () => {
    const api = mockApi({
      [ACCEPT]: () => apiError(410, 'This invitation has expired. Ask for a new one.', 'token'),
    });
    const { router } = renderJoin('/team/join?token=old');
    fireEvent.click(screen.getByRole('button', { name: JOIN_TITLE }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${NOT_JOINED}This invitation has expired. Ask for a new one.`);
    expect(router.state.location.pathname).toBe('/team/join');
    expect(notifySuccess).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: JOIN_TITLE }) as HTMLButtonElement).disabled).toBe(false);
    expect(api.count(ACCEPT)).toBe(1);
  });

  it('says a link without its token is incomplete, and offers nothing to press', async () => {
    const api = mockApi({});
    renderJoin('/team/join');
    expect((await screen.findByRole('alert')).textContent).toContain('The invitation link is incomplete.');
    expect(screen.queryByRole('button', { name: JOIN_TITLE })).toBeNull();
    expect(api.count(ACCEPT)).toBe(0);
  });
});
