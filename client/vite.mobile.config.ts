// The mobile shop's build (m.html): a second build into the same dist/, after the desktop's.
// Two builds rather than two inputs of one: Rollup would hoist modules the two pages share into
// common chunks, and the desktop's first load would change with every mobile import.
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import desktop from './vite.config.ts';

export default mergeConfig(
  desktop,
  defineConfig({
    build: {
      // The desktop build has just written dist/; keep it.
      emptyOutDir: false,
      rollupOptions: {
        input: { m: fileURLToPath(new URL('./m.html', import.meta.url)) },
        // 首页 is bundled with the shell on purpose (src/mobile/app/mobile-app.tsx) while the route
        // list keeps a lazy importer for every page; the bundler's note about that is expected.
        output: {
          // Everything the first page needs in one chunk (and one stylesheet): a phone on a slow
          // network pays a round trip per file, and the bundler otherwise cuts the first load into
          // a file per module that some later page shares.
          codeSplitting: { groups: [{ name: 'm-first', tags: ['$initial'] }] },
        },
        onLog(level, log, handler) {
          if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('pages/home/home-page'))
            return;
          handler(level, log);
        },
      },
    },
  }),
);
