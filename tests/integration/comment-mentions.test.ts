import { beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, Comment, Page } from '@shared/api-types';
import { MENTIONS_PER_COMMENT } from '@shared/mentions';
import { postDeal, registerMembers } from '../support/deals';
import { call, eventually } from '../support/http';

type Member = Awaited<ReturnType<typeof registerMembers>>[number];

const notifications = async (member: Member) =>
  (await call<Page<AppNotification>>('GET', '/api/notifications?size=50', { token: member.token })).body.data.content;
const write = async (member: Member, dealId: string, content: string) => {
  const res = await call<Comment>('POST', `/api/deals/${dealId}/comments`, { token: member.token, body: { content } });
  expect(res.status).toBe(201);
  return res.body.data;
};
const mentionsOf = (c: Comment) => c.mentions.map((m) => m.username);
/** The same name with its first `e` written in Cyrillic (U+0435): it looks the same. */
const lookalike = (name: string) => name.replace('e', '\u0435');

describe('@mentions in comments', () => {
  let author: Member;
  let writer: Member;
  let named: Member[];

  beforeAll(async () => {
    [author, writer, ...named] = await registerMembers(2 + MENTIONS_PER_COMMENT + 2);
  }, 120_000);

  it('resolve to members when written, in any case, once each; addresses, unknown names and lookalikes stay text', async () => {
    const deal = await postDeal(author.token);
    const [a, b, c] = named;
    const c1 = await write(
      writer,
      deal.id,
      `Merci @${a.username.toUpperCase()} et @${b.username}. Encore @${a.username} ! ` +
        `Écrivez à contact@${c.username}.dz, @${lookalike(c.username)} ou @inconnu_zz`,
    );
    expect(mentionsOf(c1)).toEqual([a.username, b.username]);
    // As read again, by anyone.
    const listed = (await call<Page<Comment>>('GET', `/api/deals/${deal.id}/comments`)).body.data.content;
    expect(listed.find((x) => x.id === c1.id)?.mentions).toEqual([
      { userId: a.id, username: a.username },
      { userId: b.id, username: b.username },
    ]);

    // Each named member told once; the deal's author told of the comment.
    for (const member of [a, b]) {
      const told = await eventually(async () => {
        const mine = (await notifications(member)).filter((n) => n.dealId === deal.id);
        expect(mine).toHaveLength(1);
        return mine[0];
      });
      expect(told).toMatchObject({ kind: 'mention', read: false });
      expect(told.text).toBe(`${writer.username} vous a mentionné dans un commentaire sur «\u202F${deal.title}\u202F»`);
    }
    await eventually(async () =>
      expect((await notifications(author)).filter((n) => n.dealId === deal.id).map((n) => n.kind)).toEqual(['comment']),
    );
    // The lookalike's real owner is never told.
    expect((await notifications(c)).filter((n) => n.dealId === deal.id)).toEqual([]);
  });

  it('tells a mentioned deal author once (a mention, not also a comment), never the writer, at most five names', async () => {
    const deal = await postDeal(author.token);
    const many = named.slice(0, MENTIONS_PER_COMMENT + 1);
    const text = [author, writer, ...many].map((m) => `@${m.username}`).join(' ');
    const c = await write(writer, deal.id, text);
    expect(mentionsOf(c)).toEqual([author, writer, ...many].slice(0, MENTIONS_PER_COMMENT).map((m) => m.username));
    await eventually(async () =>
      expect((await notifications(author)).filter((n) => n.dealId === deal.id).map((n) => n.kind)).toEqual(['mention']),
    );
    for (const m of many.slice(0, MENTIONS_PER_COMMENT - 2)) {
      await eventually(async () =>
        expect((await notifications(m)).filter((n) => n.dealId === deal.id)).toHaveLength(1),
      );
    }
    expect((await notifications(writer)).filter((n) => n.dealId === deal.id)).toEqual([]);
    // Past the fifth name: text only.
    expect((await notifications(many[MENTIONS_PER_COMMENT - 1])).filter((n) => n.dealId === deal.id)).toEqual([]);
  });

  it('an edit links the names it now holds, and tells nobody', async () => {
    const deal = await postDeal(author.token);
    const [, , , , , late, witness] = named;
    const c = await write(writer, deal.id, 'Bon plan validé');
    const edited = await call<Comment>('PUT', `/api/comments/${c.id}`, {
      token: writer.token,
      body: { content: `Bon plan validé, n’est-ce pas @${late.username}\u202F?` },
    });
    expect(edited.status).toBe(200);
    expect(mentionsOf(edited.body.data)).toEqual([late.username]);
    // A later comment's mention arrives; the edit's never does.
    await write(writer, deal.id, `@${witness.username} regarde`);
    await eventually(async () =>
      expect((await notifications(witness)).filter((n) => n.dealId === deal.id)).toHaveLength(1),
    );
    expect((await notifications(late)).filter((n) => n.dealId === deal.id)).toEqual([]);
    const removed = await call<Comment>('PUT', `/api/comments/${c.id}`, {
      token: writer.token,
      body: { content: 'Bon plan validé' },
    });
    expect(removed.body.data.mentions).toEqual([]);
  });
});
