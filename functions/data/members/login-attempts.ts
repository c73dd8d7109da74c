import {
  HOUR_SECONDS,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_PER_ADDRESS,
  LOGIN_MAX_PER_EMAIL,
  LOGIN_WINDOW_SECONDS,
} from '@shared/limits';
import { keys } from '@shared/table';
import { tableName } from '../../lib/clients';
import { type TxItem, batchGet } from '../table/dynamo';
import { type Limit, type Slots, trySlots, windowOf } from './rate-limits';

/**
 * Password sign-in throttling (docs/api.md#auth). Failures count per (email, address), per
 * email and per address. The per-email ceiling never locks the account: past it, an address
 * that has not failed for this account in the current window still gets one attempt, so the
 * owner's right password from anywhere else signs in, while the addresses that fail wait.
 */

const emailCeiling = (email: string): Limit => ({
  scope: 'login-email',
  key: email,
  max: LOGIN_MAX_PER_EMAIL,
  windowSeconds: HOUR_SECONDS,
});

/** What a sign-in attempt needs to know before it counts: the account and its failures. */
export interface LoginTarget {
  /** The account owning the email, if any. */
  userId?: string;
  /** Raised by a completed reset: the (email, address) failures counted before it are forgotten. */
  generation: string;
  /** Failures for the email in the current hour, across all addresses. */
  emailFailures: number;
}

/** One read: the email's lock (its account and failure generation) and the email's hourly failures. */
export async function readLoginTarget(email: string): Promise<LoginTarget> {
  const lockKey = keys.emailLock(email);
  const windowKey = windowOf(emailCeiling(email)).key;
  const items = await batchGet([lockKey, windowKey], true);
  const lock = items.find((item) => item.PK === lockKey.PK);
  const window = items.find((item) => item.PK === windowKey.PK);
  return {
    userId: lock?.userId as string | undefined,
    generation: String(lock?.loginGeneration ?? 0),
    emailFailures: Number(window?.count ?? 0),
  };
}

/**
 * Takes the attempt's slots before the password is checked, so parallel guesses cannot outrun
 * the limits; `releaseSlots` hands them back on success. Under the per-email ceiling: a slot of
 * the (email, address) failures, of the address's and of the email's. Past it (or when a
 * parallel attempt fills it): one slot per (email, address) window instead of
 * `LOGIN_MAX_FAILURES`, and the email's count is left as it is. Full: 429 with Retry-After.
 */
export async function takeLoginSlots(email: string, address: string, target: LoginTarget): Promise<Slots> {
  const pair = (max: number): Limit => ({
    scope: 'login',
    key: `${email}#${target.generation}#${address}`,
    max,
    windowSeconds: LOGIN_WINDOW_SECONDS,
    clearOnSuccess: true,
  });
  const perAddress: Limit = {
    scope: 'login-address',
    key: address,
    max: LOGIN_MAX_PER_ADDRESS,
    windowSeconds: HOUR_SECONDS,
  };
  if (target.emailFailures < LOGIN_MAX_PER_EMAIL) {
    const taken = await trySlots([pair(LOGIN_MAX_FAILURES), perAddress, emailCeiling(email)], null);
    if (!('full' in taken)) return taken;
    if (taken.full !== 2) throw taken.refusal;
  }
  const taken = await trySlots([pair(1), perAddress], null);
  if ('full' in taken) throw taken.refusal;
  return taken;
}

/**
 * Items that forget an account's sign-in failures, for the transaction of a completed reset:
 * the email's hourly count goes, and a new generation leaves every (email, address) count behind.
 * Conditioned on the email still being this account's.
 */
export function clearLoginFailures(email: string, userId: string): TxItem[] {
  const TableName = tableName();
  return [
    {
      Update: {
        TableName,
        Key: keys.emailLock(email),
        UpdateExpression: 'SET loginGeneration = :gen',
        ConditionExpression: 'userId = :u',
        ExpressionAttributeValues: { ':gen': Date.now(), ':u': userId },
      },
    },
    { Delete: { TableName, Key: windowOf(emailCeiling(email)).key } },
  ];
}
