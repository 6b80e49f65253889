// GET /__mock/chat: the customer-service chat the footer opens (see docs/product-rules.md: uid, nickname, mobile and
// question type 48032 are passed; visitors pass empty values). Every query value is escaped. The
// shopper sees only shopper words: the name and masked mobile, never the uid or the question type
// (those stay in the URL and in data attributes for the service side).
import { CUSTOMER_SERVICE_QUESTION_TYPE } from '@storefront/contracts';
import { escapeHtml, pageFrame } from './html.js';

export interface ChatParams {
  uid?: unknown;
  nickname?: unknown;
  mobile?: unknown;
  questionType?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 100) : '');
const maskMobile = (mobile: string) =>
  /^1\d{10}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;

export function renderChatPage(params: ChatParams): string {
  const uid = text(params.uid);
  const nickname = text(params.nickname);
  const mobile = text(params.mobile);
  const questionType = text(params.questionType) || String(CUSTOMER_SERVICE_QUESTION_TYPE);
  const visitor = uid === '';
  const who = visitor
    ? '<span>游客（未登录）</span>'
    : `<span>用户 <b id="chat-nickname">${escapeHtml(nickname || '多么商城用户')}</b></span>${mobile ? ` <span class="muted">手机 ${escapeHtml(maskMobile(mobile))}</span>` : ''}`;
  const body = `<header><h1>在线客服</h1></header>
<main style="max-width:720px">
<section id="chat-user" data-visitor="${visitor}">
<div>${who}</div>
<div class="muted" data-question-type="${escapeHtml(questionType)}">客服工作时间 9:00-22:00</div>
</section>
<section>
<div id="chat-log" aria-live="polite" style="min-height:280px">
<p><b>客服小多</b>：您好${visitor ? '' : `，${escapeHtml(nickname || '亲')}`}！请问有什么可以帮您？订单、物流、退换货问题都可以直接留言。</p>
</div>
<form id="chat-form" style="display:flex;gap:8px;margin-top:12px">
<label for="chat-input" class="muted" style="align-self:center">留言</label>
<input id="chat-input" name="message" maxlength="500" autocomplete="off" style="flex:1;padding:6px 8px;border:1px solid #ccc;border-radius:4px" placeholder="请输入您的问题">
<button type="submit" style="background:var(--red);color:#fff;border:0;border-radius:4px;padding:6px 16px">发送</button>
</form>
</section>
</main>`;
  return pageFrame('在线客服', body, '<script src="/__mock/chat.js" defer></script>');
}

/** The page's behaviour, served from /__mock/chat.js so the page needs no inline script. */
export const CHAT_SCRIPT = `(() => {
  const form = document.getElementById('chat-form');
  const input = document.getElementById('chat-input');
  const log = document.getElementById('chat-log');
  const add = (who, text) => {
    const p = document.createElement('p');
    const b = document.createElement('b');
    b.textContent = who + '：';
    p.append(b, document.createTextNode(text));
    log.append(p);
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    add('我', text);
    input.value = '';
    setTimeout(() => add('客服小多', '已收到您的留言，客服将尽快为您处理，请耐心等待。'), 600);
  });
})();
`;
