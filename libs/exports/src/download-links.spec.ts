import { DOWNLOAD_LINK_TTL_SECONDS, DownloadLinks } from './download-links';

const ID = '0190a6c2-0000-7000-8000-000000000001';
const OWNER = '0190a6c2-0000-7000-8000-0000000000aa';

describe('download links', () => {
  const links = new DownloadLinks('a-secret-that-is-long-enough-for-tests-0123');
  const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token') as string;

  it('opens the download it was made for, for its owner, until it expires', () => {
    const now = Date.UTC(2025, 0, 1);
    const url = links.url(ID, OWNER, 0, now);
    expect(url.startsWith(`/api/exports/${ID}/download?token=`)).toBe(true);
    const token = tokenOf(url);

    expect(links.verify(token, ID, OWNER, 0, now)).toBe(true);
    expect(links.verify(token, ID, OWNER, 0, now + DOWNLOAD_LINK_TTL_SECONDS * 1000)).toBe(true);
    expect(links.verify(token, ID, OWNER, 0, now + DOWNLOAD_LINK_TTL_SECONDS * 1000 + 1000)).toBe(false);
    expect(links.verify(token, OWNER, OWNER, 0, now)).toBe(false);
    expect(links.verify(token, ID, ID, 0, now)).toBe(false);
  });

  it("stops opening once the owner's session version moves on (sign out everywhere, new password, disabled)", () => {
    const now = Date.now();
    const token = tokenOf(links.url(ID, OWNER, 4, now));
    expect(links.verify(token, ID, OWNER, 4, now)).toBe(true);
    expect(links.verify(token, ID, OWNER, 5, now)).toBe(false);
  });

  it('refuses tokens that were altered or signed with another secret', () => {
    const now = Date.now();
    const token = tokenOf(links.url(ID, OWNER, 0, now));
    const [expires, signature] = token.split('.');
    expect(links.verify(`${Number(expires) + 3600}.${signature}`, ID, OWNER, 0, now)).toBe(false);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(links.verify(`${expires}.${flipped}`, ID, OWNER, 0, now)).toBe(false);
    expect(links.verify('garbage', ID, OWNER, 0, now)).toBe(false);
    const other = new DownloadLinks('another-secret-that-is-long-enough-0123456');
    expect(other.verify(token, ID, OWNER, 0, now)).toBe(false);
  });
});
