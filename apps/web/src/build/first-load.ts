// What a first visit downloads, computed from the build's chunk graph (the shape of Vite's manifest): the
// entry chunk, every chunk it imports statically (the ones index.html modulepreloads), their CSS, and the
// chunks of the page the visitor opens (its lazy route chunk and that chunk's static imports). The build
// prints it and fails above the budget (vite.config.ts, docs/performance.md). Pure: no file system here,
// so the unit test can feed it a graph.

/** One chunk of the build as Vite's manifest describes it (file names relative to the output folder). */
export interface ChunkInfo {
  file: string;
  /** The module the chunk was built for, e.g. 'src/features/auth/pages/LoginPage.tsx' (absent for shared chunks). */
  src?: string;
  isEntry?: boolean;
  /** Chunks imported statically: fetched (modulepreloaded) before this one runs. */
  imports?: string[];
  /** Chunks loaded later with import(); not part of the first load. */
  dynamicImports?: string[];
  css?: string[];
}

/** Keyed by chunk file name. */
export type ChunkGraph = Record<string, ChunkInfo>;

export interface FirstLoad {
  js: string[];
  css: string[];
  jsBytes: number;
  cssBytes: number;
}

export interface FirstLoadReport {
  /** index.html's entry and what it modulepreloads. */
  entry: FirstLoad;
  /** The entry set plus the route's own chunks: what a visitor of that page needs before it shows. */
  page: FirstLoad;
  pageSrc: string;
}

/** The chunk files `roots` need before they run: themselves and, transitively, their static imports. */
export function staticClosure(graph: ChunkGraph, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const chunk = graph[file];
    if (!chunk) throw new Error(`The chunk graph has no chunk '${file}'.`);
    seen.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen];
}

function measure(graph: ChunkGraph, js: string[], sizeOf: (file: string) => number): FirstLoad {
  const css = [...new Set(js.flatMap((file) => graph[file].css ?? []))];
  const sum = (files: string[]) => files.reduce((total, file) => total + sizeOf(file), 0);
  return { js, css, jsBytes: sum(js), cssBytes: sum(css) };
}

/**
 * The first-load sets of a build: `sizeOf` gives a file's transferred (gzipped) size, `pageSrc` names the module
 * of the page measured (its chunk is found by `src`, e.g. the login page).
 */
export function firstLoad(graph: ChunkGraph, pageSrc: string, sizeOf: (file: string) => number): FirstLoadReport {
  const entries = Object.values(graph).filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}.`);
  const page = Object.values(graph).find((chunk) => chunk.src === pageSrc);
  if (!page) throw new Error(`No chunk was built for '${pageSrc}': is it still a lazily imported page?`);
  const entryJs = staticClosure(graph, [entries[0].file]);
  const pageJs = staticClosure(graph, [entries[0].file, page.file]);
  return { entry: measure(graph, entryJs, sizeOf), page: measure(graph, pageJs, sizeOf), pageSrc };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The lines the build prints; the biggest files first so a regression names its culprit. */
export function formatFirstLoad(
  report: FirstLoadReport,
  budgetBytes: number,
  sizeOf: (file: string) => number,
): string {
  const list = (files: string[]) =>
    [...files]
      .sort((a, b) => sizeOf(b) - sizeOf(a))
      .map((file) => `    ${kb(sizeOf(file)).padStart(9)}  ${file}`)
      .join('\n');
  return [
    `First load (gzipped): entry + modulepreloads ${kb(report.entry.jsBytes)} JS, ${kb(report.entry.cssBytes)} CSS`,
    `First load of ${report.pageSrc} (gzipped): ${kb(report.page.jsBytes)} JS (budget ${kb(budgetBytes)}), ${kb(report.page.cssBytes)} CSS`,
    list([...report.page.js, ...report.page.css]),
  ].join('\n');
}

/** The budget's verdict: null when within it, else the message the build fails with. */
export function overBudget(report: FirstLoadReport, budgetBytes: number): string | null {
  if (report.page.jsBytes <= budgetBytes) return null;
  return (
    `First-load JavaScript of ${report.pageSrc} is ${kb(report.page.jsBytes)} gzipped, over the ${kb(budgetBytes)} budget. ` +
    'Load what only signed-in pages or heavy widgets need lazily (docs/performance.md).'
  );
}

/**
 * index.html for the pages a signed-out visitor lands on (/ and /login): the same document with the page's own
 * chunks and CSS asked for at once (modulepreload, stylesheet) instead of after the entry has run and the router
 * has imported the page, which cost a whole round trip on a cold load. The API serves it for those paths and puts
 * the page's first API answers into it (apps/api/src/app.factory.ts, docs/performance.md "Lighthouse, cold /login").
 */
export function pageHtml(indexHtml: string, report: FirstLoadReport): string {
  const missing = (file: string) => !indexHtml.includes(`/${file}"`);
  const links = [
    ...report.page.js.filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...report.page.css.filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head> to put the page preloads before.');
  return indexHtml.replace(/\n?[ \t]*<\/head>/, `\n${links.map((link) => `    ${link}\n`).join('')}  </head>`);
}
