import { FIELD_MSG, MSG } from '@shared/messages';
import { isFutureOrAbsent } from '@shared/deal-rules';
import { dealInputSchema } from '@shared/schemas/deal';
import { getDealFor } from '../data/deals/record';
import { updateDeal } from '../data/deals/write';
import { badRequest, notFound } from '../lib/errors';
import { api, ok } from '../http/api';
import { requireAuthorOrAdmin } from './author-or-admin';

/** Replaces a deal's fields: its author or an ADMIN. A past expiry date may be kept, not set. */
export const handler = api('PUT /api/deals/{id}', { body: dealInputSchema }, async (ctx) => {
  const { body, params, userId, session } = ctx;
  const { deal, marks } = await getDealFor(params.id, userId);
  if (!deal) throw notFound(MSG.dealNotFound);
  await requireAuthorOrAdmin(ctx, deal.author, MSG.dealChangeForbidden);
  if (body.expiresAt !== deal.expiresAt && !isFutureOrAbsent(body.expiresAt)) {
    throw badRequest(FIELD_MSG.expiresFuture, { expiresAt: FIELD_MSG.expiresFuture });
  }
  return ok(await updateDeal(deal, body, userId, session, marks), MSG.dealUpdated);
});
