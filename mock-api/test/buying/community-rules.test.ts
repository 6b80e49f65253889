// Community writes, sign-in, reminders, messages, QR codes and the behaviour collector.
import { registerUser, startHarness, type Harness } from '../harness';
import { BEHAVIOUR_EVENTS } from '../../src/domain/catalogue/behaviour';

describe('community writes and messages', () => {
  let h: Harness;
  beforeAll(() => {
    h = startHarness();
  });
  afterAll(() => h.close());

  const aPost = () => [...h.seed.documents.values()].find((d) => d.kind === 'post')!;

  it('likes a document once, counts it, and tells its author', async () => {
    const author = await registerUser(h);
    const fan = await registerUser(h);
    const post = await h.call(
      'addFindTopic',
      { title: '周末露营装备清单', content: '分享一下我的露营装备，帐篷和睡袋都很好用。' },
      author,
    );
    const documentId = post.result.documentId;
    const liked = await h.call('addDocumentFavor', { documentId }, fan);
    expect(liked.result).toEqual({ favored: true, favorCount: 1 });
    expect((await h.call('addDocumentFavor', { documentId, favor: 1 }, fan)).result.favorCount).toBe(1);
    expect((await h.call('messageTotal', { uid: author.userId }, author)).result.likeTotal).toBe(1);
    const box = await h.call('favorMessageList', {}, author);
    expect(box.result.list[0]).toMatchObject({
      title: '收到新的赞',
      read: false,
      fromUser: { uid: fan.userId },
    });
    expect(box.result.unread).toBe(1);
    expect((await h.call('messageTotal', { uid: author.userId }, author)).result.likeTotal).toBe(0);
    expect((await h.call('addDocumentFavor', { documentId, favor: 0 }, fan)).result).toEqual({
      favored: false,
      favorCount: 0,
    });
  });

  it('refuses to like what does not exist', async () => {
    const me = await registerUser(h);
    expect(await h.call('addDocumentFavor', { documentId: 987654321 }, me)).toMatchObject({
      code: '02',
      msg: '内容不存在或已删除',
    });
    expect(await h.call('addCommentFavor', { commentId: 987654321 }, me)).toMatchObject({
      code: '02',
      msg: '评论不存在或已删除',
    });
  });

  it('comments and replies, telling the author and the one replied to', async () => {
    const author = await registerUser(h);
    const a = await registerUser(h);
    const b = await registerUser(h);
    const documentId = (
      await h.call(
        'addFindTopic',
        { title: '新手烘焙心得', content: '第一次做戚风蛋糕，分享几个小技巧。' },
        author,
      )
    ).result.documentId;
    const top = await h.call('newAddComment', { documentId, content: '学到了，谢谢分享' }, a);
    expect(top.result).toMatchObject({ documentId, parentId: 0, user: { uid: a.userId }, replyTo: null });
    const reply = await h.call(
      'newAddComment',
      { documentId, content: '我也试过，很好用', parentId: top.result.commentId },
      b,
    );
    expect(reply.result).toMatchObject({ parentId: top.result.commentId, replyTo: { uid: a.userId } });
    expect((await h.call('messageTotal', { uid: a.userId }, a)).result.commentTotal).toBe(1);
    expect((await h.call('messageTotal', { uid: author.userId }, author)).result.commentTotal).toBe(2);
    const liked = await h.call('addCommentFavor', { commentId: top.result.commentId }, b);
    expect(liked.result).toEqual({ favored: true, favorCount: 1 });
  });

  it('refuses a reply to a comment of another document', async () => {
    const me = await registerUser(h);
    const [d1, d2] = [...h.seed.documents.values()];
    const c = await h.call('newAddComment', { documentId: d1!.documentId, content: '说得好' }, me);
    const reply = await h.call(
      'newAddComment',
      { documentId: d2!.documentId, content: '同意', parentId: c.result.commentId },
      me,
    );
    expect(reply).toMatchObject({ code: '02', msg: '回复的评论不存在' });
  });

  it('follows and unfollows, never oneself, and tells the followed user', async () => {
    const a = await registerUser(h);
    const b = await registerUser(h);
    expect(await h.call('followSaveOrUpdate', { followUid: a.userId }, a)).toMatchObject({
      code: '02',
      msg: '不能关注自己',
    });
    expect((await h.call('followSaveOrUpdate', { followUid: a.userId }, b)).result).toEqual({
      followed: true,
      fansCount: 1,
    });
    expect((await h.call('newMsgMessageList', {}, a)).result.list[0]).toMatchObject({
      title: '新增粉丝',
      fromUser: { uid: b.userId },
    });
    expect((await h.call('followSaveOrUpdate', { followUid: a.userId, follow: 0 }, b)).result).toEqual({
      followed: false,
      fansCount: 0,
    });
    expect((await h.call('followSaveOrUpdate', { followUid: 88_888_888 }, b)).msg).toBe('用户不存在');
  });

  it('collects goods, documents, posts and topics into the four my-collect lists', async () => {
    const me = await registerUser(h);
    const goods = [...h.seed.goods.values()][0]!;
    const article = [...h.seed.documents.values()].find((d) => d.kind === 'article')!;
    const post = aPost();
    const topic = [...h.seed.topics.values()][0]!;
    await h.call('addGoodsCollect', { targetId: goods.goodsId, targetType: 'goods' }, me);
    await h.call('addGoodsCollect', { targetId: article.documentId, targetType: 'document' }, me);
    await h.call('addGoodsCollect', { targetId: post.documentId, targetType: 'document' }, me);
    expect((await h.call('addFindTopic', { topicId: topic.topicId }, me)).result).toEqual({
      topicId: topic.topicId,
      collected: true,
      documentId: 0,
    });
    expect((await h.call('getMyCollectGoodList', {}, me)).result.list.map((g: any) => g.goodsId)).toEqual([
      goods.goodsId,
    ]);
    expect(
      (await h.call('getMyCollectDocumentList', {}, me)).result.list.map((d: any) => d.documentId),
    ).toEqual([article.documentId]);
    expect(
      (await h.call('getMyCollectPostListV2', {}, me)).result.list.map((d: any) => d.documentId),
    ).toEqual([post.documentId]);
    expect(
      (await h.call('getMyCollectFindTopiclist', {}, me)).result.list.map((t: any) => t.topicId),
    ).toEqual([topic.topicId]);
    await h.call('addGoodsCollect', { targetId: goods.goodsId, targetType: 'goods', collect: 0 }, me);
    expect((await h.call('getMyCollectGoodList', {}, me)).result.total).toBe(0);
    expect((await h.call('addGoodsCollect', { targetId: 99999999, targetType: 'goods' }, me)).msg).toBe(
      '商品不存在或已下架',
    );
  });

  it("publishes a post that shows in the author's post list", async () => {
    const me = await registerUser(h);
    const topic = [...h.seed.topics.values()][1]!;
    const made = await h.call(
      'addFindTopic',
      {
        topicId: topic.topicId,
        title: '我的书桌改造',
        content: '花了一个周末，把书桌整理成了这样。',
        pictures: ['/media/uploads/a.png'],
      },
      me,
    );
    expect(made.result.documentId).toBeGreaterThanOrEqual(1_000_000);
    const mine = await h.call('getMyPostList', {}, me);
    expect(mine.result.list[0]).toMatchObject({
      documentId: made.result.documentId,
      title: '我的书桌改造',
      topicId: topic.topicId,
    });
    expect((await h.call('getMyPostList', { uid: me.userId })).result.total).toBe(1);
  });

  it('signs in once a day with points growing with the streak', async () => {
    const me = await registerUser(h);
    const first = await h.call('addOrUpdateSign', {}, me);
    expect(first.result).toMatchObject({ gained: 5, continuousDays: 1, signedToday: true, integral: 5 });
    expect(await h.call('addOrUpdateSign', {}, me)).toMatchObject({
      code: '02',
      msg: '今天已经签到过了，明天再来吧',
    });
    h.clock.advance(24 * 60 * 60_000);
    const relog = await h.call('mobileAndPasswordToLogin', { mobile: me.mobile, password: me.password });
    const second = await h.call('addOrUpdateSign', {}, relog.result);
    expect(second.result).toMatchObject({ gained: 6, continuousDays: 2, integral: 11 });
    expect(second.result.days.filter((d: any) => d.signed)).toHaveLength(2);
    expect((await h.call('getPersonalData', { uid: me.userId }, relog.result)).result.integral).toBe(11);
  });

  it('sets a reminder for an upcoming flash-sale session only', async () => {
    const me = await registerUser(h);
    const now = h.clock.now();
    const upcoming = h.seed.flashSessions.find((s) => s.startTime > now)!;
    const ended = h.seed.flashSessions.find((s) => s.endTime <= now)!;
    const ok = await h.call(
      'addMyRemind',
      { goodsId: upcoming.goodsIds[0], sessionId: upcoming.sessionId },
      me,
    );
    expect(ok.result).toEqual({ reminded: true });
    expect(
      (await h.call('addMyRemind', { goodsId: ended.goodsIds[0], sessionId: ended.sessionId }, me)).msg,
    ).toBe('本场抢购已结束');
    const notIn = [...h.seed.goods.keys()].find((id) => !upcoming.goodsIds.includes(id))!;
    expect((await h.call('addMyRemind', { goodsId: notIn, sessionId: upcoming.sessionId }, me)).msg).toBe(
      '该商品不在本场抢购中',
    );
    expect(
      (await h.call('deleteMyRemind', { goodsId: upcoming.goodsIds[0], sessionId: upcoming.sessionId }, me))
        .result,
    ).toEqual({ reminded: false });
  });

  it("makes a QR code only for the caller's own scene or the visitor scene", async () => {
    const me = await registerUser(h);
    const mine = await h.call(
      'createQrCode',
      { page: 'pages/goods/goods', scene: `${me.token}&${me.userId}&pc@` },
      me,
    );
    expect(mine.result.imgUrl).toMatch(/^\/media\/qr\/[A-Za-z0-9_-]+\.svg/);
    // The code carries a short-lived token, not the session token.
    const encoded = /\/media\/qr\/([A-Za-z0-9_-]+)\.svg/.exec(mine.result.imgUrl)![1]!;
    expect(Buffer.from(encoded, 'base64url').toString('utf8')).not.toContain(me.token);
    const image = await (await import('supertest')).default(h.app).get(mine.result.imgUrl);
    expect(image.status).toBe(200);
    expect(String(image.headers['content-type'])).toContain('svg');
    expect((await h.call('createQrCode', { page: 'pages/goods/goods', scene: '0&0&pc@' })).code).toBe('01');
    expect(
      (await h.call('createQrCode', { page: 'pages/goods/goods', scene: `${me.token}&${me.userId}&pc@` }))
        .code,
    ).toBe('02');
    const other = await registerUser(h);
    expect(
      (
        await h.call(
          'createQrCode',
          { page: 'pages/goods/goods', scene: `${me.token}&${me.userId}&pc@` },
          other,
        )
      ).code,
    ).toBe('02');
  });

  it('keeps behaviour events from visitors and users', async () => {
    const me = await registerUser(h);
    expect((await h.call('collectBehaviourData', { event: 'pageView', page: '/home' })).result).toEqual({
      accepted: true,
    });
    expect(
      (
        await h.call(
          'collectBehaviourData',
          { event: 'addCart', page: '/Goods', data: '{"goodsId":1001}' },
          me,
        )
      ).code,
    ).toBe('01');
    const rows = h.store.table(BEHAVIOUR_EVENTS).where({});
    expect(rows.slice(-2).map((r) => [r.event, r.uid])).toEqual([
      ['pageView', 0],
      ['addCart', me.userId],
    ]);
  });
});
