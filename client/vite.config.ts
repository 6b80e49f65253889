import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const contractsEntry = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
const sideChannelLite = fileURLToPath(new URL('./src/vendor/side-channel-lite.cjs', import.meta.url));
const upstream = process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4010';

const answerRuntimeConfig = (_req: unknown, res: ServerResponse) => {
  const config = { behaviourUrl: process.env.BEHAVIOUR_URL ?? '' };
  res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(`window.__STOREFRONT_CONFIG__ = ${JSON.stringify(config)};\n`);
};

/**
 * In production the server answers /runtime-config.js; under `vite` dev and `vite preview` this plugin does, from the
 * same environment variables, so dev and prod read configuration the same way.
 */
function devRuntimeConfig(): Plugin {
  return {
    name: 'storefront-dev-runtime-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/runtime-config.js', answerRuntimeConfig);
    },
    configurePreviewServer(server) {
      server.middlewares.use('/runtime-config.js', answerRuntimeConfig);
    },
  };
}

/**
 * The mobile shop is the second page of the app (m.html): under `vite` dev and `vite preview`,
 * /m and every /m/... path get it, as the server answers them in production.
 */
function mobileEntryFallback(): Plugin {
  const isMobilePage = (url: string | undefined) => url !== undefined && /^\/m(?:[/?#]|$)/.test(url);
  const rewrite = (req: { url?: string; headers: { accept?: string } }) => {
    if (isMobilePage(req.url) && (req.headers.accept ?? '').includes('text/html')) req.url = '/m.html';
  };
  return {
    name: 'storefront-mobile-entry-fallback',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        rewrite(req);
        next();
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        rewrite(req);
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), devRuntimeConfig(), mobileEntryFallback()],
  resolve: {
    // The client bundles the contracts' TypeScript directly: no contracts build needed, and only
    // the browser-safe entry (no zod) is reachable from here.
    alias: [
      { find: /^@storefront\/contracts$/, replacement: contractsEntry },
      // qs's keyed store without its Node-era polyfills (see the file's comment).
      { find: /^side-channel$/, replacement: sideChannelLite },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': { target: upstream, changeOrigin: true },
      '/media': { target: upstream, changeOrigin: true },
      '/__mock': { target: upstream, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    reportCompressedSize: true,
  },
});
