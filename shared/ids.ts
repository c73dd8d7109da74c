import { USERNAME_MAX, USERNAME_MIN } from './limits';

/**
 * The shapes of the ids the code creates. A path or body id of any other shape names nothing, so
 * it is refused before DynamoDB sees it (an over-long key would otherwise fail there with a 500).
 */

/** Deal ids: 12 random bytes in base64url (newDealId in functions/data). */
export const DEAL_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;
/** Comment ids: node's randomUUID (version 4, lower case). */
export const COMMENT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** User ids: node's randomUUID too. */
export const isUserId = (value: unknown): value is string =>
  typeof value === 'string' && COMMENT_ID_PATTERN.test(value);

/** Whether `value` could be a deal id. */
export const isDealId = (value: unknown): value is string => typeof value === 'string' && DEAL_ID_PATTERN.test(value);
/** Whether `value` could be a comment id. */
export const isCommentId = (value: unknown): value is string =>
  typeof value === 'string' && COMMENT_ID_PATTERN.test(value);
/** Alert ids: node's randomUUID too. */
export const isAlertId = (value: unknown): value is string =>
  typeof value === 'string' && COMMENT_ID_PATTERN.test(value);

/** Usernames as sign-up accepts them (shared/schemas/auth.ts usernameSchema, after its NFKC step). */
const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;

/** Whether `value` could be a member's username (any case): the path of a public profile. */
export const isUsername = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.length > USERNAME_MAX * 4) return false;
  const name = value.normalize('NFKC');
  return name.length >= USERNAME_MIN && name.length <= USERNAME_MAX && USERNAME_PATTERN.test(name);
};
