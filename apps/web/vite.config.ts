// Vite build and dev server of the SPA. The API serves dist/web in production; in development the
// dev server proxies /api to the API so the SPA keeps using same-origin relative paths.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstLoad, formatFirstLoad, overBudget, pageHtml, type ChunkGraph } from './src/build/first-load';
import { FIRST_PAINT_LOADER, withScriptsAfterFirstPaint, withSignInShell } from './src/build/sign-in-shell';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const workspaceRoot = path.resolve(__dirname, '../..');
// npm run dev: the dev server's own port and the API it proxies to (the API's PORT).
const devPort = Number(process.env.WEB_DEV_PORT ?? 4200);
const apiPort = Number(process.env.PORT ?? 3000);
const outDir = path.resolve(__dirname, '../../dist/web');

// `<file>.gz` and `<file>.br` beside every compressible built file, at the highest levels (once per build,
// not per request), with Node's own zlib, so the build needs no compression dependency.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, compression saves less than its header costs. */
const MIN_BYTES = 1024;

function precompressDirectory(dir: string): number {
  let written = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      written += precompressDirectory(path);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    const gzip = gzipSync(content, { level: 9 });
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    // A variant that is not smaller is not worth a request's Content-Encoding.
    if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
    if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
    written += 1;
  }
  return written;
}

/** gzip and brotli variants of the built files, served by the API by Accept-Encoding (apps/api/src/spa.ts). */
function precompress(): Plugin {
  return {
    name: 'leadsignal-precompress',
    apply: 'build',
    closeBundle() {
      precompressDirectory(outDir);
    },
  };
}

/** The page a first visit measures: signed-out visitors land on /login (docs/performance.md). */
const FIRST_LOAD_PAGE = 'src/features/auth/pages/LoginPage.tsx';
/** index.html with the login page's chunks preloaded, served for / and /login (apps/api/src/app.factory.ts). */
const SIGN_IN_HTML = 'sign-in.html';
/** The top bar's logo as the bundle inlines it (a data: URL; it is under Vite's inlining limit). */
const logoSrc = () =>
  `data:image/svg+xml;base64,${readFileSync(path.join(__dirname, 'src/assets/logo.svg')).toString('base64')}`;
/** At most this much gzipped JavaScript before /login shows; the build fails above it. */
export const FIRST_LOAD_JS_BUDGET_BYTES = 150 * 1024;

/**
 * Prints the gzipped first-load set of the build and fails it above the budget (src/build/first-load.ts), and
 * writes sign-in.html, the document of / and /login (src/build/sign-in-shell.ts).
 */
function firstLoadBudget(): Plugin {
  let loaderRef = '';
  return {
    name: 'leadsignal-first-load-budget',
    apply: 'build',
    generateBundle() {
      loaderRef = this.emitFile({ type: 'asset', name: 'first-paint.js', source: FIRST_PAINT_LOADER });
    },
    writeBundle(_options, bundle) {
      const graph: ChunkGraph = {};
      const gzipped = new Map<string, number>();
      for (const output of Object.values(bundle)) {
        const content = output.type === 'chunk' ? output.code : output.source;
        gzipped.set(output.fileName, gzipSync(content, { level: 9 }).length);
        if (output.type !== 'chunk') continue;
        graph[output.fileName] = {
          file: output.fileName,
          src: output.facadeModuleId ? path.relative(__dirname, output.facadeModuleId) : undefined,
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        };
      }
      const sizeOf = (file: string) => gzipped.get(file) ?? 0;
      const report = firstLoad(graph, FIRST_LOAD_PAGE, sizeOf);
      this.environment.logger.info(`\n${formatFirstLoad(report, FIRST_LOAD_JS_BUDGET_BYTES, sizeOf)}\n`);
      const problem = overBudget(report, FIRST_LOAD_JS_BUDGET_BYTES);
      if (problem) this.error(problem);
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('The build wrote no index.html.');
      else {
        const preloaded = pageHtml(String(index.source), report);
        const loader = `/${this.getFileName(loaderRef)}`;
        writeFileSync(
          join(outDir, SIGN_IN_HTML),
          withScriptsAfterFirstPaint(withSignInShell(preloaded, logoSrc()), loader),
        );
      }
    },
  };
}

// react-router ships its warnings-included development build under the default export conditions; a
// production bundle takes its production build (React itself picks production by NODE_ENV).
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: path.join(workspaceRoot, 'node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: path.join(workspaceRoot, 'node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

export default defineConfig(({ command }) => ({
  root: __dirname,
  plugins: [react(), precompress(), firstLoadBudget()],
  resolve: {
    alias: [
      { find: '@leadsignal/contracts', replacement: path.join(workspaceRoot, 'libs/contracts/src/index.ts') },
      { find: '@leadsignal/reference-data', replacement: path.join(workspaceRoot, 'libs/reference-data/src/index.ts') },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  server: {
    port: devPort,
    strictPort: true,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: true },
    },
  },
  preview: { port: devPort },
  build: {
    outDir,
    emptyOutDir: true,
    // Maps are written for error reports but not referenced from the bundles, and the API does not serve
    // them in production (docs/security.md).
    sourcemap: 'hidden',
    rollupOptions: {
      treeshake: {
        // The contracts are declarations (schemas, constants, pure functions): a module none of whose exports a
        // chunk uses is left out, so the entry's few constants do not drag every schema (and zod) along.
        moduleSideEffects: (id) => !id.includes(`${path.sep}libs${path.sep}contracts${path.sep}`),
      },
      output: {
        // Libraries change far less often than our code: separate chunks stay cached across releases. Only the
        // libraries every page needs are grouped; the rest (react-select, papaparse, zod...) go where rollup puts
        // them, i.e. with the pages that import them, so a first visit does not download them (docs/performance.md).
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/.test(id))
            return 'react';
          if (/[\\/]node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect)[\\/]/.test(id)) return 'redux';
          if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return 'zod';
          return undefined;
        },
      },
    },
  },
}));
