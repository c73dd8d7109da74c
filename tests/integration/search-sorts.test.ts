import { beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '@shared/api-types';
import { HOT_THRESHOLD, TEMPERATURE_PER_VOTE } from '@shared/limits';
import { call, eventually, registerMember } from '../support/http';
import { getPage, postDeal, registerMembers, uniqueWord } from '../support/deals';

type Member = Awaited<ReturnType<typeof registerMember>>;

const search = async (q: string, extra = '') => {
  const res = await getPage(`/api/deals/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const page = res.body.data;
  return { ids: page.content.map((d) => d.id), total: page.totalElements, corrected: page.correctedQuery, page };
};

describe('search sorts', () => {
  let member: Member;
  const tag = uniqueWord();
  let inTitle: Deal;
  let inText: Deal;
  let inTitleToo: Deal;

  beforeAll(async () => {
    member = await registerMember();
    inTitle = await postDeal(member.token, {
      title: `Climatiseur ${tag} 12000 BTU`,
      description: 'Installation comprise, garantie deux ans.',
      city: 'Oran',
      category: 'Maison',
    });
    inText = await postDeal(member.token, {
      title: `Ventilateur colonne ${tag}`,
      description: 'Moins cher qu’un climatiseur, silencieux la nuit.',
      city: 'Alger',
      category: 'Maison',
    });
    inTitleToo = await postDeal(member.token, {
      title: `Climatiseurs split ${tag} inverter`,
      description: 'Classe A++, télécommande incluse.',
      city: 'Alger',
      category: 'Technologie',
    });
  });

  it('sorts by relevance by default: deals holding the words in their title first, newest first within each', async () => {
    const relevance = await search(`${tag} climatiseur`);
    expect(relevance.ids).toEqual([inTitleToo.id, inTitle.id, inText.id]);
    expect(relevance.total).toBe(3);
    expect((await search(`${tag} climatiseur`, '&sort=relevance')).ids).toEqual(relevance.ids);
    // Also on the list route.
    const list = await getPage(`/api/deals?search=${tag}%20climatiseur`);
    expect(list.body.data.content.map((d) => d.id)).toEqual(relevance.ids);
  });

  it('sorts newest first with sort=new', async () => {
    const newest = await search(`${tag} climatiseur`, '&sort=new');
    expect(newest.ids).toEqual([inTitleToo.id, inText.id, inTitle.id]);
    expect(newest.total).toBe(3);
  });

  it('pages the relevance order with an exact total', async () => {
    const pages = await Promise.all([0, 1, 2, 3].map((page) => search(`${tag} climatiseur`, `&size=1&page=${page}`)));
    expect(pages.map((p) => p.ids)).toEqual([[inTitleToo.id], [inTitle.id], [inText.id], []]);
    expect(pages.map((p) => p.total)).toEqual([3, 3, 3, 3]);
    expect(pages[0].page.totalPages).toBe(3);
    expect(pages[2].page.last).toBe(true);
  });

  it('keeps the relevance order within a city or category filter', async () => {
    const alger = await getPage(`/api/deals?search=${tag}%20climatiseur&city=Alger`);
    expect(alger.body.data.content.map((d) => d.id)).toEqual([inTitleToo.id, inText.id]);
    expect(alger.body.data.totalElements).toBe(2);
    const home = await getPage(`/api/deals?search=${tag}%20climatiseur&category=Maison&sort=new`);
    expect(home.body.data.content.map((d) => d.id)).toEqual([inText.id, inTitle.id]);
  });

  it('answers 400 for relevance without a search, or a list order with one', async () => {
    const status = async (path: string) => (await call('GET', path)).status;
    expect(await status('/api/deals?sort=relevance')).toBe(400);
    expect(await status(`/api/deals/search?q=${tag}&sort=top`)).toBe(400);
    expect(await status(`/api/deals/search?q=${tag}&exact=maybe`)).toBe(400);
  });

  it('lists only hot deals with sort=hot, most recently heated first', async () => {
    expect((await search(`${tag} climatiseur`, '&sort=hot')).total).toBe(0);
    const voters = await registerMembers(HOT_THRESHOLD / TEMPERATURE_PER_VOTE);
    const heat = async (deal: Deal) => {
      for (const voter of voters) {
        const res = await call('POST', `/api/deals/${deal.id}/vote?positive=true`, { token: voter.token });
        expect(res.status).toBe(200);
      }
    };
    // The newest heated first, the oldest after it: heated last, listed first.
    await heat(inTitleToo);
    await eventually(async () => expect((await search(tag, '&sort=hot')).ids).toEqual([inTitleToo.id]));
    await heat(inTitle);
    const hot = await eventually(async () => {
      const found = await search(tag, '&sort=hot');
      expect(found.ids).toEqual([inTitle.id, inTitleToo.id]);
      return found;
    });
    expect(hot.total).toBe(2);
    // Filtered, paged.
    expect((await search(tag, '&sort=hot&size=1&page=1')).ids).toEqual([inTitleToo.id]);
    expect((await getPage(`/api/deals?search=${tag}&sort=hot&city=Oran`)).body.data.content.map((d) => d.id)).toEqual([
      inTitle.id,
    ]);
    // An edit rewrites the term items: the deal stays hot.
    const edit = await call('PUT', `/api/deals/${inTitle.id}`, {
      token: member.token,
      body: {
        title: `Climatiseur ${tag} 18000 BTU`,
        description: 'Installation comprise, garantie deux ans.',
        price: 20000,
        city: 'Oran',
        category: 'Maison',
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    await eventually(async () => expect((await search(tag, '&sort=hot')).total).toBe(2));
  });
});

describe('search that forgives', () => {
  let member: Member;
  const tag = uniqueWord();
  const other = uniqueWord();
  let phone: Deal;
  let cooler: Deal;
  let fridge: Deal;

  beforeAll(async () => {
    member = await registerMember();
    phone = await postDeal(member.token, { title: `Samsung Galaxy ${tag}`, description: 'Double SIM, 128 Go.' });
    cooler = await postDeal(member.token, { title: `Climatiseur mural ${tag}`, description: 'Froid et chaud.' });
    fridge = await postDeal(member.token, {
      title: `ثلاجة ${tag} كبيرة`,
      description: 'ثلاجة بحالة ممتازة مع الضمان.',
    });
    await postDeal(member.token, { title: `Réfrigérateur ${other}`, description: 'Deux portes, no frost.' });
    // The vocabulary is the table-events job's; under load the stream's batches may reach it out of
    // order: wait for each deal's words.
    await eventually(async () => {
      expect((await search(`${other} refrigerateru`)).corrected).toBe(`${other} refrigerateur`);
      expect((await search(`${tag} samsng`)).corrected).toBe(`${tag} samsung`);
      expect((await search(`${tag} climatisuer`)).corrected).toBe(`${tag} climatiseur`);
      expect((await search(`${tag} ثلاحة`)).corrected).toBe(`${tag} ثلاجه`);
    });
  });

  it('corrects a misspelt word to the nearest indexed one, and says so', async () => {
    const found = await search(`${tag} samsng`);
    expect(found.ids).toEqual([phone.id]);
    expect(found.total).toBe(1);
    const cool = await search(`${tag} climatisuer`);
    expect(cool.corrected).toBe(`${tag} climatiseur`);
    expect(cool.ids).toEqual([cooler.id]);
    // A typo in the first letter.
    expect((await search(`${tag} xamsung`)).ids).toEqual([phone.id]);
    // Also on the list route.
    const list = await getPage(`/api/deals?search=${tag}%20samsng`);
    expect(list.body.data.correctedQuery).toBe(`${tag} samsung`);
  });

  it('corrects an Arabic word', async () => {
    const found = await search(`${tag} ثلاحة`);
    expect(found.ids).toEqual([fridge.id]);
    expect(found.corrected).toBe(`${tag} ثلاجه`);
  });

  it('searches the text as typed with exact=true', async () => {
    const exact = await search(`${tag} samsng`, '&exact=true');
    expect(exact.total).toBe(0);
    expect(exact.corrected).toBeUndefined();
  });

  it('never corrects a word that is right, nor one without a candidate', async () => {
    const right = await search(`${tag} samsung`);
    expect(right.ids).toEqual([phone.id]);
    expect(right.corrected).toBeUndefined();
    // Every word known, no deal with both: nothing to correct.
    const known = await search(`${tag} refrigerateur`);
    expect(known.total).toBe(0);
    expect(known.corrected).toBeUndefined();
    const nothing = await search(`${tag} qxzvbnmw`);
    expect(nothing.total).toBe(0);
    expect(nothing.corrected).toBeUndefined();
  });
});
