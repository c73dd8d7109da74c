import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppNotification, Comment, Deal, FieldErrors, Page, ProfileUpdate, User } from '@shared/api-types';
import { FIELD_MSG, MSG } from '@shared/messages';
import { keys, TABLE } from '@shared/table';
import { postDeal, registerMembers, uniqueWord, useStackData } from '../support/deals';
import { call, eventually } from '../support/http';
import { mailsTo } from '../support/outbox';

// The daily follow digest (docs/api.md#following-a-deal): a member who chose it on their profile
// gets one mail with the unread news of what they follow (a followed deal's comments, a followed
// merchant's new deals, replies, mentions), grouped by deal, in their language, once whatever the
// job or the stream repeats, with a one-click unsubscribe; never at an unverified address. The
// news comes through the stack's own stream; the digest job's run is called here with a clock two
// days on (its real schedule is 18:00 in Algeria).

type Member = Awaited<ReturnType<typeof registerMembers>>[number];
let db: typeof import('@functions/lib/clients').db;
let sendDueFollowDigests: typeof import('@functions/jobs/follow-digest').sendDueFollowDigests;
const base = () => inject('baseUrl');

beforeAll(async () => {
  await useStackData();
  // The job's mails, run here, go to the stack's outbox and link to its site.
  Object.assign(process.env, { MAIL_OUTBOX_DIR: inject('outboxDir'), SITE_URL: base() });
  ({ db } = await import('@functions/lib/clients'));
  ({ sendDueFollowDigests } = await import('@functions/jobs/follow-digest'));
});

/** The digest job's run, past every digest due now (the next 18:00 is at most a day away). */
const runDigestJob = () => sendDueFollowDigests(new Date(Date.now() + 2 * 86_400_000));

/** As the verify-email link would (that flow is auth-account.test.ts's). */
const setVerified = (member: Member, verified = true) =>
  db.send(
    new UpdateCommand({
      TableName: TABLE.defaultName,
      Key: keys.user(member.id),
      UpdateExpression: 'SET emailVerified = :v',
      ExpressionAttributeValues: { ':v': verified },
    }),
  );

const profile = (member: Member, body: object) =>
  call<ProfileUpdate & { errors?: FieldErrors }>('PUT', '/api/auth/profile', { token: member.token, body });
const me = async (member: Member) => (await call<User>('GET', '/api/auth/me', { token: member.token })).body.data;
const digestState = async (member: Member) =>
  (
    await db.send(
      new GetCommand({ TableName: TABLE.defaultName, Key: keys.followDigest(member.id), ConsistentRead: true }),
    )
  ).Item;
const news = async (member: Member) =>
  (await call<Page<AppNotification>>('GET', '/api/notifications?size=50', { token: member.token })).body.data.content;
const comment = async (member: Member, dealId: string, content: string) => {
  const res = await call<Comment>('POST', `/api/deals/${dealId}/comments`, { token: member.token, body: { content } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
};
const followDeal = (member: Member, dealId: string) =>
  call<Deal>('PUT', `/api/deals/${dealId}/follow`, { token: member.token });
const followMerchant = (member: Member, slug: string) =>
  call('PUT', `/api/merchants/${slug}/follow`, { token: member.token });

/** Replays a comment's stream record through the events handler, as Lambda would after a failure. */
async function replayComment(commentId: string) {
  const { handler } = await import('@functions/jobs/table-events');
  const { findComment } = await import('@functions/data/comments/comments');
  const stored = (await findComment(commentId)) as unknown as Record<string, unknown>;
  const record = {
    eventID: `replay-${commentId}`,
    eventName: 'INSERT' as const,
    dynamodb: { Keys: marshall({ PK: stored.PK, SK: stored.SK }), NewImage: marshall(stored), SequenceNumber: '1' },
  };
  expect(await handler({ Records: [record, record] } as never)).toEqual({ batchItemFailures: [] });
}

/** The unsubscribe token a digest mail carries (its page's link). */
const tokenOf = (mail: { text: string }) => /\/notifications\/desabonnement\?token=(\S+)/.exec(mail.text)![1];

describe('the follow digest', () => {
  let fan: Member;
  let lazy: Member;
  let author: Member;
  let commenter: Member;
  let followed: Deal;
  let digest: Awaited<ReturnType<typeof mailsTo>>[number];

  beforeAll(async () => {
    [fan, lazy, author, commenter] = await registerMembers(4);
    await Promise.all([setVerified(fan), setVerified(lazy)]);
  });

  it('is off by default, and on once a verified member asks for it', async () => {
    expect((await me(fan)).followDigest).toBe(false);
    const on = await profile(fan, { followDigest: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.message).toBe(MSG.profileUpdated);
    expect(on.body.data.followDigest).toBe(true);
    expect((await me(fan)).followDigest).toBe(true);
    expect((await me(lazy)).followDigest).toBe(false);
    // Not a boolean: refused by name.
    const bad = await profile(fan, { followDigest: 'oui' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.errors!)).toEqual(['followDigest']);
  });

  it('mails one digest with the news of a followed deal and of a followed merchant, once, and none to who did not ask', async () => {
    const word = uniqueWord('boutique');
    followed = await postDeal(author.token, { title: `Climatiseur ${word} inverter` });
    // The merchant exists once a deal names it; its followers hear of its next deals.
    const first = await postDeal(author.token, { merchant: `Boutique ${word}` });
    for (const member of [fan, lazy]) {
      expect((await followDeal(member, followed.id)).status).toBe(200);
      expect((await followMerchant(member, first.merchantSlug!)).status).toBe(200);
    }
    const c = await comment(commenter, followed.id, 'Livré en deux jours à Blida');
    const fresh = await postDeal(author.token, { title: `Vélo ${word} pliant`, merchant: `Boutique ${word}` });
    for (const member of [fan, lazy]) {
      await eventually(async () => {
        const kinds = (await news(member)).map((n) => [n.kind, n.dealId]);
        expect(kinds).toEqual(
          expect.arrayContaining([
            ['follow', followed.id],
            ['merchant', fresh.id],
          ]),
        );
      });
    }
    // Due once, at the next 18:00 in Algeria (17:00 UTC); nothing is due for who did not ask.
    const due = (await digestState(fan))?.dueAt as string;
    expect(due).toMatch(/T17:00:00\.000Z$/);
    expect(Date.parse(due) - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect(await digestState(lazy)).toBeUndefined();

    await runDigestJob();
    const mails = await eventually(async () => {
      const found = await mailsTo(fan.email);
      expect(found).toHaveLength(1);
      return found;
    });
    digest = mails[0];
    expect(digest.subject).toBe('Votre résumé DzDeals\u00A0: 2\u00A0nouveautés');
    // Grouped by deal, newest first: the merchant's new deal, then the followed deal's comment.
    expect(digest.text).toContain(
      [fresh.title, `- Nouveau bon plan chez Boutique ${word}`, `${base()}/deals/${fresh.id}`].join('\n'),
    );
    expect(digest.text).toContain(
      [followed.title, `- ${commenter.username} a commenté`, `${base()}/deals/${followed.id}`].join('\n'),
    );
    expect(digest.text.indexOf(fresh.title)).toBeLessThan(digest.text.indexOf(followed.title));
    expect(digest.text).toContain(`${base()}/notifications/desabonnement?token=`);
    expect(digest.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/.+\/api\/alerts\/unsubscribe\?token=.+>$/);
    expect(digest.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(digest.html).toContain(`href="${base()}/deals/${followed.id}"`);

    // The job again, the stream record replayed, the job again: still one mail.
    await runDigestJob();
    await replayComment(c.id);
    expect((await digestState(fan))?.dueAt).toBeUndefined();
    await runDigestJob();
    expect(await mailsTo(fan.email)).toHaveLength(1);
    expect(await mailsTo(lazy.email)).toHaveLength(0);
    // The bell is as it was: the digest reads notifications, it does not mark them.
    expect((await news(fan)).filter((n) => !n.read).length).toBeGreaterThanOrEqual(2);
  });

  it('stops with the mail’s link, without sign-in; a forged link changes nothing', async () => {
    expect(digest, 'the previous test’s mail').toBeDefined();
    const token = tokenOf(digest);
    const forged = `${token.slice(0, -4)}AAAA`;
    const refused = await call('POST', `/api/alerts/unsubscribe?token=${forged}`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(MSG.digestLinkInvalid);
    // Another member's id under this mac: refused too.
    const [, mac] = token.split('.');
    expect((await call('POST', `/api/alerts/unsubscribe?token=${lazy.id}.${mac}`)).status).toBe(404);
    expect((await call('POST', '/api/alerts/unsubscribe')).status).toBe(400);
    expect((await me(fan)).followDigest).toBe(true);

    // As mail clients send it (RFC 8058): a POST whose body is ignored.
    const oneClick = await call('POST', `/api/alerts/unsubscribe?token=${token}`, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status, JSON.stringify(oneClick.body)).toBe(200);
    expect(oneClick.body.message).toBe(MSG.followDigestStopped);
    expect((await me(fan)).followDigest).toBe(false);
    expect((await call('POST', `/api/alerts/unsubscribe?token=${token}`)).status).toBe(200);

    // News after: nothing becomes due, nothing is mailed.
    const c = await comment(commenter, followed.id, 'Encore disponible ce soir');
    await eventually(async () => {
      const told = await news(fan);
      expect(told.some((n) => n.dealId === followed.id && n.createdAt === c.createdAt)).toBe(true);
    });
    expect((await digestState(fan))?.dueAt).toBeUndefined();
    await runDigestJob();
    expect(await mailsTo(fan.email)).toHaveLength(1);
  });
});

describe('the follow digest’s address', () => {
  it('is never an unverified one: refused on the profile, and not mailed when it stops being verified', async () => {
    const [unverified, member, author, commenter] = await registerMembers(4);
    const refused = await profile(unverified, { followDigest: true });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual({ followDigest: FIELD_MSG.followDigestUnverified });
    expect((await me(unverified)).followDigest).toBe(false);
    // Turning it off is always allowed.
    expect((await profile(unverified, { followDigest: false })).status).toBe(200);

    await setVerified(member);
    // Not with a new address either: it is unverified until its link is followed.
    const moving = await profile(member, {
      email: `${uniqueWord('neuf')}@exemple.dz`,
      currentPassword: 'un-mot-de-passe-solide',
      followDigest: true,
    });
    expect(moving.status).toBe(400);
    expect(moving.body.data.errors).toEqual({ followDigest: FIELD_MSG.followDigestUnverified });
    expect((await me(member)).email).toBe(member.email);

    expect((await profile(member, { followDigest: true })).status).toBe(200);
    const deal = await postDeal(author.token);
    await followDeal(member, deal.id);
    await comment(commenter, deal.id, 'Toujours en stock');
    await eventually(async () => expect((await digestState(member))?.dueAt).toBeDefined());
    // The address is no longer proven (as after an email change) when the digest falls due.
    await setVerified(member, false);
    await runDigestJob();
    expect((await digestState(member))?.dueAt).toBeUndefined();
    expect(await mailsTo(member.email)).toHaveLength(0);
  });

  it('sends nothing when the news was read before it fell due', async () => {
    const [member, author, commenter] = await registerMembers(3);
    await setVerified(member);
    expect((await profile(member, { followDigest: true })).status).toBe(200);
    const deal = await postDeal(author.token);
    await followDeal(member, deal.id);
    await comment(commenter, deal.id, 'Prix confirmé en magasin');
    await eventually(async () => expect((await digestState(member))?.dueAt).toBeDefined());
    expect((await call('POST', '/api/notifications/read', { token: member.token, body: {} })).status).toBe(200);
    await runDigestJob();
    expect(await mailsTo(member.email)).toHaveLength(0);
  });
});

describe('an Arabic member’s digest', () => {
  it('is written in Arabic, right to left, with links to the Arabic pages', async () => {
    const [member, author, writer] = await registerMembers(3);
    await setVerified(member);
    expect((await profile(member, { language: 'ar', followDigest: true })).status).toBe(200);
    const deal = await postDeal(author.token);
    // A mention: news about a deal the member does not even follow.
    await comment(writer, deal.id, `Regarde ça @${member.username}`);
    await eventually(async () => expect((await digestState(member))?.dueAt).toBeDefined());
    await runDigestJob();
    const mail = await eventually(async () => {
      const found = await mailsTo(member.email);
      expect(found).toHaveLength(1);
      return found[0];
    });
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.subject).toBe('ملخصك على DzDeals: مستجد واحد');
    expect(mail.text).toMatch(/^مرحبًا،/);
    expect(mail.text).toContain(`- أشار إليك ${writer.username} في تعليق`);
    expect(mail.text).toContain(`${base()}/ar/deals/${deal.id}`);
    expect(mail.text).toContain(`${base()}/ar/notifications/desabonnement?token=`);
    expect(mail.text).toContain('فريق DzDeals');
    // The one-click address is the API's, the same in every language.
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/.+\/api\/alerts\/unsubscribe\?token=/);
    for (const french of ['Bonjour', 'L’équipe', 'résumé', 'Vous ', 'a commenté']) {
      expect(mail.text).not.toContain(french);
      expect(mail.subject).not.toContain(french);
    }
    // The member's title keeps its own direction in the right-to-left mail.
    expect(mail.html).toContain(`dir="auto"><strong>${deal.title}</strong></a>`);
  });
});
