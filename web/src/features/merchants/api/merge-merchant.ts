import { useSWRConfig } from 'swr';
import type { MerchantMerge } from '@shared/api-types';
import { api } from '@web/lib/api-client';
import { uiText } from '@web/lib/i18n';
import { merchantKey } from './get-merchant';

const T = uiText('merchants');

/**
 * An admin merges the merchant `slug` into `into` (a slug): the merchant merged into shows its new
 * counts at once. `done` false: time ran out, the same call again moves the rest.
 */
export function useMergeMerchant() {
  const { mutate } = useSWRConfig();
  return async (slug: string, into: string): Promise<MerchantMerge> => {
    const result = await api.call('POST /api/admin/merchants/{slug}/merge', {
      params: { slug },
      body: { into },
      fallback: T.mergeFailed,
    });
    // Read as a guest by the server (`followed` false): shown meanwhile, read again by its page.
    // The alias's page now answers the merchant too (its page redirects there).
    await Promise.all(
      [result.merchant.slug, slug].map((key) => mutate(merchantKey(key), result.merchant, { revalidate: false })),
    );
    return result;
  };
}
