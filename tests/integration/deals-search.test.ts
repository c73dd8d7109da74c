import { beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '@shared/api-types';
import { call, registerMember } from '../support/http';
import { getPage, postDeal, readAll, roundTrips, takingTurns, uniqueWord } from '../support/deals';

type Member = Awaited<ReturnType<typeof registerMember>>;

const search = async (q: string, extra = '', token?: string) => {
  const res = await getPage(`/api/deals/search?q=${encodeURIComponent(q)}${extra}`, token);
  return { res, ids: res.body.data.content.map((d) => d.id), total: res.body.data.totalElements };
};

describe('search', () => {
  let member: Member;
  // A word of this run only, so the totals below are exact.
  const tag = uniqueWord();
  let phone: Deal;
  let tv: Deal;
  let oil: Deal;

  beforeAll(async () => {
    member = await registerMember();
    phone = await postDeal(member.token, {
      title: `Téléphone ${tag} Samsung reconditionné`,
      description: 'Garantie six mois, chargeur inclus.',
      city: 'Oran',
      category: 'Technologie',
    });
    tv = await postDeal(member.token, {
      title: `TÉLÉVISION ${tag} 55 pouces`,
      description: 'Écran incurvé, idéal pour les matchs.',
      merchant: 'Électro Djurdjura',
      city: 'Tizi Ouzou',
      category: 'Technologie',
    });
    oil = await postDeal(member.token, {
      title: `Huile d'olive ${tag} en bidon`,
      description: 'Récolte de Kabylie, pressée à froid, cinq litres.',
      city: 'Bouira',
      category: 'Alimentation',
    });
  });

  it('ignores accents and case', async () => {
    expect((await search(`telephone ${tag}`)).ids).toEqual([phone.id]);
    expect((await search(`TELEPHONE ${tag.toUpperCase()}`)).ids).toEqual([phone.id]);
    expect((await search(`télévision ${tag}`)).ids).toEqual([tv.id]);
    expect((await search(`electro ${tag}`)).ids).toEqual([tv.id]);
  });

  it('requires every word, the last one also as a prefix', async () => {
    expect((await search(`${tag} télé`)).ids).toEqual([tv.id, phone.id]);
    expect((await search(`${tag} tél`)).ids).toEqual([tv.id, phone.id]);
    expect((await search(`${tag} samsung`)).ids).toEqual([phone.id]);
    expect((await search(`${tag} pizza`)).total).toBe(0);
    // Only the last word is a prefix.
    expect((await search(`tele ${tag}`)).total).toBe(0);
    expect((await search(tag.slice(0, -2))).ids).toEqual([oil.id, tv.id, phone.id]);
  });

  it('finds words of the description, the merchant, the city and the category', async () => {
    expect((await search(`kabylie ${tag}`)).ids).toEqual([oil.id]);
    expect((await search(`${tag} djurdjura`)).ids).toEqual([tv.id]);
    expect((await search(`bouira ${tag}`)).ids).toEqual([oil.id]);
    expect((await search(`alimentation ${tag}`)).ids).toEqual([oil.id]);
  });

  it('is also GET /deals?search=, combinable with city and category', async () => {
    const all = await getPage(`/api/deals?search=${tag}`);
    expect(all.body.data.totalElements).toBe(3);
    const oran = await getPage(`/api/deals?search=${tag}&city=Oran`);
    expect(oran.body.data.content.map((d) => d.id)).toEqual([phone.id]);
    const tech = await getPage(`/api/deals?search=${tag}&category=Technologie`);
    expect(tech.body.data.content.map((d) => d.id)).toEqual([tv.id, phone.id]);
    // A blank search on the list is no search.
    expect((await getPage('/api/deals?search=%20%20&size=1')).body.data.content).toHaveLength(1);
  });

  it('answers 400 for a blank text', async () => {
    for (const q of ['', '%20%20', null]) {
      const res = await call('GET', `/api/deals/search${q === null ? '' : `?q=${q}`}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Le texte de recherche est requis');
    }
  });

  it('stays within 3 DynamoDB round trips, with the caller’s votes', async () => {
    const voter = await registerMember();
    await call('POST', `/api/deals/${tv.id}/vote?positive=true`, { token: voter.token });
    const { res } = await search(`${tag} tele`, '', voter.token);
    // At most 3 in sequence, and the check that the voter's session is live alongside.
    expect(roundTrips(res)).toBeLessThanOrEqual(4);
    expect(res.body.data.content.map((d) => d.userVote)).toEqual([{ isPositive: true }, null]);
  });

  it('re-indexes an edited deal: old words stop matching, new ones match', async () => {
    const res = await call<Deal>('PUT', `/api/deals/${phone.id}`, {
      token: member.token,
      body: {
        title: `Tablette ${tag} Lenovo`,
        description: 'Garantie six mois, housse offerte.',
        price: 20000,
        city: 'Annaba',
        category: 'Technologie',
      },
    });
    expect(res.status).toBe(200);
    expect((await search(`telephone ${tag}`)).total).toBe(0);
    expect((await search(`samsung ${tag}`)).total).toBe(0);
    expect((await search(`${tag} lenov`)).ids).toEqual([phone.id]);
    expect((await search(`${tag} housse`)).ids).toEqual([phone.id]);
    expect((await getPage(`/api/deals?search=${tag}&city=Annaba`)).body.data.content.map((d) => d.id)).toEqual([
      phone.id,
    ]);
    expect((await getPage(`/api/deals?search=${tag}&city=Oran`)).body.data.totalElements).toBe(0);
  });

  it('forgets a deleted deal', async () => {
    expect((await call('DELETE', `/api/deals/${oil.id}`, { token: member.token })).status).toBe(200);
    expect((await search(`olive ${tag}`)).total).toBe(0);
    expect((await search(tag)).ids).toEqual([tv.id, phone.id]);
  });

  it('pages the results with an exact total', async () => {
    const word = uniqueWord('pg');
    const ids: string[] = [];
    // More deals than one member may post in an hour: two more members take turns.
    const posters = await takingTurns(2);
    for (let i = 0; i < 12; i++) {
      ids.unshift((await postDeal(posters.next().token, { title: `Lot ${word} numéro ${i}` })).id);
    }
    for (const size of [1, 5, 12, 50]) {
      expect(await readAll(`/api/deals/search?q=${word}`, size, 12)).toEqual(ids);
    }
  });
});
