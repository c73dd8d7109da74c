import type { MentionedMember } from '@shared/api-types';
import { mentionedNames } from '@shared/mentions';
import { keys } from '@shared/table';
import { batchGet } from '../table/dynamo';

/**
 * The members a comment mentions (`@name`, shared/mentions.ts), resolved when it is written by
 * their name cards (one BatchGet): a name nobody holds, or a suspended member's, stays text.
 * Exact names only, any case: sign-up keeps names unique by their confusable skeleton, so
 * `@kаrim` (Cyrillic а) can never reach karim, nor anyone else.
 */
export async function resolveMentions(content: string): Promise<MentionedMember[]> {
  const names = mentionedNames(content);
  if (names.length === 0) return [];
  const cards = await batchGet([...new Set(names.flat())].map((name) => keys.memberName(name)));
  const byName = new Map(cards.filter((card) => !card.suspendedAt).map((card) => [String(card.PK), card]));
  const found: MentionedMember[] = [];
  for (const forms of names) {
    const card = forms.map((name) => byName.get(keys.memberName(name).PK)).find(Boolean);
    if (card && !found.some((m) => m.userId === card.userId)) {
      found.push({ userId: String(card.userId), username: String(card.username) });
    }
  }
  return found;
}
