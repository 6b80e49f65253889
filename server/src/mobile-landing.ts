// The built-in mobile site (`MOBILE_SITE_URL` defaults to /m): phones are sent here by the device
// check. It says what the mobile experience is, links the two pages that work on phones, and shows a
// QR code of the store's home so the page can be opened on a computer or passed on. Self-contained:
// inline SVG and CSS only (the CSP forbids scripts other than our files, and nothing loads remotely).
import type { Request, RequestHandler } from 'express';
import QRCode from 'qrcode';
import { HOME_PATH, SPA_ROUTES } from '@storefront/contracts';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const HOST_PATTERN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/** host[:port] when the value is one (port 1–65535), otherwise undefined: headers are visitor input. */
export const validHost = (value: string | undefined): string | undefined => {
  const host = value?.trim();
  if (!host || host.length > 255) return undefined;
  const match = HOST_PATTERN.exec(host);
  if (!match) return undefined;
  const port = match[1] === undefined ? undefined : Number(match[1]);
  return port === undefined || (port >= 1 && port <= 65_535) ? host.toLowerCase() : undefined;
};

/**
 * The origin the visitor used, so the QR code opens the same shop from another device: behind a
 * trusted proxy Express's `req.host` is X-Forwarded-Host (and `req.protocol` X-Forwarded-Proto),
 * else the Host header. A value that is not a plain host[:port] is ignored (the raw Host is tried
 * next); with neither usable the QR carries the bare path.
 */
const siteOrigin = (req: Request): string | undefined => {
  const host = validHost(req.host) ?? validHost(req.get('host'));
  // Only the two schemes a phone's scanner opens; anything else a proxy forwarded is ignored.
  return host ? `${req.protocol === 'https' ? 'https' : 'http'}://${host}` : undefined;
};

export const QR_OPTIONS = { type: 'svg', errorCorrectionLevel: 'M', margin: 1, width: 180 } as const;

const qrCache = new Map<string, string>();
const QR_CACHE_LIMIT = 32;

const qrSvg = async (text: string): Promise<string> => {
  const cached = qrCache.get(text);
  if (cached) return cached;
  const svg = await QRCode.toString(text, QR_OPTIONS);
  if (qrCache.size >= QR_CACHE_LIMIT) qrCache.delete(qrCache.keys().next().value as string);
  qrCache.set(text, svg);
  return svg;
};

const phonePages = SPA_ROUTES.filter((route) => 'desktopOnMobile' in route && route.desktopOnMobile);

export const renderMobileLanding = async (homeUrl: string): Promise<string> => {
  const qr = await qrSvg(homeUrl);
  const links = phonePages
    .map((route) => `<li><a href="${escapeHtml(route.path)}">${escapeHtml(route.title)}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>商城移动版</title>
<style>
  body { margin: 0; font-family: -apple-system, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif; background: #f5f5f5; color: #333; }
  /* The shop's brand red (#d0262b): white on it, and it on white, pass 4.5:1 (#e4393c did not). */
  header { background: #d0262b; color: #fff; padding: 20px 16px; }
  header h1 { margin: 0; font-size: 22px; }
  header p { margin: 6px 0 0; font-size: 14px; }
  main { padding: 16px; max-width: 480px; margin: 0 auto; }
  section { background: #fff; border-radius: 8px; padding: 16px; margin-bottom: 12px; }
  h2 { font-size: 16px; margin: 0 0 8px; }
  p, li { font-size: 14px; line-height: 1.7; }
  ul { padding-left: 20px; margin: 0; }
  a { color: #d0262b; }
  .qr { text-align: center; }
  .qr svg { width: 180px; height: 180px; }
  .url { word-break: break-all; color: #666; font-size: 12px; }
</style>
</head>
<body>
<header>
  <h1>商城移动版</h1>
  <p>您正在使用手机访问，已为您打开移动版页面。</p>
</header>
<main>
  <section>
    <h2>移动版是什么</h2>
    <p>商城的完整功能（购物车、订单、个人中心、社区发帖）针对电脑浏览器设计。在手机上，您可以在这里了解商城，浏览商品列表和淘宝好货；下单、管理订单和个人中心请在电脑上打开商城，或使用我们的小程序。</p>
  </section>
  <section>
    <h2>在手机上继续浏览</h2>
    <ul>${links}</ul>
  </section>
  <section class="qr">
    <h2>扫码打开商城</h2>
    ${qr}
    <p>用手机或微信扫一扫上方二维码，即可打开商城首页；也可以把它分享给朋友，在电脑上访问。</p>
    <p class="url">${escapeHtml(homeUrl)}</p>
  </section>
</main>
</body>
</html>`;
};

export const mobileLanding: RequestHandler = async (req, res, next) => {
  try {
    const origin = siteOrigin(req);
    const html = await renderMobileLanding(`${origin ?? ''}${HOME_PATH}`);
    res.status(200).type('html').set('Cache-Control', 'no-cache').send(html);
  } catch (err) {
    next(err);
  }
};
