import * as z from './zod';
import { FIELD_MSG } from '../messages';
import { isMerchantSlug } from '../merchants';
import { blankAsAbsent } from './deal';
import { cleanText } from './text';

/**
 * Wraps each schema so a bundler drops the ones a Lambda does not import (see deal.ts). Declared
 * here, as esbuild only honours the annotation within the file.
 */
/* @__NO_SIDE_EFFECTS__ */
function define<T>(build: () => T): T {
  return build();
}

/** `GET /api/merchants`: the start of a name as typed, and/or the deal's link (its domain's merchant first). */
export const merchantsQuery = define(() =>
  z
    .object({
      q: blankAsAbsent(
        z.string({ error: () => FIELD_MSG.merchantQuery }).check(
          z.trim(),
          cleanText(() => FIELD_MSG.merchantQuery),
          z.maxLength(100, { error: () => FIELD_MSG.merchantQuery }),
        ),
      ),
      url: blankAsAbsent(z.string().check(z.trim(), z.maxLength(2048, { error: () => FIELD_MSG.url }))),
    })
    .check(
      z.refine((query) => query.q !== undefined || query.url !== undefined, { error: () => FIELD_MSG.merchantQuery }),
    ),
);

/** `POST /api/admin/merchants/{slug}/merge`: the merchant the alias goes into, by slug. */
export const mergeMerchantSchema = define(() =>
  z.object({
    into: z
      .string({ error: () => FIELD_MSG.merchantInto })
      .check(z.trim(), z.refine(isMerchantSlug, { error: () => FIELD_MSG.merchantInto })),
  }),
);
