// static: the home page's HTML (GET /home → index.html) and the largest hashed asset, from the
// server ÷ from nginx serving the same client/dist with gzip_static. Both are asked for gzip only,
// the encoding nginx's gzip_static can serve, so both send the same precompressed bytes.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { figure } from './lib/figures.mjs';
import { compare, rpsDetail } from './lib/load.mjs';
import { ensureNginx, startNginx } from './lib/nginx.mjs';
import { freePort } from './lib/processes.mjs';

/** The biggest JS or CSS file Vite fingerprinted, as a URL path. */
export const largestAsset = (dist) => {
  const assets = path.join(dist, 'assets');
  const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f));
  if (files.length === 0) throw new Error(`no JS or CSS in ${assets}`);
  const [biggest] = files
    .map((f) => ({ f, size: statSync(path.join(assets, f)).size }))
    .sort((a, b) => b.size - a.size);
  return { urlPath: `/assets/${biggest.f}`, size: biggest.size };
};

const BROWSER_HEADERS = {
  'accept-encoding': 'gzip',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
};

export const run = async ({ serverUrl, dist, log }) => {
  const missing = ensureNginx(log);
  if (missing)
    return [
      figure({ group: 'static', name: 'server ÷ nginx', value: null, goal: { min: 0.3 }, detail: missing }),
    ];
  const nginx = await startNginx({ port: await freePort(), root: dist });
  try {
    const asset = largestAsset(dist);
    const targets = [
      { name: 'index.html (/home) server ÷ nginx', urlPath: '/home' },
      {
        name: `largest asset server ÷ nginx`,
        urlPath: asset.urlPath,
        note: `${path.basename(asset.urlPath)}, ${Math.round(asset.size / 1024)} KB raw`,
      },
    ];
    const figures = [];
    for (const target of targets) {
      const options = (base) => () => ({ url: `${base}${target.urlPath}`, headers: BROWSER_HEADERS });
      const cmp = await compare({ baseline: options(nginx.url), subject: options(serverUrl) });
      figures.push(
        figure({
          group: 'static',
          name: target.name,
          value: cmp.ratio,
          unit: '×',
          goal: { min: 0.3 },
          detail: `${rpsDetail(cmp, 'nginx')}${target.note ? `; ${target.note}` : ''}`,
        }),
      );
    }
    return figures;
  } finally {
    await nginx.stop();
  }
};
