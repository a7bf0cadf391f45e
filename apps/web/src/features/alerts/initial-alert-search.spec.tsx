import { UI_MESSAGES, type AlertSearchCriteria, type SavedSearch } from '@leadsignal/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifyError } from '../../lib/toast';
import { handOver } from '../../search-kit/saved-searches/handover';
import { SavedSearchNotice } from '../../search-kit/saved-searches/SavedSearchNotice';
import { useInitialSearch, type ResolvedSearch } from '../../search-kit/saved-searches/use-initial-search';
import { alertsKind } from './alerts-kind';
import { apiError, jsonResponse, mockApi } from '../../../test/api';
import { storeSession } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { ownSharing } from '../../../test/sharing';

type ResolvedAlertSearch = ResolvedSearch<AlertSearchCriteria>;

jest.mock('../../lib/toast');

function saved(name: string, n: number, overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: `0190a6c2-0000-7000-8000-${String(n).padStart(12, '0')}`,
    kind: 'alerts',
    name,
    searchCriteria: JSON.stringify({ isTitlesSelected: true, titles: [name] }),
    enableNotification: false,
    isDefault: false,
    isMonitored: false,
    createdOn: '2025-06-01T00:00:00.000Z',
    criteriaError: null,
    ...ownSharing,
    ...overrides,
  };
}

const handed = saved('Handed over', 1);
const byId = saved('By id', 2);
const byDefault = saved('The default', 3, { isDefault: true });
const created = saved('Just created', 4);

/** A stand-in for the alerts screen: records what it was told and shows the notice. */
function Screen({ resolved }: { resolved: ResolvedAlertSearch[] }) {
  const initial = useInitialSearch(alertsKind, (r) => resolved.push(r));
  return (
    <>
      <p>{initial.loading ? 'Finding the search' : 'Ready'}</p>
      <SavedSearchNotice savedSearch={initial.current} messages={alertsKind.manifest.messages} />
      <button onClick={() => initial.setCurrent(created)}>Created</button>
    </>
  );
}

function renderScreen(entry: Parameters<typeof renderPage>[2]) {
  const resolved: ResolvedAlertSearch[] = [];
  const view = renderPage('/alerts', <Screen resolved={resolved} />, entry);
  return { resolved, ...view };
}

beforeEach(() => {
  localStorage.clear();
  storeSession();
  jest.mocked(notifyError).mockClear();
});

describe('the alerts screen starting search', () => {
  it('applies a search handed over in state first, without loading anything', async () => {
    const api = mockApi();
    const { resolved } = renderScreen({ pathname: '/alerts', search: `?ssid=${byId.id}`, state: handOver(handed) });
    expect(await screen.findByText(UI_MESSAGES.viewingSavedAlert('Handed over'))).toBeTruthy();
    expect(resolved).toEqual([
      {
        source: 'state',
        savedSearch: handed,
        criteria: expect.objectContaining({ isTitlesSelected: true, titles: ['Handed over'] }),
      },
    ]);
    expect(api.calls).toEqual([]);
  });

  it('else loads the search named by ?ssid=', async () => {
    const api = mockApi({
      'GET event/getSearch': (_body, request) =>
        new URL(request.url).searchParams.get('id') === byId.id
          ? jsonResponse(200, byId)
          : apiError(404, 'Saved search not found.'),
    });
    const { resolved } = renderScreen(`/alerts?ssid=${byId.id}`);
    expect(screen.getByText('Finding the search')).toBeTruthy();
    expect(await screen.findByText(UI_MESSAGES.viewingSavedAlert('By id'))).toBeTruthy();
    expect(resolved.map((r) => [r.source, r.savedSearch?.name, r.criteria?.titles])).toEqual([
      ['ssid', 'By id', ['By id']],
    ]);
    expect(api.calls.map((c) => c.key)).toEqual(['GET event/getSearch']);
  });

  it('else the default; a search that cannot be loaded falls back to a plain search', async () => {
    mockApi({ 'GET event/getDefaultSaveSearch': () => jsonResponse(200, byDefault) });
    const first = renderScreen('/alerts');
    expect(await screen.findByText(UI_MESSAGES.viewingSavedAlert('The default'))).toBeTruthy();
    expect(first.resolved.map((r) => r.source)).toEqual(['default']);
    first.unmount();

    mockApi({ 'GET event/getSearch': () => apiError(404, 'Saved search not found.') });
    const missing = renderScreen(`/alerts?ssid=${byId.id}`);
    await waitFor(() => expect(missing.resolved).toEqual([{ source: 'none', savedSearch: null, criteria: null }]));
    expect(notifyError).toHaveBeenCalledWith('Saved search not found.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('else a plain search when the user has no default', async () => {
    mockApi({ 'GET event/getDefaultSaveSearch': () => jsonResponse(200, null) });
    const { resolved } = renderScreen('/alerts');
    expect(await screen.findByText('Ready')).toBeTruthy();
    expect(resolved).toEqual([{ source: 'none', savedSearch: null, criteria: null }]);
  });

  it('makes a created alert current, and resolves again on the next arrival', async () => {
    mockApi({
      'GET event/getDefaultSaveSearch': () => jsonResponse(200, byDefault),
      'GET event/getSearch': () => jsonResponse(200, byId),
    });
    const { resolved, router } = renderScreen('/alerts');
    await screen.findByText(UI_MESSAGES.viewingSavedAlert('The default'));
    fireEvent.click(screen.getByRole('button', { name: 'Created' }));
    expect(screen.getByText(UI_MESSAGES.viewingSavedAlert('Just created'))).toBeTruthy();
    expect(resolved).toHaveLength(1);

    await act(() => router.navigate(`/alerts?ssid=${byId.id}`));
    expect(await screen.findByText(UI_MESSAGES.viewingSavedAlert('By id'))).toBeTruthy();
    expect(resolved.map((r) => r.source)).toEqual(['default', 'ssid']);
  });

  it('explains a search whose stored criteria no longer validate and runs a plain search', async () => {
    const stale = saved('Stale', 5, { criteriaError: 'The saved search no longer matches the filters: pageSize' });
    mockApi({ 'GET event/getDefaultSaveSearch': () => jsonResponse(200, stale) });
    const { resolved } = renderScreen('/alerts');
    expect(await screen.findByText(/The alert 'Stale' can no longer be applied/)).toBeTruthy();
    expect(resolved).toEqual([{ source: 'default', savedSearch: stale, criteria: null }]);
  });
});
