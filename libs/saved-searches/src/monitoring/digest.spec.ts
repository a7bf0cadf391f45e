// The links a monitoring run hands out: the notification's and the digest's open the saved search with the
// run's arrival window, so the screen shows the announced matches and no others.
import { searchKindDefinition } from '@leadsignal/search';
import { digestHtml, searchLink } from './digest';

const window = { after: '2026-11-24T12:00:00.123456Z', until: '2026-11-24T13:00:00.654321Z' };

describe('monitoring links', () => {
  it.each([
    ['alerts', '/alerts'],
    ['companies', '/registries'],
    ['prospects', '/prospects'],
  ] as const)('opens a %s search with the window, URL-encoded', (kind, screen) => {
    const link = searchLink(searchKindDefinition(kind), 'search-1', window);
    expect(link).toBe(
      `${screen}?ssid=search-1&arrivedAfter=2026-11-24T12%3A00%3A00.123456Z&arrivedUntil=2026-11-24T13%3A00%3A00.654321Z`,
    );
    const params = new URL(link, 'https://app.example').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      ssid: 'search-1',
      arrivedAfter: window.after,
      arrivedUntil: window.until,
    });
  });

  it('opens the whole saved search without a window', () => {
    expect(searchLink(searchKindDefinition('alerts'), 'a b')).toBe('/alerts?ssid=a+b');
  });

  it("links the digest's search name and its 'see all' to the windowed search, escaped", () => {
    const html = digestHtml('https://app.example/', [
      {
        definition: searchKindDefinition('alerts'),
        searchId: 'search-1',
        searchName: 'Funding',
        window,
        total: 7,
        top: [],
      },
    ]);
    const href = `https://app.example/alerts?ssid=search-1&amp;arrivedAfter=2026-11-24T12%3A00%3A00.123456Z&amp;arrivedUntil=2026-11-24T13%3A00%3A00.654321Z`;
    expect(html.split(`href="${href}"`)).toHaveLength(3);
    expect(html).toContain('See all 7 new alerts');
  });
});
