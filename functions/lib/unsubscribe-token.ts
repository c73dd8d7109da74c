import { createHmac, timingSafeEqual } from 'node:crypto';
import { isAlertId, isUserId } from '@shared/ids';
import { jwtSecret } from './secrets';

/**
 * The token of an alert mail's unsubscribe link: `<userId>.<alertId>.<mac>`, the mac an HMAC of
 * both under the JWT secret (rotating the secret voids the links of mails already sent). It only
 * deletes that one alert, so it needs no expiry.
 */
const mac = (secret: string, userId: string, alertId: string) =>
  createHmac('sha256', secret).update(`alert-unsubscribe:${userId}:${alertId}`).digest('base64url').slice(0, 32);

export async function unsubscribeToken(userId: string, alertId: string) {
  return `${userId}.${alertId}.${mac(await jwtSecret(), userId, alertId)}`;
}

/** The alert a token names, or null when it is malformed or its mac is wrong. */
export async function readUnsubscribeToken(token: string) {
  const [userId, alertId, given, ...rest] = token.split('.');
  if (rest.length || !isUserId(userId) || !isAlertId(alertId) || !given) return null;
  const expected = Buffer.from(mac(await jwtSecret(), userId, alertId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? { userId, alertId } : null;
}
