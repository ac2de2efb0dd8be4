import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// In development the app runs on :3000 and the API on :3001 (`npm run dev` moves both with PORT and passes the
// API's address); the proxy makes them one origin, so the app always calls relative `/api` paths (in production
// the server serves both).
const API_TARGET = process.env.FAIRWAY_API_URL ?? 'http://localhost:3001';

/** What the server sends compressed: every text file of the build (source maps are left out: no page loads them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the highest levels (done once, so
 * slow is fine); the server's static serving picks the one the browser accepts (apps/server/src/http/web-app.ts).
 * Runs after the service worker is generated so that it is compressed too.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = '';
  return {
    name: 'fairway:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
        const files = entries
          .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
          .map((entry) => path.join(entry.parentPath, entry.name));
        await Promise.all(
          files.map(async (file) => {
            const content = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The service worker (Workbox, generated): the app shell is precached so that a round already open can be
    // reloaded and scored with no network; rounds (`GET /api/game/*`) are cached network-first, so the last data
    // seen is there offline. Auth and every other API call always go to the network. Registered by main.tsx
    // (src/lib/offline/register-service-worker.ts); updates apply by themselves ('autoUpdate').
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        name: 'Fairway',
        short_name: 'Fairway',
        description: 'Score your rounds live with friends, follow your progress, find courses.',
        theme_color: '#14532d',
        background_color: '#f6f5ef',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        // Push notifications: the push and notificationclick handlers (public/push-sw.js).
        importScripts: ['/push-sw.js'],
        // MapLibre's chunk is about 1 MB; nothing of the shell should be left out for size.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/dev\//],
        cleanupOutdatedCaches: true,
        // Control the page on the first visit too: a round opened once can then be reloaded offline.
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/game/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'fairway-games',
              networkTimeoutSeconds: 6,
              expiration: { maxEntries: 60, maxAgeSeconds: 14 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each entry and screen loads (the bundle budgets read it,
    // e2e/bundle-budget.spec.ts).
    manifest: true,
  },
  server: {
    strictPort: true,
    proxy: {
      // The realtime WebSocket; listed first so its upgrade is proxied as a socket.
      '/api/realtime': { target: API_TARGET, ws: true, changeOrigin: true },
      '/api': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
  },
});
