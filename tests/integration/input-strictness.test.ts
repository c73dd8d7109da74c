import { beforeAll, describe, expect, it } from 'vitest';
import type { Deal, UserStats } from '@shared/api-types';
import { COMMENT_ID_PATTERN, DEAL_ID_PATTERN } from '@shared/ids';
import { call, registerMember, someAddress } from '../support/http';
import { dealInput, getPage, postDeal, roundTrips } from '../support/deals';

type Member = Awaited<ReturnType<typeof registerMember>>;

const stats = async (m: Member) => (await call<UserStats>('GET', '/api/users/me/stats', { token: m.token })).body.data;

// Ids of every shape an attacker might try, as they appear in the path (already encoded).
const BAD_PATH_IDS: [string, string][] = [
  ['2,100 characters', 'a'.repeat(2100)],
  ['8,000 characters', 'A'.repeat(8000)],
  ['an encoded slash', 'AAAAAAAAAAAAAAA%2F'],
  ['an encoded path climb', '..%2F..%2Fusers%2Fme'],
  ['unicode', '%C3%A9'.repeat(16)],
  ['an encoded NUL', `AAAAAAAAAAAAAAA%00`],
  ['a lone surrogate', `AAAAAAAAAAAAAAA%ED%A0%80`],
  ['broken percent encoding', 'AAAAAAAAAAAAAA%E0%A4%A'],
  ['a short word', 'inconnu'],
  ['a DynamoDB key separator', 'DEAL%23AAAAAAAAAAAA'],
];

describe('path ids of a shape the code never creates', () => {
  let member: Member;
  let deal: Deal;
  beforeAll(async () => {
    member = await registerMember();
    deal = await postDeal((await registerMember()).token);
  });

  it('ids created by the API have the shapes the routes accept', async () => {
    expect(deal.id).toMatch(DEAL_ID_PATTERN);
    const comment = await call('POST', `/api/deals/${deal.id}/comments`, {
      token: member.token,
      body: { content: 'Merci' },
    });
    expect(comment.status).toBe(201);
    expect(comment.body.data.id).toMatch(COMMENT_ID_PATTERN);
  });

  it.each(BAD_PATH_IDS)('deal routes answer 404 "Bon plan non trouvé" for %s', async (_, id) => {
    const token = member.token;
    const requests = [
      call('GET', `/api/deals/${id}`),
      call('GET', `/api/deals/${id}`, { token }),
      call('PUT', `/api/deals/${id}`, { token, body: dealInput() }),
      call('DELETE', `/api/deals/${id}`, { token }),
      call('POST', `/api/deals/${id}/vote?positive=true`, { token }),
      call('DELETE', `/api/deals/${id}/vote`, { token }),
      call('GET', `/api/deals/${id}/my-vote`, { token }),
      call('GET', `/api/deals/${id}/comments`),
      call('POST', `/api/deals/${id}/comments`, { token, body: { content: 'Bonjour' } }),
    ];
    for (const res of await Promise.all(requests)) {
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body).toEqual({ success: false, data: null, message: 'Bon plan non trouvé' });
    }
    // Public reads answer without touching DynamoDB at all.
    expect(roundTrips(await call('GET', `/api/deals/${id}`))).toBe(0);
    expect(roundTrips(await call('GET', `/api/deals/${id}/comments`))).toBe(0);
  });

  it.each(BAD_PATH_IDS)('comment routes answer 404 "Commentaire introuvable" for %s', async (_, id) => {
    for (const res of [
      await call('PUT', `/api/comments/${id}`, { token: member.token, body: { content: 'Corrigé' } }),
      await call('DELETE', `/api/comments/${id}`, { token: member.token }),
    ]) {
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body).toEqual({ success: false, data: null, message: 'Commentaire introuvable' });
    }
  });

  it('an id of the right shape that names nothing is still a 404', async () => {
    expect((await call('GET', '/api/deals/AAAAAAAAAAAAAAAA')).body.message).toBe('Bon plan non trouvé');
    const comment = await call('DELETE', `/api/comments/${crypto.randomUUID()}`, { token: member.token });
    expect(comment.status).toBe(404);
  });

  it('nothing was written, and the deal still reads as before', async () => {
    expect(await stats(member)).toMatchObject({ dealsPosted: 0, votesCast: 0, commentsWritten: 1 });
    const read = await call<Deal>('GET', `/api/deals/${deal.id}`);
    expect(read.body.data).toMatchObject({ upvotes: 0, downvotes: 0, commentsCount: 1 });
  });

  it('bulk votes: ids of another shape are simply absent from the answer', async () => {
    const voter = await registerMember();
    expect((await call('POST', `/api/deals/${deal.id}/vote?positive=true`, { token: voter.token })).status).toBe(200);
    const res = await call('POST', '/api/deals/bulk-votes', {
      token: voter.token,
      body: [
        deal.id,
        'x'.repeat(2100),
        'é'.repeat(16),
        `${deal.id.slice(1)}/`,
        '',
        'AAAAAAAAAAAAAAAA',
        'x'.repeat(900_000),
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ [deal.id]: true });
    const none = await call('POST', '/api/deals/bulk-votes', { token: voter.token, body: ['a'.repeat(2100)] });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual({});
    expect(roundTrips(none)).toBeLessThanOrEqual(1);
  });
});

describe('strict deal input', () => {
  let member: Member;
  beforeAll(async () => {
    member = await registerMember();
  });

  it.each([
    ['price', { price: '0x10' }, 'Le prix doit être un nombre positif ou nul, en dinars'],
    ['price', { price: '1e5' }, 'Le prix doit être un nombre positif ou nul, en dinars'],
    ['price', { price: ' 12 ' }, 'Le prix doit être un nombre positif ou nul, en dinars'],
    ['price', { price: 'Infinity' }, 'Le prix doit être un nombre positif ou nul, en dinars'],
    ['price', { price: 12.345 }, 'Le prix ne peut pas avoir plus de 2 décimales'],
    ['price', { price: '12.345' }, 'Le prix ne peut pas avoir plus de 2 décimales'],
    ['price', { price: 2e9, originalPrice: undefined }, 'Le prix ne peut pas dépasser 1 milliard de dinars'],
    ['originalPrice', { originalPrice: '0x10' }, 'Le prix initial doit être un nombre supérieur ou égal au prix'],
    ['originalPrice', { originalPrice: 60000.001 }, 'Le prix initial ne peut pas avoir plus de 2 décimales'],
    ['originalPrice', { originalPrice: 1e10 }, 'Le prix initial ne peut pas dépasser 1 milliard de dinars'],
    ['expiresAt', { expiresAt: '2030-02-31' }, 'La date d’expiration n’est pas une date valide'],
    ['expiresAt', { expiresAt: '2031-02-29' }, 'La date d’expiration n’est pas une date valide'],
    ['expiresAt', { expiresAt: '2030-06-31T10:00:00Z' }, 'La date d’expiration n’est pas une date valide'],
    ['expiresAt', { expiresAt: '2030-06-01T24:00:00Z' }, 'La date d’expiration n’est pas une date valide'],
    ['title', { title: 'Téléviseur\u0000 LED' }, 'Le titre contient des caractères non autorisés'],
    ['title', { title: 'Téléviseur \ud800 LED' }, 'Le titre contient des caractères non autorisés'],
    ['title', { title: 'Téléviseur\nLED 43' }, 'Le titre contient des caractères non autorisés'],
    ['title', { title: 'Téléviseur \u001b[31mLED' }, 'Le titre contient des caractères non autorisés'],
    [
      'description',
      { description: 'Une description\u0007 avec une cloche' },
      'La description contient des caractères non autorisés',
    ],
    [
      'description',
      { description: 'Une description avec \udc00 seul' },
      'La description contient des caractères non autorisés',
    ],
    ['merchant', { merchant: 'Magasin\u0000' + 'X' }, 'Le nom du marchand contient des caractères non autorisés'],
    ['promoCode', { promoCode: 'PROMO\u007f10' }, 'Le code promo contient des caractères non autorisés'],
    [
      'url',
      { url: 'https://boutique.example.dz/\u0000' },
      'Le lien doit être une adresse web valide (http:// ou https://)',
    ],
  ])('refuses %s %j with a French 400 naming the field', async (field, overrides, message) => {
    const res = await call('POST', '/api/deals', { token: member.token, body: dealInput(overrides as never) });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ errors: { [field]: message } });
    expect(res.body.message).toContain(message);
  });

  it('saved none of them', async () => {
    expect((await stats(member)).dealsPosted).toBe(0);
    expect((await getPage(`/api/deals?author=${member.id}`)).body.data.totalElements).toBe(0);
  });

  it('still accepts plain decimals, a decimal comma, line breaks in the description and real dates', async () => {
    const deal = await postDeal(member.token, {
      price: '1500.50' as never,
      originalPrice: '2000,5' as never,
      description: 'Première ligne.\n\tDeuxième ligne avec une tabulation.',
      title: 'Pizza 🍕 à moitié prix',
      expiresAt: '2028-02-29',
    });
    expect(deal).toMatchObject({ price: 1500.5, originalPrice: 2000.5, title: 'Pizza 🍕 à moitié prix' });
    expect(deal.description).toBe('Première ligne.\n\tDeuxième ligne avec une tabulation.');
    expect(deal.expiresAt).toBe('2028-02-29T22:59:59.999Z');

    // An edit is held to the same rules and leaves the deal as it was.
    const edit = await call('PUT', `/api/deals/${deal.id}`, {
      token: member.token,
      body: dealInput({ title: 'Nouveau\u0000titre', price: '0x10' as never }),
    });
    expect(edit.status).toBe(400);
    expect(edit.body.data.errors).toMatchObject({ title: 'Le titre contient des caractères non autorisés' });
    // Unchanged, as a guest reads it (its author follows it).
    expect((await call<Deal>('GET', `/api/deals/${deal.id}`)).body.data).toEqual({ ...deal, followed: false });
  });
});

describe('strict comments, search and accounts', () => {
  let author: Member;
  let member: Member;
  let deal: Deal;
  beforeAll(async () => {
    [author, member] = await Promise.all([registerMember(), registerMember()]);
    deal = await postDeal(author.token);
  });

  it.each([
    ['a NUL', 'Merci\u0000 pour le bon plan'],
    ['a lone surrogate', 'Merci \ud83d pour le bon plan'],
    ['an escape sequence', 'Merci \u001b[2J'],
  ])('refuses a comment with %s, and saves nothing', async (_, content) => {
    const res = await call('POST', `/api/deals/${deal.id}/comments`, { token: member.token, body: { content } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Le commentaire contient des caractères non autorisés');
    expect(res.body.data).toEqual({ errors: { content: 'Le commentaire contient des caractères non autorisés' } });
    expect((await stats(member)).commentsWritten).toBe(0);
    expect((await call<Deal>('GET', `/api/deals/${deal.id}`)).body.data.commentsCount).toBe(0);
  });

  it('keeps line breaks and tabs in a comment, and refuses an edit that adds a control character', async () => {
    const res = await call('POST', `/api/deals/${deal.id}/comments`, {
      token: member.token,
      body: { content: 'Merci !\n\tJe confirme.' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.content).toBe('Merci !\n\tJe confirme.');
    const edit = await call('PUT', `/api/comments/${res.body.data.id}`, {
      token: member.token,
      body: { content: 'Corrigé\u0008' },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe('Le commentaire contient des caractères non autorisés');
  });

  it('refuses control characters in a search', async () => {
    for (const path of ['/api/deals/search?q=t%C3%A9l%00%C3%A9', '/api/deals?search=t%C3%A9l%07%C3%A9']) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe('Le texte de recherche contient des caractères non autorisés');
    }
  });

  it('refuses control characters in a username', async () => {
    const res = await call('POST', '/api/auth/register', {
      body: {
        username: 'amine\u0000dz',
        email: 'amine.nul@exemple.dz',
        password: 'un-mot-de-passe-solide',
        city: 'Alger',
      },
      from: someAddress(),
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual({
      username: 'Le nom d’utilisateur ne peut contenir que des lettres, chiffres, points, tirets et soulignés',
    });
    const profile = await call('PUT', '/api/auth/profile', { token: member.token, body: { username: 'amine\ud800' } });
    expect(profile.status).toBe(400);
    expect(Object.keys(profile.body.data.errors)).toEqual(['username']);
  });
});
