// Message area: the five unread totals, the five boxes (read when fetched), the mini-program QR
// code of docs/wire.md, and the user-behaviour collector the catalogue files under this area.
import { uidOf, type AreaHandlers, type HandlerContext } from '../api/handler-types.js';
import { qrMediaUrl } from '../../shared/media-urls.js';
import { NOT_YOURS, refuse } from '../../domain/refusal.js';
import { page as paginate } from '../../shared/paging.js';
import { withUpkeep } from './with-upkeep.js';
import { recordBehaviour } from '../../domain/catalogue/behaviour.js';
import { readBox, unreadCounts, type MessageBox } from '../../domain/account/messages.js';
import { issueTempToken } from '../../domain/account/temp-tokens.js';
import { userBrief } from '../../domain/account/users-view.js';
import type { NamesOf } from './area-names.js';

/** The optional uid of a list call must be the caller's own. */
function ownUid(ctx: HandlerContext, uid: number | undefined): number {
  if (uid !== undefined && uid !== uidOf(ctx)) refuse(NOT_YOURS);
  return uidOf(ctx);
}

function boxList(box: MessageBox) {
  return (
    { uid, pageNum, pageSize }: { uid?: number; pageNum: number; pageSize: number },
    ctx: HandlerContext,
  ) => {
    const { rows, unread } = readBox(ctx.store, ownUid(ctx, uid), box);
    const page = paginate(rows, pageNum, pageSize);
    return {
      ...page,
      unread,
      list: page.list.map((m) => ({
        messageId: m.id,
        title: m.title,
        content: m.content,
        createTime: m.createTime,
        read: m.read,
        fromUser: m.fromUid ? userBrief(ctx, m.fromUid) : null,
        link: m.link,
      })),
    };
  };
}

/**
 * See docs/wire.md: the scene is `token&userId&pc@` for a logged-in user, which must name the caller's own
 * session, or `0&0&pc@` for a visitor. The code itself carries a short-lived token instead of the
 * session token, so a photographed QR code does not hand out the session.
 */
function qrScene(ctx: HandlerContext, scene: string): string {
  const [token, userId] = scene.split('&');
  if (token === '0' && userId === '0') return '0&0&pc@';
  const session = ctx.session;
  if (!session || token !== session.token || userId !== String(session.userId))
    refuse('二维码场景值与当前登录状态不符，请重新登录后再试');
  return `${issueTempToken(ctx.store, session.userId, ctx.now()).token}&${session.userId}&pc@`;
}

export const messageHandlers: AreaHandlers<NamesOf<'message'>> = withUpkeep({
  messageTotal: ({ uid }, ctx) => {
    const counts = unreadCounts(ctx.store, ownUid(ctx, uid));
    const totals = {
      likeTotal: counts.favor,
      smTotal: counts.official,
      commentTotal: counts.comment,
      focusTotal: counts.newMsg,
      favorTotal: counts.order,
    };
    return { ...totals, newsNmb: Object.values(totals).reduce((a, b) => a + b, 0) };
  },
  commentMessageList: boxList('comment'),
  favorMessageList: boxList('favor'),
  newMsgMessageList: boxList('newMsg'),
  newOfficialCommentList: boxList('official'),
  orderMessageList: boxList('order'),
  createQrCode: ({ page, scene, size, level }, ctx) => {
    const text = `${page}?scene=${encodeURIComponent(qrScene(ctx, scene))}`;
    return { imgUrl: qrMediaUrl(text, { size, level }) };
  },
  collectBehaviourData: ({ event, page, data }, ctx) => {
    recordBehaviour(ctx.store, {
      uid: ctx.session?.userId ?? 0,
      event,
      page,
      data,
      ip: ctx.ip,
      createTime: ctx.now(),
    });
    return { accepted: true as const };
  },
});
