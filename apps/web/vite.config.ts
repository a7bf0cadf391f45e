// Vite build and dev server of the SPA. The API serves dist/web in production; in development the
// dev server proxies /api to the API so the SPA keeps using same-origin relative paths.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const workspaceRoot = path.resolve(__dirname, '../..');

export default defineConfig({
  root: __dirname,
  plugins: [react()],
  resolve: {
    alias: {
      '@leadsignal/contracts': path.join(workspaceRoot, 'libs/contracts/src/index.ts'),
      '@leadsignal/reference-data': path.join(workspaceRoot, 'libs/reference-data/src/index.ts'),
    },
  },
  server: {
    port: 4200,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: { port: 4200 },
  build: {
    outDir: path.resolve(__dirname, '../../dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change far less often than our code: separate chunks stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/.test(id))
            return 'react';
          if (/[\\/]node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect)[\\/]/.test(id)) return 'redux';
          if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return 'zod';
          return 'vendor';
        },
      },
    },
  },
});
