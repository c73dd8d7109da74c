import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, DealAlert, Page } from '@shared/api-types';
import { TABLE, keys } from '@shared/table';
import { getPage, postDeal, takingTurns, uniqueWord, useStackData } from '../support/deals';
import { call, eventually } from '../support/http';

// Arabic search (shared/search-text.ts) through the API: vowel marks, alef forms, ى and ة, the
// article, Arabic-Indic digits, on both sides (a deal's words as indexed, the words searched),
// deals mixing French and Arabic, keyword alerts in Arabic; then the migration that rewrites
// terms and alerts written under the rules before (`npm run migrate`).

/**
 * An Arabic word no other test uses: letters that neither start an article nor change under
 * normalisation, so it is one search word, its own normal form.
 */
function uniqueArabic() {
  const letters = 'تثجحخدذرزسشصضطظعغقمني';
  return [...randomBytes(7)].map((b) => letters[b % letters.length]).join('');
}

/** The word with a fatha after each letter, as a writer adding vowel marks would. */
const voweled = (word: string) => [...word].map((c) => `${c}\u064e`).join('');

const search = async (q: string) => {
  const res = await getPage(`/api/deals/search?q=${encodeURIComponent(q)}&size=50`);
  return { ids: res.body.data.content.map((d) => d.id), total: res.body.data.totalElements };
};

type Posters = Awaited<ReturnType<typeof takingTurns>>;
let posters: Posters;
const post = (title: string, description = 'عرض محدود، التوصيل متوفر إلى كل الولايات.') =>
  postDeal(posters.next().token, { title, description, merchant: 'متجر', city: 'Oran', category: 'Technologie' });

beforeAll(async () => {
  await useStackData();
  posters = await takingTurns(3);
});

describe('Arabic search', () => {
  it('finds a word with or without its article: "هاتف" finds "الهاتف الجديد"', async () => {
    const word = uniqueArabic();
    const deal = await post(`الهاتف الجديد ${word}`);
    expect((await search(`هاتف ${word}`)).ids).toEqual([deal.id]);
    expect((await search(`جديد ${word}`)).ids).toEqual([deal.id]);
    expect((await search('هاتف')).ids).toContain(deal.id);
    // The article on the word searched, or on the word indexed, or on both.
    const bare = await post(`عرض ال${word} للبيع`);
    expect((await search(word)).ids).toEqual([bare.id, deal.id]);
    expect((await search(`بال${word}`)).ids).toEqual([bare.id, deal.id]);
    expect((await search(`بيع ${word}`)).ids).toEqual([bare.id]);
  });

  it('ignores vowel marks and tatweel: "هَاتِف" finds "هاتف"', async () => {
    const word = uniqueArabic();
    const deal = await post(`هاتف ${word} ذكي`);
    expect((await search(`هَاتِف ${word}`)).ids).toEqual([deal.id]);
    expect((await search(`هـــاتف ${voweled(word)}`)).ids).toEqual([deal.id]);
    const marked = await post(`حَاسُوبٌ ${voweled(word)} مَحْمُولٌ`);
    expect((await search(`حاسوب ${word}`)).ids).toEqual([marked.id]);
  });

  it('reads the alef forms, ى and ة alike: "احذية" finds "أحذية"', async () => {
    const word = uniqueArabic();
    const shoes = await post(`أحذية رياضية ${word}`);
    expect((await search(`احذية ${word}`)).ids).toEqual([shoes.id]);
    expect((await search(`احذيه رياضيه ${word}`)).ids).toEqual([shoes.id]);
    const plain = await post(`احذيه مستشفى ${word}`);
    expect((await search(`أحذية ${word}`)).ids).toEqual([plain.id, shoes.id]);
    expect((await search(`إحذية مستشفي ${word}`)).ids).toEqual([plain.id]);
  });

  it('finds a deal mixing French and Arabic by a word of either', async () => {
    const tag = uniqueWord();
    const word = uniqueArabic();
    const deal = await post(`Chaussures ${tag} أحذية ${word}`, 'Livraison gratuite, التوصيل مجاني.');
    expect((await search(tag)).ids).toEqual([deal.id]);
    expect((await search(word)).ids).toEqual([deal.id]);
    // A French word (its singular) with an Arabic one, and the description's words.
    expect((await search(`chaussure ${word}`)).ids).toEqual([deal.id]);
    expect((await search(`${tag} مجاني`)).ids).toEqual([deal.id]);
    expect((await search(`livraison ${word}`)).ids).toEqual([deal.id]);
    // French keeps its rules: a word it does not hold finds nothing.
    expect((await search(`${tag} sandales`)).total).toBe(0);
  });

  it('reads Arabic-Indic digits as 0-9, in a query and in a deal', async () => {
    const word = uniqueArabic();
    const phone = await post(`هاتف ${word} سعة 256 جيجا`);
    const tv = await post(`تلفاز ${word} ٥٥ بوصة`);
    expect((await search(`${word} ٢٥٦`)).ids).toEqual([phone.id]);
    expect((await search(`${word} ۲۵۶`)).ids).toEqual([phone.id]);
    expect((await search(`${word} 55`)).ids).toEqual([tv.id]);
    expect((await search(`${word} ٥٥`)).ids).toEqual([tv.id]);
  });

  it('finds nothing for Arabic stop words alone, and leaves them out of a query', async () => {
    const word = uniqueArabic();
    const deal = await post(`عرض ${word} في وهران`);
    expect((await search(`${word} في`)).ids).toEqual([deal.id]);
    expect((await search('في من على')).total).toBe(0);
  });
});

describe('an Arabic keyword alert', () => {
  it('matches a deal written with vowel marks, other alef forms and the article', async () => {
    const [owner, author] = posters.members;
    const word = uniqueArabic();
    const created = await call<DealAlert>('POST', '/api/alerts', {
      token: owner.token,
      body: { keywords: `أحذية ${word}` },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.keywords).toBe(`أحذية ${word}`);
    // Elsewhere: the alert's second word is missing.
    await postDeal(author.token, { title: `أحذية رياضية للبيع`, description: 'وصف العرض كاملاً هنا.' });
    const deal = await postDeal(author.token, {
      title: `الأَحْذِيَةُ الرياضية ال${voweled(word)}`,
      description: 'تخفيض كبير لمدة أسبوع.',
    });
    await eventually(async () => {
      const notes = (await call<Page<AppNotification>>('GET', '/api/notifications?size=50', { token: owner.token }))
        .body.data.content;
      expect(notes.filter((n) => n.kind === 'alert').map((n) => n.dealId)).toEqual([deal.id]);
    });
    // The same words in another spelling are the same alert.
    const again = await call('POST', '/api/alerts', { token: owner.token, body: { keywords: `الاحذيه ${word}` } });
    expect(again.status).toBe(409);
  });
});

describe('the migration to the Arabic rules', () => {
  it('rewrites the terms of deals indexed before, removes stray ones, and changes nothing when run again', async () => {
    const { db } = await import('@functions/lib/clients');
    const { indexWords, termFields } = await import('@functions/data/deals/search-terms');
    const { legacyWords, reindexDealWords } = await import('@functions/data/deals/reindex-words');
    const { getDealRecord } = await import('@functions/data/deals/record');
    const { seqKey } = await import('@functions/data/table/list-counts');
    const word = uniqueArabic();
    const posted = await post(`الهاتف ال${word} الجديد`, 'سعر ٢٠٢٤ دج، مستعمل قليلاً.');
    const deal = (await getDealRecord(posted.id))!;
    const key = seqKey(deal.seq);
    const termKey = (prefix: string) => ({ TableName: TABLE.defaultName, Key: keys.term(prefix, key, deal.id) });
    const now = indexWords(deal);
    const before = indexWords(deal, legacyWords);
    expect(before.prefixes).not.toEqual(now.prefixes);
    // As the code before wrote them: its prefixes, its words; plus a stray item of an older text.
    for (const prefix of now.prefixes) await db.send(new DeleteCommand(termKey(prefix)));
    for (const prefix of before.prefixes) {
      await db.send(
        new PutCommand({
          TableName: TABLE.defaultName,
          Item: { ...keys.term(prefix, key, deal.id), ...termFields(before.words, prefix, deal.city, deal.category) },
        }),
      );
    }
    await db.send(
      new PutCommand({
        TableName: TABLE.defaultName,
        // Under a prefix the deal's own words never give (no ك in uniqueArabic): its re-index
        // leaves it to the stray sweep.
        Item: { ...keys.term('الك', key, deal.id), w: ' الكتاب ', c: 31, k: 0 },
      }),
    );
    expect((await search(word)).total).toBe(0);

    expect(await reindexDealWords()).toBeGreaterThanOrEqual(2);
    expect((await search(word)).ids).toEqual([posted.id]);
    expect((await search(`هاتف ${word} ٢٠٢٤`)).ids).toEqual([posted.id]);
    for (const prefix of now.prefixes) {
      const item = (await db.send(new GetCommand({ ...termKey(prefix), ConsistentRead: true }))).Item;
      expect(item, prefix).toMatchObject(termFields(now.words, prefix, deal.city, deal.category));
    }
    for (const prefix of [...before.prefixes.filter((p) => !now.prefixes.includes(p)), 'الك']) {
      expect(
        (await db.send(new GetCommand({ ...termKey(prefix), ConsistentRead: true }))).Item,
        prefix,
      ).toBeUndefined();
    }
    expect(await reindexDealWords()).toBe(0);
  });

  it('moves the alerts parsed before to their words under the Arabic rules, and matches with them', async () => {
    const { db } = await import('@functions/lib/clients');
    const { alertLockOf } = await import('@functions/data/alerts/alerts');
    const { reindexAlertWords } = await import('@functions/data/alerts/reindex-words');
    const { legacyWords } = await import('@functions/data/deals/reindex-words');
    const { parseQuery, queryGroups } = await import('@functions/data/deals/search-terms');
    const [owner, author] = posters.members.slice(1);
    const word = uniqueArabic();
    const keywords = `الأحذية ${word}`;
    const created = await call<DealAlert>('POST', '/api/alerts', { token: owner.token, body: { keywords } });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const now = parseQuery(keywords)!;
    const nowPrefix = queryGroups(now)[0].prefix;
    const nowLock = alertLockOf(now);
    // As the code before parsed it: its words, its index entry's prefix, its lock.
    const old = legacyWords(keywords);
    const before = { exact: old.slice(0, -1), last: old.at(-1)! };
    const oldPrefix = queryGroups(before)[0].prefix;
    const oldLock = alertLockOf(before);
    expect(oldPrefix).not.toBe(nowPrefix);
    const Table = TABLE.defaultName;
    const indexed = (await db.send(new GetCommand({ TableName: Table, Key: keys.alertTerm(nowPrefix, id) }))).Item!;
    await db.send(new DeleteCommand({ TableName: Table, Key: keys.alertTerm(nowPrefix, id) }));
    await db.send(
      new PutCommand({ TableName: Table, Item: { ...indexed, ...keys.alertTerm(oldPrefix, id), ...before } }),
    );
    await db.send(new DeleteCommand({ TableName: Table, Key: keys.alertLock(owner.id, nowLock) }));
    await db.send(new PutCommand({ TableName: Table, Item: { ...keys.alertLock(owner.id, oldLock), alertId: id } }));
    await db.send(
      new UpdateCommand({
        TableName: Table,
        Key: keys.alert(owner.id, id),
        UpdateExpression: 'SET #p = :p, #l = :l',
        ExpressionAttributeNames: { '#p': 'prefix', '#l': 'lock' },
        ExpressionAttributeValues: { ':p': oldPrefix, ':l': oldLock },
      }),
    );

    expect(await reindexAlertWords()).toBeGreaterThanOrEqual(1);
    const get = async (k: { PK: string; SK: string }) =>
      (await db.send(new GetCommand({ TableName: Table, Key: k, ConsistentRead: true }))).Item;
    expect(await get(keys.alert(owner.id, id))).toMatchObject({ prefix: nowPrefix, lock: nowLock });
    expect(await get(keys.alertTerm(nowPrefix, id))).toMatchObject({ exact: now.exact, last: now.last, keywords });
    expect(await get(keys.alertTerm(oldPrefix, id))).toBeUndefined();
    expect(await get(keys.alertLock(owner.id, nowLock))).toMatchObject({ alertId: id });
    expect(await get(keys.alertLock(owner.id, oldLock))).toBeUndefined();
    expect(await reindexAlertWords()).toBe(0);

    const deal = await postDeal(author.token, { title: `أحذية ${word} جلدية`, description: 'جودة عالية وسعر مناسب.' });
    await eventually(async () => {
      const notes = (await call<Page<AppNotification>>('GET', '/api/notifications?size=50', { token: owner.token }))
        .body.data.content;
      expect(notes.filter((n) => n.kind === 'alert').map((n) => n.dealId)).toContain(deal.id);
    });
    // Deleting it finds its entries where the migration put them.
    expect((await call('DELETE', `/api/alerts/${id}`, { token: owner.token })).status).toBe(200);
    expect(await get(keys.alertTerm(nowPrefix, id))).toBeUndefined();
    expect(await get(keys.alertLock(owner.id, nowLock))).toBeUndefined();
  });
});
