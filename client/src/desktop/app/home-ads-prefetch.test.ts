import { waitFor } from '@testing-library/react';
import { mockApi, resetHarness } from '../../test/harness';
import '../../test/browser-stubs';

afterEach(resetHarness);

it('the app opened on /home asks for its ads (the first banner is the largest element) before any page renders', async () => {
  window.history.replaceState(null, '', '/home');
  const api = mockApi({ getAdByHome: { banners: [], sideAds: [] } });
  await import('./app');
  await waitFor(() => expect(api.callsOf('getAdByHome')).toHaveLength(1));
  expect(api.calls.map((c) => c.name)).toEqual(['getAdByHome']);
});
