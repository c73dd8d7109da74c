import { IDENTITY_PROVIDERS, type IdentityProvider } from '@shared/api-types';
import { keys } from '@shared/table';
import { tableName } from '../../lib/clients';
import type { TxItem } from '../table/dynamo';
import { type UserRecord, identityAttr, linkedIdentities } from './users';

/**
 * The sign-in identities of an account live twice: the OAUTH#<provider>#<subject> link item
 * (what a sign-in finds) and the `identity_<provider>` attribute of the user record (what lists
 * and unlinks them without a Scan), at most one per provider. Both always change in one
 * transaction; this module builds the pieces the account transactions put together.
 */

/** Expression pieces for the one Update of the user record inside an account transaction. */
export interface IdentityEdit {
  /** Deletes of the link items of the identities that go. */
  deletes: TxItem[];
  /** `SET` clauses (the identity linked now). */
  set: string[];
  /** `REMOVE` clauses (the identities that go). */
  remove: string[];
  /** The record's identities are still the ones read (a link added meanwhile cancels). */
  condition: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/**
 * Keeps the identities of the providers in `keep`, links `link` (replacing another identity of its
 * provider), and unlinks every other identity the record lists, conditioned on the record's
 * identities being the ones read.
 */
export function identityEdit(
  user: UserRecord,
  opts: { keep?: readonly IdentityProvider[]; link?: { provider: IdentityProvider; subject: string } } = {},
): IdentityEdit {
  const TableName = tableName();
  const edit: IdentityEdit = { deletes: [], set: [], remove: [], condition: '', names: {}, values: {} };
  const conditions: string[] = [];
  for (const provider of IDENTITY_PROVIDERS) {
    const name = `#id_${provider}`;
    edit.names[name] = identityAttr(provider);
    const stored = user[identityAttr(provider)];
    if (stored) {
      edit.values[`:id_${provider}_s`] = stored.subject;
      conditions.push(`${name}.subject = :id_${provider}_s`);
    } else {
      conditions.push(`attribute_not_exists(${name})`);
    }
    const linking = opts.link?.provider === provider ? opts.link : undefined;
    if (linking) {
      edit.set.push(`${name} = :id_${provider}_new`);
      edit.values[`:id_${provider}_new`] = { subject: linking.subject, linkedAt: new Date().toISOString() };
    }
    const goes = stored && (linking ? stored.subject !== linking.subject : !opts.keep?.includes(provider));
    if (goes) {
      if (!linking) edit.remove.push(name);
      edit.deletes.push({
        Delete: {
          TableName,
          Key: keys.oauthLink(provider, stored.subject),
          // Only the link to this account: a link item of someone else's is never touched.
          ConditionExpression: 'attribute_not_exists(PK) OR userId = :me',
          ExpressionAttributeValues: { ':me': user.id },
        },
      });
    }
  }
  edit.condition = conditions.join(' AND ');
  return edit;
}

/** Whether the account keeps a way to sign in without the identity of `provider`. */
export const otherWayIn = (user: UserRecord, provider: IdentityProvider) =>
  !!user.passwordHash || linkedIdentities(user).some((identity) => identity.provider !== provider);

/** `SET a, b REMOVE c`, from clauses (either list may be empty, not both). */
export const updateClauses = (set: string[], remove: string[]) =>
  [set.length ? `SET ${set.join(', ')}` : '', remove.length ? `REMOVE ${remove.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
