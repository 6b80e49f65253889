// Pop-ups any part of the page can open: the mini-program QR pop-up (see docs/product-rules.md) names the action
// that sent the user there, so its text can say what to continue in the mini-program.
import { atom } from 'jotai';

export type MiniProgramReason = '个人中心' | '我的订单' | '消息' | '快速注册' | (string & {});

export const miniProgramPopupAtom = atom<MiniProgramReason | null>(null);
