import { firstLoad, formatFirstLoad, overBudget, pageHtml, staticClosure, type ChunkGraph } from './first-load';

// A build like ours: the entry modulepreloads react and redux; the login page is a lazy chunk with a shared
// Form chunk; the alerts page (lazy) brings zod, which must not count.
const graph: ChunkGraph = {
  'assets/index.js': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['assets/react.js', 'assets/redux.js'],
    dynamicImports: ['assets/LoginPage.js', 'assets/AlertsPage.js'],
    css: ['assets/index.css'],
  },
  'assets/react.js': { file: 'assets/react.js' },
  'assets/redux.js': { file: 'assets/redux.js', imports: ['assets/react.js'] },
  'assets/LoginPage.js': {
    file: 'assets/LoginPage.js',
    src: 'src/features/auth/pages/LoginPage.tsx',
    imports: ['assets/index.js', 'assets/react.js', 'assets/Form.js'],
    css: ['assets/auth.css'],
  },
  'assets/Form.js': { file: 'assets/Form.js', imports: ['assets/react.js'] },
  'assets/AlertsPage.js': {
    file: 'assets/AlertsPage.js',
    src: 'src/features/alerts/AlertsPage.tsx',
    imports: ['assets/index.js', 'assets/zod.js', 'assets/Form.js'],
  },
  'assets/zod.js': { file: 'assets/zod.js' },
};

const sizes: Record<string, number> = {
  'assets/index.js': 10_000,
  'assets/react.js': 100_000,
  'assets/redux.js': 27_000,
  'assets/LoginPage.js': 3_000,
  'assets/Form.js': 2_000,
  'assets/AlertsPage.js': 5_000,
  'assets/zod.js': 25_000,
  'assets/index.css': 30_000,
  'assets/auth.css': 100,
};
const sizeOf = (file: string) => sizes[file];

describe('first-load size', () => {
  it('follows static imports only, each chunk once', () => {
    expect(staticClosure(graph, ['assets/index.js']).sort()).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/redux.js',
    ]);
  });

  it('counts the entry with its modulepreloads and CSS, then the page with its own chunks, never lazy pages', () => {
    const report = firstLoad(graph, 'src/features/auth/pages/LoginPage.tsx', sizeOf);
    expect(report.entry).toEqual({
      js: ['assets/index.js', 'assets/react.js', 'assets/redux.js'],
      css: ['assets/index.css'],
      jsBytes: 137_000,
      cssBytes: 30_000,
    });
    expect(report.page.js.sort()).toEqual([
      'assets/Form.js',
      'assets/LoginPage.js',
      'assets/index.js',
      'assets/react.js',
      'assets/redux.js',
    ]);
    expect(report.page.jsBytes).toBe(142_000);
    expect(report.page.cssBytes).toBe(30_100);
    expect(report.page.js).not.toContain('assets/zod.js');
  });

  it('passes within the budget and fails above it, naming the sizes', () => {
    const report = firstLoad(graph, 'src/features/auth/pages/LoginPage.tsx', sizeOf);
    expect(overBudget(report, 150 * 1024)).toBeNull();
    expect(overBudget(report, 142_000)).toBeNull();
    expect(overBudget(report, 100 * 1024)).toMatch(/138\.7 KB gzipped, over the 100\.0 KB budget/);
  });

  it('counts a library once a page imports it statically', () => {
    const withZod: ChunkGraph = {
      ...graph,
      'assets/LoginPage.js': { ...graph['assets/LoginPage.js'], imports: ['assets/index.js', 'assets/zod.js'] },
    };
    const report = firstLoad(withZod, 'src/features/auth/pages/LoginPage.tsx', sizeOf);
    expect(report.page.js).toContain('assets/zod.js');
    expect(overBudget(report, 150 * 1024)).not.toBeNull();
  });

  it('prints both sets, biggest file first', () => {
    const report = firstLoad(graph, 'src/features/auth/pages/LoginPage.tsx', sizeOf);
    const lines = formatFirstLoad(report, 150 * 1024, sizeOf).split('\n');
    expect(lines[0]).toBe('First load (gzipped): entry + modulepreloads 133.8 KB JS, 29.3 KB CSS');
    expect(lines[1]).toBe(
      'First load of src/features/auth/pages/LoginPage.tsx (gzipped): 138.7 KB JS (budget 150.0 KB), 29.4 KB CSS',
    );
    expect(lines[2]).toMatch(/97\.7 KB {2}assets\/react\.js$/);
  });

  it('refuses a graph without one entry or without the page', () => {
    expect(() => firstLoad({}, 'x', sizeOf)).toThrow('Expected one entry chunk, found 0.');
    expect(() => firstLoad(graph, 'src/Missing.tsx', sizeOf)).toThrow(/No chunk was built for 'src\/Missing.tsx'/);
    expect(() => staticClosure(graph, ['assets/nope.js'])).toThrow("The chunk graph has no chunk 'assets/nope.js'.");
  });
});

describe('pageHtml', () => {
  const index = [
    '<html>',
    '  <head>',
    '    <script type="module" crossorigin src="/assets/index.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/redux.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
    '  </head>',
    '  <body><div id="root"></div></body>',
    '</html>',
  ].join('\n');
  const report = firstLoad(graph, 'src/features/auth/pages/LoginPage.tsx', (file) => sizes[file] ?? 0);

  it("asks for the page's own chunks and CSS in the document, once each, before </head>", () => {
    const html = pageHtml(index, report);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginPage.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/Form.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/auth.css">');
    for (const file of ['index.js', 'react.js', 'redux.js', 'index.css', 'LoginPage.js'])
      expect(html.split(`/assets/${file}"`)).toHaveLength(2);
    expect(html).not.toContain('AlertsPage');
    expect(html).not.toContain('zod');
  });

  it('refuses a document without a head', () => {
    expect(() => pageHtml('<div id="root"></div>', report)).toThrow('</head>');
  });
});
