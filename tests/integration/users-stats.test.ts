import { describe, expect, it } from 'vitest';
import type { User, UserStats } from '@shared/api-types';
import { call, registerMember } from '../support/http';
import { postDeal, roundTrips } from '../support/deals';

describe('GET /users/me/stats', () => {
  it('starts at zero with the sign-up date, in one round trip', async () => {
    const member = await registerMember();
    const me = await call<User>('GET', '/api/auth/me', { token: member.token });
    const res = await call<UserStats>('GET', '/api/users/me/stats', { token: member.token });
    expect(res.status).toBe(200);
    expect(roundTrips(res)).toBe(2); // the stats item, and the session check alongside
    expect(res.body.data).toEqual({
      dealsPosted: 0,
      commentsWritten: 0,
      votesCast: 0,
      upvotesReceived: 0,
      downvotesReceived: 0,
      totalScore: 0,
      memberSince: me.body.data.createdAt,
      reputation: 0,
      level: { code: 'nouveau', label: 'Nouveau' },
      nextLevel: { code: 'membre', label: 'Membre', min: 10 },
      trusted: false,
      hotDeals: 0,
      badges: [],
    });
  });

  it('follows deals, comments and votes both ways', async () => {
    const [author, fan, critic] = await Promise.all([registerMember(), registerMember(), registerMember()]);
    const [a, b] = [await postDeal(author.token), await postDeal(author.token)];
    await call('POST', `/api/deals/${a.id}/vote?positive=true`, { token: fan.token });
    await call('POST', `/api/deals/${b.id}/vote?positive=true`, { token: fan.token });
    await call('POST', `/api/deals/${a.id}/vote?positive=false`, { token: critic.token });
    await call('POST', `/api/deals/${a.id}/comments`, { token: critic.token, body: { content: 'Trop cher' } });
    await call('POST', `/api/deals/${b.id}/comments`, { token: author.token, body: { content: 'Encore en stock' } });
    const get = async (token: string) => (await call<UserStats>('GET', '/api/users/me/stats', { token })).body.data;
    expect(await get(author.token)).toMatchObject({
      dealsPosted: 2,
      commentsWritten: 1,
      votesCast: 0,
      upvotesReceived: 2,
      downvotesReceived: 1,
      totalScore: 1,
    });
    expect(await get(fan.token)).toMatchObject({ dealsPosted: 0, votesCast: 2, commentsWritten: 0 });
    expect(await get(critic.token)).toMatchObject({ votesCast: 1, commentsWritten: 1 });
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/users/me/stats')).status).toBe(401);
  });
});
