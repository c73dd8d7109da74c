import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, Page } from '@shared/api-types';
import { HOT_THRESHOLD, TEMPERATURE_PER_VOTE } from '@shared/limits';
import { keys } from '@shared/table';
import { postDeal, registerMembers, useStackData } from '../support/deals';
import { call, eventually } from '../support/http';

// In-app notifications: each kind produced from the table's stream by the local stack (as by
// the events Lambda in AWS), their read and unread counts, and a TTL removal on the counter.

type Member = Awaited<ReturnType<typeof registerMembers>>[number];

beforeAll(useStackData);

const list = async (member: Member) =>
  (await call<Page<AppNotification>>('GET', '/api/notifications?size=50', { token: member.token })).body.data;
const unread = async (member: Member) =>
  (await call<{ unread: number }>('GET', '/api/notifications/unread-count', { token: member.token })).body.data.unread;
const markRead = (member: Member, body: object) =>
  call<{ unread: number }>('POST', '/api/notifications/read', { token: member.token, body });

describe('notifications', () => {
  it('tells an author of others’ comments and of their deal turning hot, once, and counts what is unread', async () => {
    const voters = await registerMembers(HOT_THRESHOLD / TEMPERATURE_PER_VOTE + 1);
    const [author, commenter] = voters;
    const deal = await postDeal(author.token, { title: 'Friteuse sans huile à moitié prix' });
    const comment = (member: Member) =>
      call('POST', `/api/deals/${deal.id}/comments`, { token: member.token, body: { content: 'Merci !' } });
    expect((await comment(author)).status).toBe(201);
    expect((await comment(commenter)).status).toBe(201);
    const first = await eventually(async () => {
      const page = await list(author);
      expect(page.content).toHaveLength(1);
      return page.content[0];
    });
    expect(first).toMatchObject({ kind: 'comment', dealId: deal.id, read: false });
    expect(first.text).toBe(`${commenter.username} a commenté votre bon plan «\u202F${deal.title}\u202F»`);

    // Every voter but the author: the last vote crosses the threshold, the ones after change nothing.
    for (const voter of voters.slice(1)) {
      const res = await call('POST', `/api/deals/${deal.id}/vote?positive=true`, { token: voter.token });
      expect(res.status).toBe(200);
    }
    const hot = await eventually(async () => {
      const page = await list(author);
      expect(page.content.map((n) => n.kind)).toEqual(['hot', 'comment']);
      return page.content[0];
    });
    expect(hot.text).toBe(`Votre bon plan «\u202F${deal.title}\u202F» est devenu hot (${HOT_THRESHOLD}°)\u202F!`);
    expect(await unread(author)).toBe(2);
    expect((await list(commenter)).totalElements).toBe(0);

    // Read one, twice: counted once. Then all.
    expect((await markRead(author, { ids: [hot.id] })).body.data.unread).toBe(1);
    expect((await markRead(author, { ids: [hot.id] })).body.data.unread).toBe(1);
    expect((await list(author)).content.map((n) => n.read)).toEqual([true, false]);
    expect((await markRead(author, {})).body.data.unread).toBe(0);
    expect((await list(author)).content.every((n) => n.read)).toBe(true);
    // A later comment is unread again.
    const [late] = await registerMembers(1);
    expect((await comment(late)).status).toBe(201);
    await eventually(async () => expect(await unread(author)).toBe(1));
    const page = await list(author);
    expect(page.totalElements).toBe(3);
    expect(page.content.map((n) => n.read)).toEqual([false, true, true]);
  });

  it('adds one dated before "mark all read" as read, and forgets one removed by TTL', async () => {
    const { addNotification } = await import('@functions/data/notifications/notifications');
    const { handler } = await import('@functions/jobs/table-events');
    const { db, tableName } = await import('@functions/lib/clients');
    const [member] = await registerMembers(1);
    const about = { kind: 'comment' as const, dealId: 'AAAAAAAAAAAAAAAA', text: 'Test' };
    const now = Date.now();
    expect(await addNotification(member.id, { ...about, ref: 'one' }, new Date(now - 60_000))).toBe(true);
    expect(await addNotification(member.id, { ...about, ref: 'one' }, new Date(now - 60_000))).toBe(false);
    expect(await addNotification(member.id, { ...about, ref: 'two' }, new Date(now))).toBe(true);
    expect(await unread(member)).toBe(2);
    expect((await markRead(member, {})).body.data.unread).toBe(0);
    // The server stamped "all read" with its clock (this machine's) before answering: a time
    // taken now is not earlier, and a millisecond later is strictly after it.
    const marked = Date.now();
    expect(await addNotification(member.id, { ...about, ref: 'old' }, new Date(now - 30_000))).toBe(true);
    expect(await unread(member)).toBe(0);
    expect(await addNotification(member.id, { ...about, ref: 'new' }, new Date(marked + 1))).toBe(true);
    const page = await list(member);
    expect(page.totalElements).toBe(4);
    expect(page.content.map((n) => n.read)).toEqual([false, true, true, true]);

    // DynamoDB's TTL deletes the unread one: the counter forgets it (a member's delete would not count).
    const [newest] = page.content;
    const old = { ...keys.notification(member.id, newest.id), ...newest };
    const removal = (principalId: string) => ({
      Records: [
        {
          eventID: `ttl-${newest.id}-${principalId}`,
          eventName: 'REMOVE' as const,
          userIdentity: { type: 'Service', principalId },
          dynamodb: {
            Keys: marshall(keys.notification(member.id, newest.id)),
            OldImage: marshall(old),
            SequenceNumber: '1',
          },
        },
      ],
    });
    await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.notification(member.id, newest.id) }));
    expect(await handler(removal('someone-else') as never)).toEqual({ batchItemFailures: [] });
    expect(await unread(member)).toBe(1);
    // Replayed (a batch retried after a timeout): counted once.
    for (let i = 0; i < 2; i++) {
      expect(await handler(removal('dynamodb.amazonaws.com') as never)).toEqual({ batchItemFailures: [] });
      expect(await unread(member)).toBe(0);
      expect((await list(member)).totalElements).toBe(3);
    }
  });

  it('keeps the time a deal was first said hot, so a second crossing or a replay adds nothing new', async () => {
    const { hotNoticeTime } = await import('@functions/data/notifications/notifications');
    const [member] = await registerMembers(1);
    const first = new Date(Date.now() - 3_600_000);
    expect(await hotNoticeTime(member.id, 'BBBBBBBBBBBBBBBB', first)).toEqual(first);
    expect(await hotNoticeTime(member.id, 'BBBBBBBBBBBBBBBB', new Date())).toEqual(first);
  });

  it('refuses bad input and guests', async () => {
    const [member] = await registerMembers(1);
    expect((await markRead(member, { ids: ['nope'] })).status).toBe(400);
    expect((await markRead(member, { ids: 'all' })).status).toBe(400);
    expect((await call('GET', '/api/notifications?size=500', { token: member.token })).status).toBe(400);
    expect((await call('GET', '/api/notifications')).status).toBe(401);
    expect((await call('GET', '/api/notifications/unread-count')).status).toBe(401);
  });
});
