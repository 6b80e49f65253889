// A password hash derived while seeding (the demo account, a scenario's users) is checked without a
// second scrypt: every public-demo visitor logs in to a copy of the same account. Any other password
// still fails, and a hash made for a user (hashPassword) is still checked by scrypt.
import { hashPassword, hashPasswordSync, verifyPassword } from '../../src/domain/account/passwords';

describe('password checks', () => {
  it('checks a seeded hash by its known password: twenty checks in less time than one scrypt', async () => {
    const seeded = hashPasswordSync('demo1234');
    const made = await hashPassword('demo1234');
    let began = performance.now();
    expect(await verifyPassword('demo1234', made)).toBe(true);
    const oneScrypt = performance.now() - began;
    began = performance.now();
    for (let i = 0; i < 20; i++) expect(await verifyPassword('demo1234', seeded)).toBe(true);
    expect(performance.now() - began).toBeLessThan(oneScrypt);
    expect(await verifyPassword('demo12345', seeded)).toBe(false);
    expect(await verifyPassword('', seeded)).toBe(false);
  });

  it('refuses a wrong password and accepts the right one for a hash made at sign-up', async () => {
    const made = await hashPassword('secret99');
    expect(await verifyPassword('secret98', made)).toBe(false);
    expect(await verifyPassword('secret99', made)).toBe(true);
    // A seeded hash of the same password is another salt: no cross-talk.
    expect(await verifyPassword('secret99', hashPasswordSync('other000'))).toBe(false);
  });
});
