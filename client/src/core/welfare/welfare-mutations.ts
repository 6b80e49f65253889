// The welfare write: 每日签到. The reply is the new sign-in page and the points gained; the page
// replaces the cached one, and the points in the profile change too.
import { call } from '../api/call';
import { useApiMutation, type MutationCallbacks } from '../api/mutation';
import { apiKey } from '../api/query';
import type { ResultOf } from '@storefront/contracts';

export const useSignIn = (callbacks?: MutationCallbacks<ResultOf<'addOrUpdateSign'>, void>) =>
  useApiMutation(
    () => call('addOrUpdateSign'),
    {
      update: (client, { gained: _gained, ...page }) =>
        client.setQueryData(apiKey('selectSignPageDetail'), page),
      invalidates: ['getPersonalData'],
    },
    callbacks,
  );
