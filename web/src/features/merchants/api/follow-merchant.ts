import { useSWRConfig } from 'swr';
import type { Merchant } from '@shared/api-types';
import { api, ApiError } from '@web/lib/api-client';
import { uiText } from '@web/lib/i18n';
import { getSession } from '@web/lib/session';
import { merchantKey } from './get-merchant';

const T = uiText('merchants');

/** `PUT` (follow) or `DELETE` (stop) `/api/merchants/{slug}/follow`: the new count and state. */
const sendFollow = (slug: string, followed: boolean) =>
  api.call(followed ? 'PUT /api/merchants/{slug}/follow' : 'DELETE /api/merchants/{slug}/follow', {
    params: { slug },
    fallback: T.followFailed,
  });

/**
 * Following (true) a merchant or not: its page shows it at once (the button, the followers), then
 * the server's count; on failure it comes back as it was. Signed out, nothing is sent: the
 * refusal asks to sign in, as the deal page's "Suivre" does.
 */
export function useFollowMerchant() {
  const { mutate } = useSWRConfig();
  return async (merchant: Merchant, followed: boolean) => {
    if (!getSession().user) throw new ApiError(T.followAuthRequired, 401, {}, 'AuthenticationRequired');
    const key = merchantKey(merchant.slug);
    const show = (change: Pick<Merchant, 'followers' | 'followed'>) =>
      mutate<Merchant>(key, (current) => current && { ...current, ...change }, { revalidate: false });
    const step = followed === merchant.followed ? 0 : followed ? 1 : -1;
    await show({ followed, followers: Math.max(0, merchant.followers + step) });
    try {
      await show(await sendFollow(merchant.slug, followed));
    } catch (err) {
      await show({ followed: merchant.followed, followers: merchant.followers });
      throw err;
    }
  };
}
