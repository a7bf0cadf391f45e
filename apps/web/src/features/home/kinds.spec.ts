import { PERMISSIONS } from '@leadsignal/contracts';
import { canOpen } from './kinds';

describe('links on /home', () => {
  const permissions = [PERMISSIONS.alertsSearch, PERMISSIONS.companiesExport];

  it('links a known page only with its permission', () => {
    expect(canOpen('/alerts?ssid=1', permissions)).toBe(true);
    expect(canOpen('/registeredcompaniescsvdownload', permissions)).toBe(true);
    expect(canOpen('/prospects?ssid=2', permissions)).toBe(false);
    expect(canOpen('/managealertsavesearch', permissions)).toBe(false);
  });

  it('never links unknown, empty or outside addresses', () => {
    expect(canOpen(null, permissions)).toBe(false);
    expect(canOpen('/nowhere', permissions)).toBe(false);
    expect(canOpen('//evil.example/alerts', permissions)).toBe(false);
    expect(canOpen('https://evil.example/alerts', permissions)).toBe(false);
  });
});
