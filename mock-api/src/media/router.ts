// /media/*: generated artwork for everything the seed shows, QR codes, and the uploaded images.
// URL patterns (built by media/urls.ts and media/qr.ts):
//   /media/goods/<goodsId>-<n>.svg   /media/goods/<goodsId>-detail-<n>.svg   /media/sku/<skuId>.svg
//   /media/category/<id>.svg  /media/banner/<adId>.svg  /media/avatar/<uid>.svg
//   /media/document/<documentId>-<n>.svg  /media/topic/<id>.svg  /media/zone/<greate|weekly>-<id>.svg
//   /media/welfare/<id>.svg  /media/flash-topic/<id>.svg  /media/activity/<id>.svg
//   /media/group-banner/<n>.svg  /media/evaluation/<evaluateId>-<n>.svg
//   /media/qr/<base64url(text)>.svg?size=64..1024&level=L|M|Q|H
//   /media/uploads/<name>.<jpg|jpeg|png|gif|webp>
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { QR_LEVELS } from '@storefront/contracts';
import express, { type Request, type Response, type Router } from 'express';
import type { MockState } from '../app.js';
import { sendHttpError } from '../platform/reply.js';
import { findDocument } from '../store/catalogue/views.js';
import { userBrief } from '../store/account/users-view.js';
import { decodeQrText, renderQrSvg, type QrLevel } from './qr.js';
import { renderArt, type ArtSpec } from './svg.js';

const ART_CACHE = 'public, max-age=604800';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const UPLOAD_NAME = /^[A-Za-z0-9_-]{1,100}\.(jpg|jpeg|png|gif|webp)$/;

/** The short product word of a goods name ("品牌 每日坚果 升级款" → "每日坚果"). */
const productWord = (name: string) => name.replace(/^【.*?】/, '').split(' ')[1] ?? name;

type Draw = (mock: MockState, id: number, index: number) => ArtSpec | null;

const DRAWERS: Record<string, Draw> = {
  goods: ({ seed }, id, index) => {
    const g = seed.goods.get(id);
    if (!g || index >= Math.max(g.pictures.length, 1)) return null;
    return {
      width: 800,
      height: 800,
      key: id * 10 + index,
      title: productWord(g.name),
      subtitle: g.brand,
      badge: index === 0 ? undefined : `${index + 1}/${g.pictures.length}`,
    };
  },
  'goods-detail': ({ seed }, id, index) => {
    const g = seed.goods.get(id);
    if (!g || index < 1 || index > g.detailImages.length) return null;
    return {
      width: 750,
      height: 1000,
      key: id * 10 + index + 5,
      title: g.description[index - 1]?.replace(/^【(.*?)】.*$/, '$1') ?? '商品详情',
      subtitle: g.name,
      shape: 'tile',
      badge: '详情',
    };
  },
  sku: ({ seed }, id) => {
    const sku = seed.skus.get(id);
    const g = sku && seed.goods.get(sku.goodsId);
    if (!sku || !g) return null;
    return {
      width: 400,
      height: 400,
      key: sku.goodsId * 10,
      title: productWord(g.name),
      subtitle: sku.specText,
    };
  },
  category: ({ seed }, id) => {
    const c = seed.categories.get(id);
    return c ? { width: 200, height: 200, key: id, title: c.name, shape: 'tile' } : null;
  },
  banner: ({ seed }, id) => {
    const ad = seed.ads.find((a) => a.adId === id);
    if (!ad) return null;
    const [title, subtitle] = ad.title.split(' · ');
    const size =
      ad.position === 'homeBanner' ? [1200, 400] : ad.position === 'homePopup' ? [600, 800] : [600, 300];
    return {
      width: size[0]!,
      height: size[1]!,
      key: id,
      title: title ?? ad.title,
      subtitle,
      shape: 'banner',
    };
  },
  avatar: (mock, id) => ({
    width: 120,
    height: 120,
    key: id,
    title: userBrief(mock, id).nickname,
    shape: 'avatar',
  }),
  document: (mock, id, index) => {
    const d = findDocument({ ...mock, session: null }, id);
    if (!d || index >= Math.max(d.pictures.length, 1)) return null;
    return {
      width: 800,
      height: 600,
      key: id * 10 + index,
      title: d.title,
      subtitle: index === 0 ? userBrief(mock, d.authorUid).nickname : undefined,
      shape: 'tile',
    };
  },
  topic: ({ seed }, id) => {
    const t = seed.topics.get(id);
    return t
      ? { width: 400, height: 400, key: id, title: `#${t.title}`, subtitle: t.description, shape: 'tile' }
      : null;
  },
  'zone-greate': ({ seed }, id) => {
    const z = seed.greateZones.find((x) => x.zoneId === id);
    return z
      ? { width: 600, height: 300, key: id + 50, title: z.title, subtitle: z.subTitle, shape: 'banner' }
      : null;
  },
  'zone-weekly': ({ seed }, id) => {
    const z = seed.weeklyZones.find((x) => x.zoneId === id);
    return z
      ? { width: 600, height: 300, key: id + 60, title: z.title, subtitle: z.subTitle, shape: 'banner' }
      : null;
  },
  welfare: ({ seed }, id) => {
    const t = seed.welfareTopics.get(id);
    return t
      ? { width: 750, height: 360, key: id + 70, title: t.title, subtitle: t.description, shape: 'banner' }
      : null;
  },
  'flash-topic': ({ seed }, id) => {
    const t = seed.flashTopics.get(id);
    return t
      ? {
          width: 1200,
          height: 300,
          key: id + 80,
          title: t.title,
          subtitle: '限时抢购 · 手慢无',
          shape: 'banner',
        }
      : null;
  },
  activity: ({ seed }, id) => {
    const a = seed.activities.get(id);
    return a
      ? { width: 1200, height: 300, key: id + 90, title: a.title, subtitle: '活动专题', shape: 'banner' }
      : null;
  },
  'group-banner': ({ seed }, id) => {
    const b = seed.gpBanners[id - 1];
    return b
      ? { width: 1200, height: 400, key: id + 100, title: b.title, subtitle: '拼团', shape: 'banner' }
      : null;
  },
  evaluation: ({ seed }, id, index) => {
    const g = seed.goods.get(Math.floor(id / 100));
    const e = g && seed.evaluationsOf(g.goodsId).find((x) => x.evaluateId === id);
    if (!g || !e || index >= e.pictures.length) return null;
    return { width: 300, height: 300, key: id * 10 + index, title: productWord(g.name), subtitle: '买家秀' };
  },
};

function sendSvg(res: Response, svg: string, cache: string): void {
  res.set({
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': cache,
    'X-Content-Type-Options': 'nosniff',
  });
  res.send(svg);
}

export function createMediaRouter(mock: MockState): Router {
  const router = express.Router();

  router.get('/media/qr/:encoded.svg', async (req: Request, res: Response) => {
    const text = decodeQrText(String(req.params.encoded));
    const size = req.query.size === undefined ? undefined : Number(req.query.size);
    const level = req.query.level === undefined ? undefined : String(req.query.level);
    if (!text) return sendHttpError(res, 404, '二维码内容无效');
    if (size !== undefined && (!Number.isInteger(size) || size < 64 || size > 1024))
      return sendHttpError(res, 400, 'size 须为 64-1024 的整数');
    if (level !== undefined && !(QR_LEVELS as readonly string[]).includes(level))
      return sendHttpError(res, 400, 'level 须为 L、M、Q 或 H');
    sendSvg(res, await renderQrSvg(text, size, level as QrLevel | undefined), IMMUTABLE);
  });

  router.get('/media/uploads/:name', (req: Request, res: Response) => {
    const name = String(req.params.name);
    const file = join(mock.uploadsDir, name);
    if (!UPLOAD_NAME.test(name) || !existsSync(file)) return sendHttpError(res, 404, '图片不存在');
    res.set({ 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' });
    res.sendFile(file, { dotfiles: 'deny' });
  });

  // /media/<kind>/<id>.svg and /media/<kind>/<id>-<n>.svg (kinds with a dash in their name included).
  router.get(
    /^\/media\/([a-z-]+)\/(\d{1,10})(?:-(detail-)?(\d{1,3}))?\.svg$/,
    (req: Request, res: Response) => {
      const match = /^\/media\/([a-z-]+)\/(\d{1,10})(?:-(detail-)?(\d{1,3}))?\.svg$/.exec(req.path)!;
      const [, rawKind, rawId, detail, rawIndex] = match;
      const id = Number(rawId);
      const index = rawIndex === undefined ? 0 : Number(rawIndex);
      let kind = rawKind!;
      if (kind === 'goods' && detail) kind = 'goods-detail';
      const drawer = DRAWERS[kind];
      const spec = drawer ? drawer(mock, id, index) : null;
      if (!spec) return sendHttpError(res, 404, '图片不存在');
      sendSvg(res, renderArt(spec), ART_CACHE);
    },
  );

  // /media/zone/<greate|weekly>-<id>.svg
  router.get(/^\/media\/zone\/(greate|weekly)-(\d{1,4})\.svg$/, (req: Request, res: Response) => {
    const [, kind, rawId] = /^\/media\/zone\/(greate|weekly)-(\d{1,4})\.svg$/.exec(req.path)!;
    const spec = DRAWERS[`zone-${kind}`]!(mock, Number(rawId), 0);
    if (!spec) return sendHttpError(res, 404, '图片不存在');
    sendSvg(res, renderArt(spec), ART_CACHE);
  });

  router.use('/media', (req: Request, res: Response) =>
    sendHttpError(res, 404, `图片不存在：${req.originalUrl.split('?')[0]}`),
  );
  return router;
}
