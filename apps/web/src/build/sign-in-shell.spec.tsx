import { SIGN_IN_WORDING_MARK, wordingHtml } from '@leadsignal/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PublicLayout } from '../app/layouts/PublicLayout';
import { AuthPage } from '../features/auth/components/AuthPage';
import { Wording } from '../features/auth/components/Wording';
import { SHELL_WORDING_MARK, signInShell, withSignInShell } from './sign-in-shell';

const WORDING = 'Welcome back.\n\nFunding & <hires>, "quoted".\nSecond line.\n\n  ';

/** What React renders for a sign-in page with wording, its router's "active" marks left out. */
function rendered(): string {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route
            path="/login"
            element={
              <AuthPage title="Login" wording={WORDING}>
                <form />
              </AuthPage>
            }
          />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return html.replace(/ aria-current="page"/g, '').replace(/ class="nav-link active"/g, ' class="nav-link"');
}

/** Markup as the browser's parser reads it: React's resource hints and router marks left out. */
function parsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  template.content.querySelectorAll('[data-discover]').forEach((element) => element.removeAttribute('data-discover'));
  return template.innerHTML;
}

describe('the sign-in shell', () => {
  it('is the markup PublicLayout and AuthPage render around the wording, with the wording the API puts in', () => {
    const actual = parsed(rendered());
    const logo = /<img src="([^"]*)"/.exec(actual)?.[1] ?? '';
    const shell = parsed(signInShell(logo).replace(SHELL_WORDING_MARK, wordingHtml(WORDING)));
    const [upToWording, closing] = shell.split('</section>');
    expect(actual.slice(0, upToWording.length + 10)).toBe(`${upToWording}</section>`);
    expect(actual.endsWith(closing)).toBe(true);
  });

  it('renders the wording as Wording.tsx does, escaped', () => {
    expect(parsed(wordingHtml(WORDING))).toBe(parsed(renderToStaticMarkup(<Wording content={WORDING} />)));
    expect(wordingHtml('  \n\n ')).toBe(renderToStaticMarkup(<Wording content={'  \n\n '} />));
    expect(wordingHtml('<script>')).toBe('<div class="auth-wording"><p>&lt;script&gt;</p></div>');
  });

  it("marks the wording's place the way the API looks for it", () => {
    expect(SHELL_WORDING_MARK).toBe(SIGN_IN_WORDING_MARK);
  });

  it('goes into an empty #root only', () => {
    expect(withSignInShell('<body><div id="root"></div></body>', 'logo.svg')).toContain('<div id="root"><nav ');
    expect(() => withSignInShell('<body></body>', 'logo.svg')).toThrow('#root');
  });
});
