import { SIGN_IN_WORDING_MARK, wordingHtml } from '@leadsignal/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PublicLayout } from '../app/layouts/PublicLayout';
import { AuthPage } from '../features/auth/components/AuthPage';
import { Wording } from '../features/auth/components/Wording';
import {
  FIRST_PAINT_LOADER,
  SHELL_WORDING_MARK,
  signInShell,
  withScriptsAfterFirstPaint,
  withSignInShell,
} from './sign-in-shell';

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

describe('scripts after the first paint', () => {
  const html = [
    '<html>',
    '  <head>',
    '    <script type="module" crossorigin src="/assets/index.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
    '    <link rel="modulepreload" crossorigin href="/assets/LoginPage.js">',
    '  </head>',
    '  <body><div id="root"></div>',
    '  </body>',
    '</html>',
  ].join('\n');

  it('moves the module script and preloads into the template, keeps the CSS in the head, adds the loader', () => {
    const deferred = withScriptsAfterFirstPaint(html, '/assets/first-paint.js');
    const head = deferred.slice(0, deferred.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('type="module"');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(head).toContain('<script defer src="/assets/first-paint.js"></script>');
    expect(deferred).toContain(
      '<template id="app-scripts"><script type="module" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/LoginPage.js"></template>\n  </body>',
    );
  });

  it('starts the scripts once, after a paint or half a second', () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    document.body.innerHTML = '<template id="app-scripts"><meta name="started"></template>';
    new Function(FIRST_PAINT_LOADER)();
    expect(document.head.querySelectorAll('meta[name="started"]')).toHaveLength(0);
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(0);
    expect(document.head.querySelectorAll('meta[name="started"]')).toHaveLength(1);
    jest.advanceTimersByTime(1000);
    expect(document.head.querySelectorAll('meta[name="started"]')).toHaveLength(1);
    jest.useRealTimers();
  });

  it('refuses a document without a module script', () => {
    expect(() => withScriptsAfterFirstPaint('<html><head></head><body></body></html>', '/x.js')).toThrow(
      'module script',
    );
  });
});
