import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { routePreloads } from './build/route-preloads';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** The public tracking page's addresses (src/public/urls.ts); the server answers them with its HTML. */
const PUBLIC_PAGE_PATHS = /^\/(?:trackingPage(?:\/[^?]*)?|trackingButton\/?)(?=\?|$)/;

/** `vite` (dev) serves the public page on its addresses as the server does in production. */
function publicPageInDev(): Plugin {
  return {
    name: 'trailpost:public-page-in-dev',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && PUBLIC_PAGE_PATHS.test(request.url)) request.url = `/tracking-page.html${request.url.replace(PUBLIC_PAGE_PATHS, '')}`;
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    publicPageInDev(),
    routePreloads(fileURLToPath(new URL('.', import.meta.url))),
    // Each script, style sheet, page and icon also as .br and .gz, compressed once at the strongest
    // levels; the server sends the one the browser accepts (decision 0040). Files under 1 KB stay as they are.
    compression({
      include: /\.(?:js|mjs|css|html|svg)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      skipIfLargerOrEqual: true,
      // Brotli at 11 is the slow part of the build: both cores at once.
      scheduler: { limit: 2 },
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: [{ find: /^@\//, replacement: '/src/' }],
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: 'dist',
    // index.html preloads the entry's own imports; no preload lists inside the scripts: they
    // were 5 KB of gzipped script on every screen and a link element per file at start. The
    // server hints the opened screen's scripts in the page (build/route-preloads.ts); a later
    // screen's imports are found as its chunk arrives.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    emptyOutDir: true,
    rolldownOptions: {
      // Two pages: the merchant's app, and the public tracking page served on the merchant's own
      // host (src/public). They share no code, so neither downloads the other's chunks.
      input: { index: page('index.html'), 'tracking-page': page('tracking-page.html') },
      output: {
        codeSplitting: {
          groups: [
            // React, MUI (with the styling it runs on) and the form and query libraries change
            // rarely: a few long-lived chunks, cached across releases of the app. One chunk per MUI
            // component made 40 to 120 script requests per screen, and a phone on a slow network
            // waited on them six at a time (decision 0044). Everything else (the charts, the
            // editors, the app's own code) follows the screens that import it. The public tracking
            // page imports none of these.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|react-transition-group|@popperjs|clsx|stylis|prop-types|react-is|hoist-non-react-statics)[\\/]/, priority: 2 },
            { name: 'libs', test: /node_modules[\\/](react-hook-form|@tanstack)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Whole sign-in flows render many screens; on a busy 2-core machine they need more than 5 s.
    testTimeout: 15_000,
    // Each file keeps its own worker, window and modules: sharing them (isolate: false) let
    // one file's leftovers fail another file's tests (decision 0041).
  },
});
