// The sign-in page's first paint as static HTML, written into sign-in.html's #root by the build (vite.config.ts):
// the public top bar and the column the admin's login wording goes in (the API fills it in per request,
// apps/api/src/app.factory.ts). A cold /login shows its largest text as soon as the HTML and CSS are in, instead
// of after ~190 KB of JavaScript; React then replaces it with the same markup and the sign-in card
// (docs/performance.md "Lighthouse, cold /login"). sign-in-shell.spec.tsx keeps it equal to what
// PublicLayout and AuthPage render.

/** Equal to SIGN_IN_WORDING_MARK of @leadsignal/contracts (the spec checks; vite.config cannot import the lib). */
export const SHELL_WORDING_MARK = '<!--sign-in-wording-->';

/** The top bar and the wording column; `logoSrc` is the logo's URL as the bundle has it. */
export function signInShell(logoSrc: string): string {
  return [
    '<nav class="navbar navbar-expand bg-white fixed-top border-bottom public-topbar" aria-label="Main">',
    '<div class="container-fluid">',
    `<a class="navbar-brand" href="/"><img src="${logoSrc}" width="120" alt="LeadSignal"></a>`,
    '<div class="navbar-nav ms-auto flex-row gap-3">',
    '<a class="nav-link" href="/login">Login</a><a class="nav-link" href="/signup">Signup</a>',
    '</div></div></nav>',
    '<main class="public-content"><div class="auth-page auth-page-wide"><div class="g-4 align-items-start row">',
    `<section aria-label="About LeadSignal" class="pt-md-4 col-md-6">${SHELL_WORDING_MARK}</section>`,
    '</div></div></main>',
  ].join('');
}

/** sign-in.html's body: the shell inside the (otherwise empty) #root. */
export function withSignInShell(html: string, logoSrc: string): string {
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root for the sign-in shell.');
  return html.replace('<div id="root"></div>', `<div id="root">${signInShell(logoSrc)}</div>`);
}

/**
 * The sign-in page's scripts start after its first paint. On a slow connection the render-blocking CSS (~25 KB)
 * otherwise shares the bandwidth with ~190 KB of JavaScript fetched at the same time, and the static first paint
 * waits for all of it; fetched afterwards, the scripts take as long as before and the page shows a second sooner.
 * This loader (an external file: the CSP allows no inline script) moves them out of `<template id="app-scripts">`
 * into the head once the browser has painted, or after half a second when it paints nothing (a background tab).
 */
export const FIRST_PAINT_LOADER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var scripts = document.getElementById('app-scripts');
    if (scripts) document.head.appendChild(scripts.content.cloneNode(true));
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 500);
})();
`;

const APP_SCRIPT = /^[ \t]*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>[ \t]*\n/gm;

/** The document with its module script and modulepreloads moved into the template FIRST_PAINT_LOADER starts. */
export function withScriptsAfterFirstPaint(html: string, loaderSrc: string): string {
  const scripts = html.match(APP_SCRIPT)?.map((tag) => tag.trim()) ?? [];
  if (!scripts.some((tag) => tag.startsWith('<script'))) throw new Error('index.html has no module script to defer.');
  return html
    .replace(APP_SCRIPT, '')
    .replace(/\n?[ \t]*<\/head>/, () => `\n    <script defer src="${loaderSrc}"></script>\n  </head>`)
    .replace(/\n?[ \t]*<\/body>/, () => `\n    <template id="app-scripts">${scripts.join('')}</template>\n  </body>`);
}
