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
import type { MockState } from '../mock-state.js';
import { sendHttpError } from '../api/reply.js';
import { findDocument } from '../../domain/catalogue/views.js';
import { userBrief } from '../../domain/account/users-view.js';
import type { QrLevel } from '../../shared/media-urls.js';
import { decodeQrText, renderQrSvg } from './qr.js';
import { hashInts } from '../../seed/random.js';
import type { SeedGoods } from '../../seed/types.js';
import { AVATAR_ICONS, PROMOTION_ICONS } from '../../seed/words.js';
import { GALLERY_VIEWS, PLAIN_GALLERY_VIEWS, renderArt, type ArtSpec } from './svg.js';

const ART_CACHE = 'public, max-age=604800';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const UPLOAD_NAME = /^[A-Za-z0-9_-]{1,100}\.(jpg|jpeg|png|gif|webp)$/;

type Draw = (mock: MockState, id: number, index: number) => ArtSpec | null;

const COLOUR_AXES = new Set(['颜色', '色号']);
const colourAxis = (g: SeedGoods) => g.specGroups.find((s) => COLOUR_AXES.has(s.name));

/** Hue turn of a SKU: its colour's position among the goods' colours (0 when sold in one colour). */
function skuHue(g: SeedGoods, specs: Record<string, string>): number {
  const axis = colourAxis(g);
  const at = axis ? axis.values.indexOf(specs[axis.name] ?? '') : 0;
  return at <= 0 ? 0 : (at * 137) % 360;
}

const promotionIcon = (title: string) => PROMOTION_ICONS[title] ?? PROMOTION_ICONS[title.split(' · ')[0]!];

const banner = (key: number, title: string, heading: string, subheading?: string, size = [1200, 300]) => ({
  width: size[0]!,
  height: size[1]!,
  key,
  title,
  icon: promotionIcon(title),
  heading,
  subheading,
  shape: 'banner' as const,
});

const DRAWERS: Record<string, Draw> = {
  goods: ({ seed }, id, index) => {
    const g = seed.goods.get(id);
    if (!g || index >= Math.max(g.pictures.length, 1)) return null;
    return {
      width: 800,
      height: 800,
      key: id * 10 + index,
      title: `${g.kind}（${index + 1}/${g.pictures.length}）`,
      icon: g.icon,
      ...(colourAxis(g)
        ? { view: GALLERY_VIEWS[index % GALLERY_VIEWS.length] }
        : { view: PLAIN_GALLERY_VIEWS[index % PLAIN_GALLERY_VIEWS.length], hue: 0 }),
    };
  },
  'goods-detail': ({ seed }, id, index) => {
    const g = seed.goods.get(id);
    if (!g || index < 1 || index > g.detailImages.length) return null;
    const heading = g.description[index - 1]?.replace(/^【(.*?)】.*$/, '$1') ?? '商品详情';
    return {
      width: 750,
      height: 1000,
      key: id * 10 + index + 5,
      title: `${g.kind}${heading}`,
      icon: g.icon,
      view: index === 2 ? 'angle' : 'front',
      heading,
      subheading: g.name.replace(/^【.*?】/, ''),
      shape: 'detail',
    };
  },
  sku: ({ seed }, id) => {
    const sku = seed.skus.get(id);
    const g = sku && seed.goods.get(sku.goodsId);
    if (!sku || !g) return null;
    const hue = skuHue(g, sku.specs);
    return {
      width: 400,
      height: 400,
      key: sku.goodsId * 10,
      title: `${g.kind} ${sku.specText}`,
      icon: g.icon,
      view: hue === 0 ? 'front' : 'variant',
      hue,
    };
  },
  category: ({ seed }, id) => {
    const c = seed.categories.get(id);
    return c ? { width: 200, height: 200, key: id, title: c.name, icon: c.icon, shape: 'tile' } : null;
  },
  banner: ({ seed }, id) => {
    const ad = seed.ads.find((a) => a.adId === id);
    if (!ad) return null;
    const [heading, subheading] = ad.title.split(' · ');
    const size =
      ad.position === 'homeBanner' ? [1200, 400] : ad.position === 'homePopup' ? [600, 800] : [600, 300];
    return banner(id, ad.title, heading ?? ad.title, subheading, size);
  },
  avatar: (mock, id) => ({
    width: 120,
    height: 120,
    key: id,
    title: userBrief(mock, id).nickname,
    icon: AVATAR_ICONS[hashInts(id) % AVATAR_ICONS.length],
    shape: 'avatar',
  }),
  document: (mock, id, index) => {
    const d = findDocument({ ...mock, session: null }, id);
    if (!d || index >= Math.max(d.pictures.length, 1)) return null;
    const topicIcon = mock.seed.topics.get(d.topicId)?.icon;
    return {
      width: 800,
      height: 600,
      key: id * 10 + index,
      title: d.title,
      icon: d.icon ?? topicIcon,
      view: PLAIN_GALLERY_VIEWS[index % PLAIN_GALLERY_VIEWS.length],
      hue: 0,
    };
  },
  topic: ({ seed }, id) => {
    const t = seed.topics.get(id);
    return t ? { width: 400, height: 400, key: id, title: `#${t.title}`, icon: t.icon, shape: 'tile' } : null;
  },
  'zone-greate': ({ seed }, id) => {
    const z = seed.greateZones.find((x) => x.zoneId === id);
    return z ? banner(id + 50, z.title, z.title, z.subTitle, [600, 300]) : null;
  },
  'zone-weekly': ({ seed }, id) => {
    const z = seed.weeklyZones.find((x) => x.zoneId === id);
    return z ? banner(id + 60, z.title, z.title, z.subTitle, [600, 300]) : null;
  },
  welfare: ({ seed }, id) => {
    const t = seed.welfareTopics.get(id);
    return t ? banner(id + 70, t.title, t.title, t.description, [750, 360]) : null;
  },
  'flash-topic': ({ seed }, id) => {
    const t = seed.flashTopics.get(id);
    return t ? banner(id + 80, t.title, t.title, '限时抢购 · 手慢无') : null;
  },
  activity: ({ seed }, id) => {
    const a = seed.activities.get(id);
    return a ? banner(id + 90, a.title, a.title, '活动专题') : null;
  },
  'group-banner': ({ seed }, id) => {
    const b = seed.gpBanners[id - 1];
    return b ? banner(id + 100, b.title, b.title, '拼团', [1200, 400]) : null;
  },
  evaluation: ({ seed }, id, index) => {
    const g = seed.goods.get(Math.floor(id / 100));
    const e = g && seed.evaluationsOf(g.goodsId).find((x) => x.evaluateId === id);
    if (!g || !e || index >= e.pictures.length) return null;
    return {
      width: 300,
      height: 300,
      key: id * 10 + index,
      title: `${g.kind}买家秀`,
      icon: g.icon,
      view: (['angle', 'front', 'detail'] as const)[index % 3],
    };
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
