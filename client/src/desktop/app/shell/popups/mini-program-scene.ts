// Per docs/wire.md: the mini-program QR code's scene is token&userId&pc@, or 0&0&pc@ for visitors.
import type { Identity } from '../../../../core/state/session';

export const miniProgramScene = ({ token, uid }: Identity): string =>
  token && uid ? `${token}&${uid}&pc@` : '0&0&pc@';
