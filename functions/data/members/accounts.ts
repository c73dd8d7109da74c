import { randomUUID } from 'node:crypto';
import { IDENTITY_PROVIDERS, type IdentityProvider, type Role } from '@shared/api-types';
import { DEFAULT_LANGUAGE, type Language } from '@shared/i18n/languages';
import { FIELD_MSG, MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { badRequest, conflict } from '../../lib/errors';
import { tableName } from '../../lib/clients';
import { isReservedLookalike, usernameSkeleton } from '../../lib/username-skeleton';
import { type TxItem, failedAt, isCancelled, transact, type TxItems, sessionVersionIs } from '../table/dynamo';
import { memberCardPut, memberCardRename } from './profiles';
import { directoryDelete, directoryEntries, directoryPut } from './directory';
import { identityEdit, updateClauses } from './identities';
import { type UserRecord, identityAttr, memberLanguage } from './users';

/**
 * Account creation and changes of the identifiers that must stay unique (email, username,
 * provider identities), each in one transaction with its lock items. Kept apart from members/users.ts,
 * which every route's wrapper loads, as the username skeleton brings the confusables table.
 */

export interface NewUser {
  /** Chosen by the caller when other items of the transaction name the user. */
  id?: string;
  username: string;
  email: string;
  city: string;
  /** The language of the member's mails (French when not given). */
  language?: Language;
  role?: Role;
  passwordHash?: string;
  /** True when a provider (or the operator) vouches for the address. */
  emailVerified?: boolean;
  /** Links an OAuth identity in the same transaction. */
  oauth?: { provider: IdentityProvider; subject: string };
  /** The operator's own accounts (the seeded admin) may take a reserved name; members never. */
  reservedNameAllowed?: boolean;
}

/** Items written in the same transaction as the account change (the new address's link). */
type Extra = { alsoWrite?: TxItem[] };

const usernameLock = async (username: string) => keys.usernameLock(await usernameSkeleton(username));

/** A name being taken (sign-up, rename): never a reserved one or its look-alike; 400 otherwise. */
async function refuseReserved(username: string) {
  if (await isReservedLookalike(username))
    throw badRequest(FIELD_MSG.usernameReserved, { username: FIELD_MSG.usernameReserved });
}

/** Whether two addresses are the same account email (case-insensitive). */
export const sameEmail = (a: string, b: string) => keys.emailLock(a).PK === keys.emailLock(b).PK;
const absent = 'attribute_not_exists(PK)';

/**
 * Creates a user and its email and username locks in one transaction, so two registrations of
 * the same email, or of usernames that look alike, can never both succeed.
 */
export async function createUser(input: NewUser & Extra): Promise<UserRecord> {
  if (!input.reservedNameAllowed) await refuseReserved(input.username);
  const now = new Date().toISOString();
  const user: UserRecord = {
    id: input.id ?? randomUUID(),
    username: input.username,
    email: input.email.trim(),
    role: input.role ?? 'USER',
    city: input.city,
    language: input.language ?? DEFAULT_LANGUAGE,
    emailVerified: input.emailVerified === true,
    sessionVersion: 0,
    createdAt: now,
    updatedAt: now,
    ...(input.passwordHash ? { passwordHash: input.passwordHash } : {}),
    ...(input.oauth ? { [identityAttr(input.oauth.provider)]: { subject: input.oauth.subject, linkedAt: now } } : {}),
  };
  const TableName = tableName();
  const link = input.oauth && keys.oauthLink(input.oauth.provider, input.oauth.subject);
  const items = {
    // The public name card (member-profiles.ts).
    card: memberCardPut(user),
    user: { Put: { TableName, Item: { ...keys.user(user.id), type: 'USER', ...user }, ConditionExpression: absent } },
    // The lock keeps a copy of the language: a forgot-password mail is written from it alone.
    email: {
      Put: {
        TableName,
        Item: { ...keys.emailLock(user.email), userId: user.id, language: user.language },
        ConditionExpression: absent,
      },
    },
    username: {
      Put: {
        TableName,
        Item: { ...(await usernameLock(user.username)), userId: user.id },
        ConditionExpression: absent,
      },
    },
    oauth: link && { Put: { TableName, Item: { ...link, userId: user.id }, ConditionExpression: absent } },
    alsoWrite: input.alsoWrite,
    directory: directoryEntries(user).map((entry) => directoryPut(entry, user.id)),
  };
  await transactOrConflict(items, { card: 'username', email: 'email', username: 'username', oauth: 'oauth' });
  return user;
}

/**
 * Updates username, email, city, language and the follow digest setting; locks move in the same transaction as the record
 * (the email's lock keeps a copy of the language: a new language is written there too). A new
 * email is unverified until its link is followed, voids the reset links sent to the old one,
 * unlinks every sign-in identity but `keepIdentity` (the one that proved the change, if any)
 * and ends every session: the caller issues a fresh token from the returned record.
 */
export async function updateProfile(
  current: UserRecord,
  changes: { username?: string; email?: string; city?: string; language?: Language; followDigest?: boolean },
  { alsoWrite = [], keepIdentity }: Extra & { keepIdentity?: IdentityProvider } = {},
): Promise<UserRecord> {
  const TableName = tableName();
  const next: UserRecord = {
    ...current,
    ...changes,
    language: changes.language ?? memberLanguage(current),
    followDigest: changes.followDigest ?? current.followDigest,
    updatedAt: new Date().toISOString(),
  };
  // Turned on now: its digests tell only of what comes from here on.
  const digestOn = next.followDigest === true && current.followDigest !== true;
  if (digestOn) next.followDigestSince = next.updatedAt;
  const digest = changes.followDigest !== undefined;
  const emailChanged = !sameEmail(current.email, next.email);
  if (emailChanged) next.emailVerified = false;
  const identities = emailChanged ? identityEdit(current, { keep: keepIdentity ? [keepIdentity] : [] }) : undefined;
  type Key = { PK: string; SK: string };
  /** The lock's move: the old one (still the member's) deleted, the new one (free) put. */
  const moveLock = (before: Key, after: Key): TxItem[] | undefined =>
    before.PK === after.PK
      ? undefined
      : [
          {
            Delete: {
              TableName,
              Key: before,
              ConditionExpression: 'userId = :me',
              ExpressionAttributeValues: { ':me': current.id },
            },
          },
          {
            Put: {
              TableName,
              Item: { ...after, userId: current.id, language: next.language },
              ConditionExpression: absent,
            },
          },
        ];
  const emailLock = moveLock(keys.emailLock(current.email), keys.emailLock(next.email));
  // The same address, another language: its lock's copy follows.
  const languageLock: TxItem | undefined =
    !emailLock && next.language !== current.language
      ? {
          Update: {
            TableName,
            Key: keys.emailLock(next.email),
            UpdateExpression: 'SET #lang = :lang',
            ConditionExpression: 'userId = :me',
            ExpressionAttributeNames: { '#lang': 'language' },
            ExpressionAttributeValues: { ':lang': next.language, ':me': current.id },
          },
        }
      : undefined;
  let usernameItems: TxItems = {};
  // Most profile saves keep the username: only a new one needs the skeletons.
  if (next.username !== current.username) {
    const [before, after] = [await usernameLock(current.username), await usernameLock(next.username)];
    // A member who holds a reserved name from before keeps it (even recased); a new one is checked.
    if (before.PK !== after.PK) await refuseReserved(next.username);
    // The public name card moves too (members/profiles.ts), a case change included.
    usernameItems = { username: moveLock(before, after), ...memberCardRename(current, next.username) };
  }
  const user: TxItem = {
    Update: {
      TableName,
      Key: keys.user(current.id),
      UpdateExpression: `SET username = :u, email = :e, city = :c, #lang = :lang, emailVerified = :v, updatedAt = :t${
        digest ? ', followDigest = :digest' : ''
      }${digestOn ? ', followDigestSince = :t' : ''}${
        emailChanged ? ', credentialsChangedAt = :now' : ''
      }${identities ? identityClauses(identities.remove) : ''}`,
      ConditionExpression: `attribute_exists(PK)${identities ? ` AND ${identities.condition}` : ''}`,
      ExpressionAttributeNames: { '#lang': 'language', ...identities?.names },
      ExpressionAttributeValues: {
        ':u': next.username,
        ':e': next.email,
        ':c': next.city,
        ':lang': next.language,
        ':v': next.emailVerified === true,
        ':t': next.updatedAt,
        ...(digest ? { ':digest': next.followDigest === true } : {}),
        ...(emailChanged ? { ':now': Date.now(), ':one': 1, ...identities?.values } : {}),
      },
    },
  };
  // The directory follows the identifiers that changed.
  const [oldEntries, newEntries] = [directoryEntries(current), directoryEntries(next)];
  const directory = newEntries.flatMap((entry, i) =>
    entry.SK === oldEntries[i].SK ? [] : [directoryDelete(oldEntries[i]), directoryPut(entry, current.id)],
  );
  await transactOrConflict(
    {
      email: emailLock,
      languageLock,
      ...usernameItems,
      identities: identities?.deletes,
      user,
      alsoWrite,
      directory,
    },
    // The new lock's failure: the identifier is taken (its old lock's: the record changed). A
    // record changed meanwhile (its identities, or deleted) is a conflict, not a failure.
    {
      'email[1]': 'email',
      'username[1]': 'username',
      card: 'changed',
      oldCard: 'changed',
      newCard: 'username',
      identities: 'changed',
      languageLock: 'changed',
      ...(identities ? { user: 'changed' as const } : {}),
    },
  );
  if (!identities) return next;
  for (const name of identities.remove) delete next[identities.names[name] as ReturnType<typeof identityAttr>];
  return { ...next, sessionVersion: (current.sessionVersion ?? 0) + 1 };
}

/** After the SET clauses of an email change: the identities that go, and the end of every session. */
const identityClauses = (remove: string[]) =>
  `${remove.length ? ` REMOVE ${remove.join(', ')}` : ''} ADD sessionVersion :one`;

/**
 * Links a provider identity whose verified email is this account's (an identity of the same
 * provider linked before is replaced). When the account's own email was never verified, the
 * provider's proof takes the account over: whoever registered the address without owning it
 * loses the password they set, every other sign-in identity and every session, and the account
 * becomes verified. All in one transaction, conditioned on the email still being this
 * account's and on the record being the one that was read.
 */
export async function linkOAuth(provider: IdentityProvider, subject: string, user: UserRecord): Promise<UserRecord> {
  const TableName = tableName();
  const link: TxItem = {
    Put: {
      TableName,
      Item: { ...keys.oauthLink(provider, subject), userId: user.id },
      ConditionExpression: 'attribute_not_exists(PK) OR userId = :me',
      ExpressionAttributeValues: { ':me': user.id },
    },
  };
  const takeover = !user.emailVerified;
  const others = IDENTITY_PROVIDERS.filter((p) => p !== provider);
  const edit = identityEdit(user, { link: { provider, subject }, keep: takeover ? [] : others });
  const deletes = edit.deletes;
  const version = user.sessionVersion ?? 0;
  const check = sessionVersionIs(version);
  const emailCheck: TxItem = {
    ConditionCheck: {
      TableName,
      Key: keys.emailLock(user.email),
      ConditionExpression: 'userId = :me',
      ExpressionAttributeValues: { ':me': user.id },
    },
  };
  const update: TxItem = {
    Update: {
      TableName,
      Key: keys.user(user.id),
      UpdateExpression: takeover
        ? `${updateClauses(
            [...edit.set, 'emailVerified = :true', 'credentialsChangedAt = :now', 'updatedAt = :t'],
            ['passwordHash', ...edit.remove],
          )} ADD sessionVersion :one`
        : updateClauses([...edit.set, 'updatedAt = :t'], edit.remove),
      ConditionExpression: takeover
        ? `attribute_exists(PK) AND (${check.ConditionExpression}) AND ${edit.condition}`
        : `attribute_exists(PK) AND emailVerified = :true AND ${edit.condition}`,
      ExpressionAttributeNames: edit.names,
      ExpressionAttributeValues: {
        ...edit.values,
        ':true': true,
        ':t': new Date().toISOString(),
        ...(takeover ? { ...check.ExpressionAttributeValues, ':one': 1, ':now': Date.now() } : {}),
      },
    },
  };
  await transactOrConflict(
    { link, email: emailCheck, identities: deletes, user: update },
    { link: 'oauth', email: 'changed', identities: 'changed', user: 'changed' },
  );
  const next: UserRecord = { ...user, [identityAttr(provider)]: { subject, linkedAt: new Date().toISOString() } };
  if (!takeover) return next;
  const { passwordHash: _dropped, ...rest } = next;
  for (const other of others) delete rest[identityAttr(other)];
  return { ...rest, emailVerified: true, sessionVersion: version + 1 };
}

/**
 * Unlinks the account's identity of `provider`, provided another way to sign in remains (a
 * password or another identity), checked on the record in the same transaction (the caller
 * answers the usual case first; a race here is a 409).
 */
export async function unlinkIdentity(user: UserRecord, provider: IdentityProvider): Promise<void> {
  if (!user[identityAttr(provider)]) return;
  const TableName = tableName();
  const others = IDENTITY_PROVIDERS.filter((p) => p !== provider);
  const edit = identityEdit(user, { keep: others });
  const anotherWay = ['attribute_exists(passwordHash)', ...others.map((p) => `attribute_exists(#id_${p})`)].join(
    ' OR ',
  );
  try {
    await transact({
      identities: edit.deletes,
      user: {
        Update: {
          TableName,
          Key: keys.user(user.id),
          UpdateExpression: updateClauses(['updatedAt = :t'], edit.remove),
          ConditionExpression: `attribute_exists(PK) AND ${edit.condition} AND (${anotherWay})`,
          ExpressionAttributeNames: edit.names,
          ExpressionAttributeValues: { ...edit.values, ':t': new Date().toISOString() },
        },
      },
    });
  } catch (err) {
    if (isCancelled(err)) throw conflict(MSG.accountChanged);
    throw err;
  }
}

/**
 * Runs a transaction; a failed uniqueness condition becomes a 409 naming the field, and a
 * record changed meanwhile a 409 asking to try again. `failures` says what the failure of each
 * item (or piece) named there means, in the transaction's order.
 */
async function transactOrConflict(
  items: TxItems,
  failures: Record<string, 'email' | 'username' | 'oauth' | 'changed'>,
): Promise<void> {
  try {
    await transact(items);
  } catch (err) {
    const field = Object.entries(failures).find(([name]) => failedAt(err, name))?.[1];
    if (field === 'email' || field === 'oauth') throw conflict(MSG.emailTaken, { email: MSG.emailTaken });
    if (field === 'username') throw conflict(MSG.usernameTaken, { username: MSG.usernameTaken });
    if (field === 'changed') throw conflict(MSG.accountChanged);
    throw err;
  }
}
