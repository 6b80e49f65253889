/* eslint-disable @typescript-eslint/no-explicit-any -- replies are read loosely; the app validates every result against its schema */
// Provider states of the Pact verification. Each builds what one interaction needs through the
// mock's own public endpoints (the wire, the admin API) on the running app, or its store where no
// endpoint exists (opening a session, posting an inbox notice), and returns the ids the pact's
// provider-state generators inject into the request (`${orderId}` …).
import {
  catalogue,
  encodeCustomHeader,
  encodeForm,
  newReqId,
  type EndpointName,
} from '@storefront/contracts';
import type { MockApp } from '../../src/http/app.js';
import { DEMO_MOBILE, ensureDemoUser } from '../../src/domain/account/accounts.js';
import { notify } from '../../src/domain/account/messages.js';
import { flashSessionsAround } from '../../src/seed/flash-sale.js';
import { openSession } from '../../src/domain/account/sessions.js';

export interface LiveSession {
  token: string;
  uid: number;
}

/** What the states share with the request filter: the app and the session the pact's token stands for. */
export interface World {
  app: MockApp;
  baseUrl: string;
  session: LiveSession | null;
}

type Params = Record<string, unknown>;
type StateFn = (params?: any) => Promise<Record<string, string | number> | undefined>;

let mobileCounter = 0;
/** A mainland mobile no test has used yet in this run. */
const freshMobile = (): string =>
  `1390${String(process.pid % 1000).padStart(3, '0')}${String(++mobileCounter).padStart(4, '0')}`;

export function createWire(world: World) {
  /** One call through the public wire, as the session's user (or as a visitor). */
  async function call(name: EndpointName, input: Params = {}, asUser = true): Promise<any> {
    const entry = catalogue[name];
    const who = asUser && world.session ? { token: world.session.token, uid: world.session.uid } : {};
    const fields = encodeForm({ ...input, reqId: newReqId() });
    const headers: Record<string, string> = { 'domo-custom': encodeCustomHeader(who) };
    const res =
      entry.method === 'GET'
        ? await fetch(`${world.baseUrl}${entry.path}?${fields}`, { headers })
        : await fetch(`${world.baseUrl}${entry.path}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            body: fields,
          });
    const body = (await res.json()) as { code: string; msg: string; result: any };
    if (body.code !== '01') throw new Error(`provider state: ${name} answered ${body.code} ${body.msg}`);
    return Object.assign(body.result ?? {}, { __msg: body.msg });
  }

  async function admin(path: string, body: Params = {}): Promise<any> {
    const res = await fetch(`${world.baseUrl}/__mock${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const reply = (await res.json()) as { code: string; msg: string; result: any };
    if (reply.code !== '01')
      throw new Error(`provider state: admin ${path} answered ${reply.code} ${reply.msg}`);
    return reply.result;
  }
  return { call, admin };
}

/** Representative ids of the seeded catalogue (deterministic for a seed number). */
export function seededIds(app: MockApp): Record<string, string | number> {
  const { seed } = app.mock;
  const now = app.mock.now();
  const goods = [...seed.goods.values()];
  const self = goods.find((g) => g.shopType === 'self' && g.skus.some((s) => s.stock >= 20))!;
  const sku = self.skus.find((s) => s.stock >= 20)!;
  const documents = [...seed.documents.values()];
  const ofKind = (kind: string) => documents.find((d) => d.kind === kind)!;
  const comment = [...seed.comments.values()].find((c) => c.parentId === 0)!;
  const post = ofKind('post');
  const article = ofKind('article');
  const categories = [...seed.categories.values()];
  const root = categories.find((c) => c.pid === 0 && categories.some((child) => child.pid === c.id))!;
  const sessions = flashSessionsAround(seed.flashPool, now);
  const current = sessions.find((s) => s.startTime <= now && now < s.endTime) ?? sessions[0]!;
  const upcoming = sessions.find((s) => s.startTime > now)!;
  const region = seed.regions.provinces[0]!;
  const city = seed.regions.city[region.code]![0]!;
  const area = seed.regions.area[city.code]![0]!;
  const coupon = [...seed.coupons.values()].find(
    (c) => c.threshold === 0 && c.categoryId === 0 && c.startTime <= now && now < c.endTime,
  )!;
  const author = seed.users.get(post.authorUid)!;
  return {
    goodsId: self.goodsId,
    skuId: sku.skuId,
    superGoodsId: goods.find((g) => g.superValue)!.goodsId,
    categoryId: self.categoryId,
    rootCategoryId: root.id,
    documentId: article.documentId,
    lifeDocumentId: ofKind('life').documentId,
    postId: post.documentId,
    commentId: comment.commentId,
    commentedDocumentId: comment.documentId,
    topicId: post.topicId || [...seed.topics.values()][0]!.topicId,
    authorUid: post.authorUid,
    postAuthorUid: post.authorUid,
    greateZoneId: seed.greateZones[0]!.zoneId,
    weeklyZoneId: seed.weeklyZones[0]!.zoneId,
    activityId: [...seed.activities.values()][0]!.activityId,
    adId: seed.ads[0]!.adId,
    couponId: coupon.couponId,
    flashSessionId: current.sessionId,
    upcomingFlashSessionId: upcoming.sessionId,
    upcomingFlashGoodsId: upcoming.goodsIds[0]!,
    flashTopicId: [...seed.flashTopics.values()][0]!.topicId,
    welfareTopicId: [...seed.welfareTopics.values()][0]!.topicId,
    provinceCode: region.code,
    cityCode: city.code,
    areaCode: area.code,
    expressCode: seed.expressCompanies[0]!.code,
    goodsKeyword: self.name.slice(0, 2),
    articleKeyword: article.title.slice(0, 2),
    postKeyword: post.title.slice(0, 2),
    memberKeyword: author.nickname.slice(0, 2),
    freshMobile: freshMobile(),
  };
}

export function createStateHandlers(world: World): Record<string, StateFn> {
  const { call, admin } = createWire(world);
  const ids = () => seededIds(world.app);

  const needSession = (): LiveSession => {
    if (!world.session) throw new Error('provider state needs "the demo user is logged in" first');
    return world.session;
  };

  async function addAddress(): Promise<number> {
    const { provinceCode, cityCode, areaCode } = ids();
    const address = await call('addUserAddress', {
      consignee: '张三',
      mobile: '13912345678',
      provinceCode,
      cityCode,
      areaCode,
      detail: '文一西路969号3幢',
      isDefault: 1,
    });
    return address.addressId;
  }

  /** An order of one seeded SKU, taken through the status machine to `status`. */
  async function orderIn(status: string) {
    needSession();
    const { goodsId, skuId } = ids();
    const addressId = await addAddress();
    const placed = await call('addOrderNew', { source: 'buyNow', goodsId, skuId, quantity: 1, addressId });
    const orderId: number = placed.orderId;
    const steps: Record<string, Array<() => Promise<unknown>>> = {
      waitPay: [],
      cancelled: [() => call('cancelOrder', { orderId, reason: '不想要了' })],
      waitDelivery: [() => admin(`/orders/${orderId}/pay`)],
      waitTakeDelivery: [() => admin(`/orders/${orderId}/pay`), () => admin(`/orders/${orderId}/ship`)],
      waitEvaluate: [
        () => admin(`/orders/${orderId}/pay`),
        () => admin(`/orders/${orderId}/ship`),
        () => call('takeDelivery', { orderId }),
      ],
    };
    const plan = steps[status];
    if (!plan) throw new Error(`provider state: no way to build an order in status ${status}`);
    for (const step of plan) await step();
    const order = await call('getOrderNew', { orderId });
    if (order.status !== status)
      throw new Error(`provider state: order is ${order.status}, wanted ${status}`);
    return {
      orderId,
      orderNo: placed.orderNo as string,
      orderItemId: order.items[0].orderItemId as number,
      addressId,
    };
  }

  const handlers: Record<string, StateFn> = {
    'the catalogue is seeded': async () => ids(),

    'no one is logged in': async () => {
      world.session = null;
      return {};
    },

    'the demo user is logged in': async () => {
      const { store, now } = world.app.mock;
      const row = store.atomic(() => openSession(store, ensureDemoUser(store, now()).id, now()));
      await store.flush();
      world.session = { token: row.token, uid: row.userId };
      return { uid: row.userId, qrScene: `${row.token}&${row.userId}&pc@` };
    },

    'the demo user has an item in the cart': async () => {
      needSession();
      const { goodsId, skuId } = ids();
      await call('addCart', { goodsId, skuId, quantity: 1 });
      const cart = await call('getCart');
      return { cartId: cart.items[0].cartId };
    },

    'the demo user has an address': async () => ({ addressId: await addAddress() }),

    'the demo user has an order': async (params: { status: string }) => orderIn(params.status),

    'the demo user has a refund application': async (params: { refundType: string; status: string }) => {
      const shipped = params.refundType === 'returnAndRefund';
      const order = await orderIn(shipped ? 'waitTakeDelivery' : 'waitDelivery');
      const info = await call('getApplyRefundInfo', {
        orderId: order.orderId,
        orderItemId: order.orderItemId,
      });
      const refund = await call('refundOrderProduct', {
        orderId: order.orderId,
        orderItemId: order.orderItemId,
        refundType: params.refundType,
        reason: '不想要了',
        amount: info.maxAmount,
      });
      if (params.status === 'waitReturn')
        await admin(`/orders/${order.orderId}/refund-approve`, { refundId: refund.refundId });
      const detail = await call('getRefundDetailInfo', { refundId: refund.refundId });
      if (detail.status !== params.status)
        throw new Error(`provider state: refund is ${detail.status}, wanted ${params.status}`);
      return { ...order, refundId: refund.refundId };
    },

    'the demo user has a repair application': async () => {
      const order = await orderIn('waitEvaluate');
      const repair = await call('repairOrderProduct', {
        orderId: order.orderId,
        orderItemId: order.orderItemId,
        reason: '无法开机',
      });
      return { ...order, repairId: repair.repairId };
    },

    'the demo user has an order with an invoice': async () => {
      const order = await orderIn('waitDelivery');
      await call('addInvoice', {
        orderId: order.orderId,
        invoiceTitleType: 'personal',
        invoiceTitle: '张三',
        email: 'zhang@example.com',
      });
      return order;
    },

    'the demo user holds a coupon': async () => {
      needSession();
      const taken = await call('receiveCoupon', { couponId: ids().couponId });
      return { userCouponId: taken.userCouponId };
    },

    'the demo user set a flash-sale reminder': async () => {
      needSession();
      const { upcomingFlashGoodsId, upcomingFlashSessionId } = ids();
      await call('addMyRemind', { goodsId: upcomingFlashGoodsId, sessionId: upcomingFlashSessionId });
      return {};
    },

    'the demo user has collections': async () => {
      needSession();
      const { goodsId, documentId, postId, topicId } = ids();
      await call('addGoodsCollect', { targetId: goodsId, targetType: 'goods', collect: 1 });
      await call('addGoodsCollect', { targetId: documentId, targetType: 'document', collect: 1 });
      await call('addGoodsCollect', { targetId: postId, targetType: 'document', collect: 1 });
      await call('addFindTopic', { topicId, collect: 1 });
      return {};
    },

    'the demo user has messages in every box': async () => {
      const session = needSession();
      const { store, now } = world.app.mock;
      const from = Number(ids().authorUid);
      // Community notices come from other people's actions; the store's notify is how they arrive.
      for (const box of ['comment', 'favor', 'newMsg', 'official'] as const) {
        notify(store, {
          uid: session.uid,
          box,
          title: '通知',
          content: '来自契约测试的通知',
          fromUid: box === 'official' ? 0 : from,
          link: null,
          createTime: now(),
        });
      }
      await store.flush();
      await orderIn('waitPay'); // the order box fills through the order itself
      return { uid: session.uid };
    },

    'an SMS code was sent': async (params: { scene: string; registered: boolean }) => {
      const mobile = params.registered ? DEMO_MOBILE : freshMobile();
      const sent = await call('appSendSMS', { mobile, scene: params.scene });
      const code = /(\d{6})/.exec(sent.__msg)?.[1];
      if (!code) throw new Error(`provider state: no SMS code in "${sent.__msg}"`);
      // A code that is surely not the one sent, for the wrong-code interactions.
      const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      return { mobile, code, wrongCode };
    },
  };
  return handlers;
}
