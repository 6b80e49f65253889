// The session cookies' flags: SameSite=Lax always, Secure whenever the page is served over https.
import { createStore } from 'jotai';
import Cookies from 'js-cookie';
import { saveSession, sessionCookieOptions } from './session';

describe('session cookie flags', () => {
  it('marks the cookies Secure on https and SameSite=Lax on any scheme', () => {
    expect(sessionCookieOptions('https:')).toMatchObject({ path: '/', sameSite: 'lax', secure: true });
    expect(sessionCookieOptions('http:')).toMatchObject({ path: '/', sameSite: 'lax', secure: false });
  });

  it('sets userId and token with those flags', () => {
    const set = jest.spyOn(Cookies, 'set');
    saveSession(
      {
        userId: 7,
        token: 'tok-7',
        userInfo: { uid: 7, nickname: '七', mobile: '13900139007', avatarUrl: '' },
      },
      createStore(),
    );
    expect(set).toHaveBeenCalledTimes(2);
    for (const call of set.mock.calls)
      expect(call[2]).toMatchObject({ sameSite: 'lax', secure: window.location.protocol === 'https:' });
    set.mockRestore();
  });
});
