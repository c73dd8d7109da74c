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

/**
 * The token of a follow digest's unsubscribe link: `<userId>.<mac>`, under its own HMAC label (an
 * alert's token never passes for one). It only turns the digest off, so it needs no expiry.
 */
const digestMac = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`follow-digest-unsubscribe:${userId}`).digest('base64url').slice(0, 32);

export async function digestUnsubscribeToken(userId: string) {
  return `${userId}.${digestMac(await jwtSecret(), userId)}`;
}

/** The member a digest token names, or null when it is malformed or its mac is wrong. */
export async function readDigestUnsubscribeToken(token: string) {
  const [userId, given, ...rest] = token.split('.');
  if (rest.length || !isUserId(userId) || !given) return null;
  const expected = Buffer.from(digestMac(await jwtSecret(), userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : null;
}
