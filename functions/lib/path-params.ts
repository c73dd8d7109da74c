import { MSG } from '@shared/messages';
import { isAlertId, isCommentId, isDealId, isUserId, isUsername } from '@shared/ids';
import { IDENTITY_PROVIDERS, REPORT_TARGETS } from '@shared/api-types';
import { isMerchantSlug } from '@shared/merchants';
import type { ParamShape, RouteDef } from '../routes';
import { notFound } from './errors';

/** Each declared shape: the test, and the route's usual 404 when the id cannot name anything (read per request: its language). */
const SHAPES: Record<ParamShape, { test: (value: unknown) => boolean; notFound: () => string }> = {
  dealId: { test: isDealId, notFound: () => MSG.dealNotFound },
  commentId: { test: isCommentId, notFound: () => MSG.commentNotFound },
  userId: { test: isUserId, notFound: () => MSG.userNotFound },
  reportTarget: { test: (v) => (REPORT_TARGETS as readonly unknown[]).includes(v), notFound: () => MSG.notReported },
  contentId: { test: (v) => isDealId(v) || isCommentId(v), notFound: () => MSG.noOpenReports },
  alertId: { test: isAlertId, notFound: () => MSG.alertNotFound },
  username: { test: isUsername, notFound: () => MSG.memberNotFound },
  merchantSlug: { test: (v) => typeof v === 'string' && isMerchantSlug(v), notFound: () => MSG.merchantNotFound },
  identityProvider: {
    test: (v) => (IDENTITY_PROVIDERS as readonly unknown[]).includes(v),
    notFound: () => MSG.providerNotLinked,
  },
};

/**
 * Refuses, with the route's 404, a path parameter that is not of the shape the manifest declares
 * for it: such an id names nothing, and an over-long one would fail in DynamoDB as a 500.
 */
export function checkPathParams(route: Pick<RouteDef, 'params'>, params: Record<string, string | undefined>) {
  for (const [name, shape] of Object.entries(route.params ?? {})) {
    const { test, notFound: message } = SHAPES[shape];
    if (!test(params[name])) throw notFound(message());
  }
}
