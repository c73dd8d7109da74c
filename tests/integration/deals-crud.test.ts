import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Deal, UserStats } from '@shared/api-types';
import { TABLE, keys } from '@shared/table';
import { call, registerMember } from '../support/http';
import { SAMPLES, uploadImage } from '../support/images';
import { adminToken, dealInput, getPage, postDeal, roundTrips, uniqueWord } from '../support/deals';

type Member = Awaited<ReturnType<typeof registerMember>>;

const stats = async (m: Member) => (await call<UserStats>('GET', '/api/users/me/stats', { token: m.token })).body.data;

/** Rewrites a deal's stored expiry date, as if its time had come (the API computes `expired` on read). */
async function setStoredExpiry(dealId: string, expiresAt: string) {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: inject('ddbEndpoint'),
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  await db.send(
    new UpdateCommand({
      TableName: TABLE.defaultName,
      Key: keys.deal(dealId),
      UpdateExpression: 'SET expiresAt = :e',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':e': expiresAt },
    }),
  );
  db.destroy();
}

describe('creating a deal', () => {
  let member: Member;
  beforeAll(async () => {
    member = await registerMember();
  });

  it('answers 201 with the whole deal, its author and the computed fields', async () => {
    const expiresAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const res = await call<Deal>('POST', '/api/deals', {
      token: member.token,
      body: dealInput({
        title: '  Robot pâtissier 1000 W  ',
        price: 12000,
        originalPrice: 16000,
        url: 'https://boutique.example.dz/robot',
        promoCode: 'ROBOT10',
        expiresAt,
        city: 'Oran',
        category: 'Maison',
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Bon plan publié avec succès');
    // The author, the sequence and the merchant (read in parallel), then the transaction.
    expect(roundTrips(res)).toBeLessThanOrEqual(4);
    const deal = res.body.data;
    expect(deal).toMatchObject({
      title: 'Robot pâtissier 1000 W',
      price: 12000,
      originalPrice: 16000,
      discountPercent: 25,
      url: 'https://boutique.example.dz/robot',
      merchant: 'Magasin Test',
      promoCode: 'ROBOT10',
      city: 'Oran',
      category: 'Maison',
      imageUrl: null,
      expiresAt,
      expired: false,
      author: member.id,
      authorUsername: member.username,
      upvotes: 0,
      downvotes: 0,
      score: 0,
      commentsCount: 0,
      userVote: null,
    });
    expect(deal.id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(deal.createdAt).toBe(deal.updatedAt);

    // Its author follows it from the start; a guest reads the same deal, followed by nobody they are.
    expect(deal.followed).toBe(true);
    const read = await call<Deal>('GET', `/api/deals/${deal.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ ...deal, followed: false });
    expect(roundTrips(read)).toBe(1);
  });

  it('treats empty optional fields as absent and accepts a date without time', async () => {
    const res = await call<Deal>('POST', '/api/deals', {
      token: member.token,
      body: { ...dealInput(), originalPrice: '', url: '', merchant: '', promoCode: null, expiresAt: '2099-05-01' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ originalPrice: null, discountPercent: null, url: null, merchant: null });
    expect(res.body.data.expiresAt).toBe('2099-05-01T22:59:59.999Z');
  });

  it.each([
    ['title', { title: 'Top' }, 'Le titre doit contenir entre 5 et 140 caractères'],
    ['title', { title: 'x'.repeat(141) }, 'Le titre doit contenir entre 5 et 140 caractères'],
    [
      'description',
      { description: 'Trop court'.slice(0, 9) },
      'La description doit contenir entre 10 et 5\u202F000 caractères',
    ],
    [
      'description',
      { description: 'x'.repeat(5001) },
      'La description doit contenir entre 10 et 5\u202F000 caractères',
    ],
    ['price', { price: -1 }, 'Le prix doit être un nombre positif ou nul, en dinars'],
    ['price', { price: '' as unknown as number }, 'Le prix est obligatoire'],
    ['price', { price: 'gratuit' as unknown as number }, 'Le prix doit être un nombre positif ou nul, en dinars'],
    [
      'originalPrice',
      { price: 100, originalPrice: 90 },
      'Le prix initial doit être un nombre supérieur ou égal au prix',
    ],
    ['url', { url: 'ftp://exemple.dz/offre' }, 'Le lien doit être une adresse web valide (http:// ou https://)'],
    ['url', { url: 'javascript:alert(1)' }, 'Le lien doit être une adresse web valide (http:// ou https://)'],
    ['imageUrl', { imageUrl: 'https://ailleurs.example/photo.jpg' }, 'L’image doit être une image envoyée sur le site'],
    ['imageUrl', { imageUrl: '/images/../secret.jpg' }, 'L’image doit être une image envoyée sur le site'],
    ['expiresAt', { expiresAt: '2020-01-01T00:00:00Z' }, 'La date d’expiration doit être dans le futur'],
    ['expiresAt', { expiresAt: 'demain' }, 'La date d’expiration n’est pas une date valide'],
    ['city', { city: 'Paris' }, 'Veuillez choisir une ville de la liste'],
    ['category', { category: 'Armes' }, 'Veuillez choisir une catégorie de la liste'],
    ['merchant', { merchant: 'm'.repeat(101) }, 'Le nom du marchand ne peut pas dépasser 100 caractères'],
  ])('rejects an invalid %s with 400 naming the field', async (field, overrides, message) => {
    const res = await call('POST', '/api/deals', { token: member.token, body: dealInput(overrides as never) });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ errors: { [field]: message } });
    expect(res.body.message).toContain(message);
  });

  it('requires a session', async () => {
    const res = await call('POST', '/api/deals', { body: dealInput() });
    expect(res.status).toBe(401);
  });

  it('accepts only a picture the author uploaded and no deal uses yet', async () => {
    const upload = await uploadImage(member.token, SAMPLES.png, { filename: 'photo.png' });
    expect(upload.status).toBe(201);
    const deal = await postDeal(member.token, { imageUrl: upload.body.data.url });
    expect(deal.imageUrl).toBe(upload.body.data.url);
    const again = await call('POST', '/api/deals', {
      token: member.token,
      body: dealInput({ imageUrl: deal.imageUrl! }),
    });
    expect(again.status).toBe(400);
    expect(again.body.data).toEqual({
      errors: { imageUrl: 'Cette image est introuvable ou déjà utilisée par un autre bon plan' },
    });
    const unknown = await call('POST', '/api/deals', {
      token: member.token,
      body: dealInput({ imageUrl: '/images/AAAAAAAAAAAAAAAAAAAAAA.jpg' }),
    });
    expect(unknown.status).toBe(400);
  });
});

describe('reading a deal', () => {
  it('answers 404 "Bon plan non trouvé" for an unknown id', async () => {
    const res = await call('GET', '/api/deals/nexistepas');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, data: null, message: 'Bon plan non trouvé' });
  });

  it('marks a deal expired once its date has passed', async () => {
    const member = await registerMember();
    const deal = await postDeal(member.token, { expiresAt: new Date(Date.now() + 3600_000).toISOString() });
    expect(deal.expired).toBe(false);
    expect((await call<Deal>('GET', `/api/deals/${deal.id}`)).body.data.expired).toBe(false);
    // Time passes: the stored date moves a minute into the past (no waiting on the clock).
    const passed = new Date(Date.now() - 60_000).toISOString();
    await setStoredExpiry(deal.id, passed);
    const read = await call<Deal>('GET', `/api/deals/${deal.id}`);
    expect(read.body.data).toMatchObject({ expiresAt: passed, expired: true });
    // An edit may keep the past date, not set another one.
    const keep = await call('PUT', `/api/deals/${deal.id}`, {
      token: member.token,
      body: dealInput({ title: 'Toujours le même bon plan', expiresAt: passed }),
    });
    expect(keep.status).toBe(200);
    const other = await call('PUT', `/api/deals/${deal.id}`, {
      token: member.token,
      body: dealInput({ expiresAt: '2021-06-01' }),
    });
    expect(other.status).toBe(400);
    expect(other.body.data.errors.expiresAt).toBe('La date d’expiration doit être dans le futur');
  });
});

describe('editing and deleting', () => {
  let author: Member;
  let stranger: Member;
  let admin: string;
  beforeAll(async () => {
    [author, stranger] = await Promise.all([registerMember(), registerMember()]);
    admin = await adminToken();
  });

  it('lets the author replace the fields, clearing the ones left out', async () => {
    const deal = await postDeal(author.token, { url: 'https://a.example.dz', promoCode: 'CODE', city: 'Mila' });
    const res = await call<Deal>('PUT', `/api/deals/${deal.id}`, {
      token: author.token,
      body: {
        title: 'Nouveau titre du bon plan',
        description: 'Une nouvelle description assez longue.',
        price: 100,
        city: 'Jijel',
        category: 'Autres',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Bon plan mis à jour');
    expect(roundTrips(res)).toBeLessThanOrEqual(3);
    expect(res.body.data).toMatchObject({
      id: deal.id,
      title: 'Nouveau titre du bon plan',
      price: 100,
      originalPrice: null,
      discountPercent: null,
      url: null,
      promoCode: null,
      merchant: null,
      city: 'Jijel',
      category: 'Autres',
      author: author.id,
      createdAt: deal.createdAt,
    });
    expect(res.body.data.updatedAt > deal.updatedAt).toBe(true);
    const read = await call<Deal>('GET', `/api/deals/${deal.id}`);
    expect(read.body.data).toEqual({ ...res.body.data, followed: false });
    // It moved between the city lists.
    const mila = await getPage(`/api/deals?city=Mila&size=50`);
    const jijel = await getPage(`/api/deals?city=Jijel&category=Autres&size=50`);
    expect(mila.body.data.content.some((d) => d.id === deal.id)).toBe(false);
    expect(jijel.body.data.content.some((d) => d.id === deal.id)).toBe(true);
  });

  it('forbids others (403) but lets an ADMIN edit and delete', async () => {
    const deal = await postDeal(author.token);
    const edit = await call('PUT', `/api/deals/${deal.id}`, { token: stranger.token, body: dealInput() });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('Seul l’auteur du bon plan ou un administrateur peut le modifier ou le supprimer');
    expect((await call('DELETE', `/api/deals/${deal.id}`, { token: stranger.token })).status).toBe(403);
    expect((await call('PUT', `/api/deals/${deal.id}`, { body: dealInput() })).status).toBe(401);

    const byAdmin = await call<Deal>('PUT', `/api/deals/${deal.id}`, {
      token: admin,
      body: dealInput({ title: 'Corrigé par la modération' }),
    });
    expect(byAdmin.status).toBe(200);
    expect(roundTrips(byAdmin)).toBeLessThanOrEqual(3);
    expect(byAdmin.body.data).toMatchObject({ title: 'Corrigé par la modération', author: author.id });

    const removed = await call('DELETE', `/api/deals/${deal.id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect(roundTrips(removed)).toBeLessThanOrEqual(3);
    expect(removed.body.data).toEqual({ message: 'Bon plan supprimé' });
    expect((await call('GET', `/api/deals/${deal.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/deals/${deal.id}`, { token: admin })).status).toBe(404);
    expect((await call('PUT', `/api/deals/${deal.id}`, { token: admin, body: dealInput() })).status).toBe(404);
  });

  it('removes votes, comments, search entries and every counter contribution on delete', async () => {
    const word = uniqueWord();
    const [voter, commenter] = await Promise.all([registerMember(), registerMember()]);
    const before = await Promise.all([stats(author), stats(voter), stats(commenter)]);
    const deal = await postDeal(author.token, { title: `Offre ${word} à saisir`, city: 'Naâma', category: 'Autres' });
    const listPath = `/api/deals?city=${encodeURIComponent('Naâma')}&category=Autres`;
    const listBefore = (await getPage(listPath)).body.data.totalElements;
    expect((await call('POST', `/api/deals/${deal.id}/vote?positive=true`, { token: voter.token })).status).toBe(200);
    expect((await call('POST', `/api/deals/${deal.id}/vote?positive=false`, { token: commenter.token })).status).toBe(
      200,
    );
    const comment = await call<{ id: string }>('POST', `/api/deals/${deal.id}/comments`, {
      token: commenter.token,
      body: { content: 'Merci pour le partage' },
    });
    expect(comment.status).toBe(201);
    const during = await Promise.all([stats(author), stats(voter), stats(commenter)]);
    expect(during[0]).toMatchObject({
      dealsPosted: before[0].dealsPosted + 1,
      upvotesReceived: 1,
      downvotesReceived: 1,
    });
    expect(during[1].votesCast).toBe(before[1].votesCast + 1);
    expect(during[2]).toMatchObject({ votesCast: 1, commentsWritten: 1 });

    const removed = await call('DELETE', `/api/deals/${deal.id}`, { token: author.token });
    expect(removed.status).toBe(200);
    expect(roundTrips(removed)).toBeLessThanOrEqual(3);

    const after = await Promise.all([stats(author), stats(voter), stats(commenter)]);
    expect(after).toEqual(before);
    expect((await getPage(listPath)).body.data.totalElements).toBe(listBefore - 1);
    expect((await getPage(`/api/deals/search?q=${word}`)).body.data.totalElements).toBe(0);
    expect((await call('GET', `/api/deals/${deal.id}/comments`)).status).toBe(404);
    expect(
      (await call('PUT', `/api/comments/${comment.body.data.id}`, { token: commenter.token, body: { content: 'x' } }))
        .status,
    ).toBe(404);
    expect((await call('GET', `/api/deals/${deal.id}/my-vote`, { token: voter.token })).status).toBe(404);
    const bulk = await call('POST', '/api/deals/bulk-votes', { token: voter.token, body: [deal.id] });
    expect(bulk.body.data).toEqual({});
    const sitemap = await fetch(`${inject('baseUrl')}/sitemap.xml`).then((r) => r.text());
    expect(sitemap).not.toContain(deal.id);
  });

  it('frees the picture of a deleted deal for the clean-up', async () => {
    const upload = await uploadImage(author.token, SAMPLES.jpg, { filename: 'a.jpg' });
    const deal = await postDeal(author.token, { imageUrl: upload.body.data.url });
    expect((await call('DELETE', `/api/deals/${deal.id}`, { token: author.token })).status).toBe(200);
    // Unattached again: a new deal of its uploader may use it.
    const reused = await postDeal(author.token, { imageUrl: upload.body.data.url });
    expect(reused.imageUrl).toBe(upload.body.data.url);
  });
});
