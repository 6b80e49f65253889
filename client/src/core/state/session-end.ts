// What a code-52 reply does, one rule for both faces (docs/product-rules.md): the session is forgotten
// once and the shopper told once; they stay on the page they were looking at, as a visitor. Only a
// login-only page, or a write of the shopper's own (加入购物车, a quantity, 提交订单), asks for login,
// with the way back to the exact page. The face brings its notice, its page rules and its login page.
import type { QueryClient } from '@tanstack/react-query';
import { SessionEndedError } from '../api/errors';
import { forgetSession } from './forget-session';
import { isLoggedIn } from './session';
import { appStore, type AppStore } from './store';

/** The one notice of an ended session, on both faces (not 已退出登录: the shopper did not log out). */
export const SESSION_ENDED_NOTICE = '登录状态已失效，请重新登录';

export interface SessionEndFace {
  /** Says the session ended; `leaving` when the shopper is being sent to log in. */
  notify: (leaving: boolean) => void;
  /** Whether the page on screen needs an account. */
  onLoginOnlyPage: () => boolean;
  /** Goes to the face's login page, which comes back to the current page afterwards. */
  askForLogin: () => void;
}

export function endSession(face: SessionEndFace, store: AppStore = appStore): void {
  const hadSession = isLoggedIn(store);
  forgetSession(store);
  const leaving = face.onLoginOnlyPage();
  if (hadSession) face.notify(leaving);
  if (leaving) face.askForLogin();
}

/** A shopper's own write refused with 52 needs an account: ask for login (a background read never does). */
export function askForLoginOnRefusedWrites(queryClient: QueryClient, askForLogin: () => void): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (event.action.error instanceof SessionEndedError) askForLogin();
  });
}
