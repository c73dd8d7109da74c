import { beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, Deal, Page } from '@shared/api-types';
import { catalogue } from '@shared/i18n/catalogue';
import { DEALS_PER_HOUR, HOUR_SECONDS, LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS } from '@shared/limits';
import { dealInput, postDeal, registerMembers, useStackData } from '../support/deals';
import { call, eventually, registerMember, someAddress, type CallOptions, type Reply } from '../support/http';
import { inOneWindow } from '../support/windows';

// Every message the API answers is in the request's language (Accept-Language): Arabic when it
// asks for it, French when it asks for none of ours or nothing (docs/api.md#languages).

const ar = catalogue('ar').messages;
const fr = catalogue('fr').messages;
const ARABIC = { 'accept-language': 'ar' };

const inArabic = (method: string, path: string, opts: CallOptions = {}) =>
  call(method, path, { ...opts, headers: { ...ARABIC, ...opts.headers } });

/** An answer in `lang`: says so, and says it follows Accept-Language (caches keep one per language). */
function expectLanguage(res: Reply, lang: 'fr' | 'ar') {
  expect(res.headers.get('content-language')).toBe(lang);
  expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-language');
}

/** Some Arabic letters and no Latin letters outside what a message quotes (a field's name, a value). */
const arabicText = /^[^a-zA-ZÀ-ÿ]*[\u0621-\u064A][\s\S]*$/;

beforeAll(useStackData);

describe('API messages in Arabic', () => {
  it('refuses a wrong password in Arabic', async () => {
    const m = await registerMember();
    const res = await inArabic('POST', '/api/auth/login', {
      body: { email: m.email, password: 'mauvais-mot-de-passe' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, data: null, message: ar.api.badCredentials });
    expectLanguage(res, 'ar');

    const ok = await inArabic('POST', '/api/auth/login', { body: { email: m.email, password: m.password } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('تم تسجيل الدخول بنجاح');
    expectLanguage(ok, 'ar');
  });

  it('refuses a bad deal body field by field in Arabic, naming fields by their Arabic labels', async () => {
    const m = await registerMember();
    const post = (body: unknown) => inArabic('POST', '/api/deals', { token: m.token, body });

    // A message that does not name its field gets the field's label first.
    const url = await post({ ...dealInput(), url: 'pas-une-adresse' });
    expect(url.status).toBe(400);
    expect(url.body.data.errors).toEqual({ url: ar.fields.url });
    expect(url.body.message).toBe(`${ar.labels.url}: ${ar.fields.url}`);
    expect(url.body.message).toBe('رابط العرض: يجب أن يكون الرابط عنوان ويب صالحًا (http:// أو https://)');
    expectLanguage(url, 'ar');

    const many = await post({ ...dealInput(), title: 'x', price: -3, city: 'Paris', category: 'Inconnue' });
    expect(many.status).toBe(400);
    expect(many.body.data.errors).toEqual({
      title: ar.fields.title,
      price: ar.fields.price,
      city: ar.fields.city,
      category: ar.fields.category,
    });
    expect(many.body.message).toBe('يجب أن يتكون العنوان من 5 إلى 140 حرفًا');

    // What zod reports without a message of the schema's own: the shared map, in Arabic too.
    const list = await post([]);
    expect(list.body.data.errors).toEqual({ _: ar.input.bodyObject });
    const author = await inArabic('GET', `/api/deals?author=${'a'.repeat(65)}`);
    expect(author.status).toBe(400);
    expect(author.body.message).toBe('صاحب العرض: لا يمكن أن يتجاوز هذا الحقل 64 حرفًا');

    // Malformed JSON, before any schema.
    const junk = await inArabic('POST', '/api/deals', { token: m.token, rawBody: '{"title":' });
    expect(junk.body.message).toBe(ar.api.invalidJson);
    for (const res of [url, many, list, author, junk]) expect(res.body.message).toMatch(arabicText);
  });

  it('answers a limit in Arabic: the sign-in attempts of an address', async () => {
    await inOneWindow(LOGIN_WINDOW_SECONDS, async () => {
      const m = await registerMember();
      const from = someAddress();
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
        const res = await inArabic('POST', '/api/auth/login', {
          body: { email: m.email, password: `faux-${i}` },
          from,
        });
        expect(res.status).toBe(401);
      }
      const limited = await inArabic('POST', '/api/auth/login', { body: { email: m.email, password: 'faux' }, from });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(
        /^محاولات كثيرة جدًا، يرجى إعادة المحاولة بعد (دقيقة واحدة|دقيقتين|\d+ (دقائق|دقيقة))$/,
      );
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expectLanguage(limited, 'ar');
    });
  });

  it("answers a member's posting limit in Arabic, the wait counted in Arabic", async () => {
    await inOneWindow(HOUR_SECONDS, async () => {
      const m = await registerMember();
      for (let i = 0; i < DEALS_PER_HOUR; i++) await postDeal(m.token);
      const refused = await inArabic('POST', '/api/deals', { token: m.token, body: dealInput() });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(
        /^نشرت عروضًا كثيرة في وقت قصير، أعد المحاولة بعد (ثانية واحدة|ثانيتين|دقيقة واحدة|دقيقتين|ساعة واحدة|\d+ (ثوانٍ|ثانية|دقائق|دقيقة))$/,
      );
    });
  });

  it('answers an unknown route and an unknown deal in Arabic', async () => {
    const route = await inArabic('GET', '/api/nothing-here');
    expect(route.status).toBe(404);
    expect(route.body).toEqual({ success: false, data: null, message: ar.api.routeNotFound });
    expectLanguage(route, 'ar');

    const deal = await inArabic('GET', '/api/deals/AAAAAAAAAAAAAAAA');
    expect(deal.status).toBe(404);
    expect(deal.body.message).toBe('العرض غير موجود');
    // A path id of the wrong shape: the route's 404, worded before anything is read.
    expect((await inArabic('GET', '/api/deals/x')).body.message).toBe('العرض غير موجود');
  });

  it("words a member's notifications in the reader's language, the member's words isolated in Arabic", async () => {
    const [author, commenter] = await registerMembers(2);
    const deal = await postDeal(author.token, { title: 'Friteuse sans huile à moitié prix' });
    const res = await call('POST', `/api/deals/${deal.id}/comments`, {
      token: commenter.token,
      body: { content: 'Top' },
    });
    expect(res.status).toBe(201);
    const read = async (lang: string) =>
      (
        await call<Page<AppNotification>>('GET', '/api/notifications', {
          token: author.token,
          headers: { 'accept-language': lang },
        })
      ).body.data.content;
    const [arabic] = await eventually(async () => {
      const page = await read('ar');
      expect(page).toHaveLength(1);
      return page;
    });
    expect(arabic.text).toBe(`علّق \u2068${commenter.username}\u2069 على عرضك «\u2068${deal.title}\u2069»`);
    const [french] = await read('fr');
    expect(french.text).toBe(`${commenter.username} a commenté votre bon plan «\u202F${deal.title}\u202F»`);
  });
});

describe('the language asked for', () => {
  const wrongPassword = (headers: Record<string, string>) =>
    call('POST', '/api/auth/login', { body: { email: 'personne@exemple.dz', password: 'x' }, headers });

  it('reads a region and weights: ar-DZ,ar;q=0.9 is Arabic', async () => {
    const res = await wrongPassword({ 'accept-language': 'ar-DZ,ar;q=0.9' });
    expect(res.body.message).toBe(ar.api.badCredentials);
    expectLanguage(res, 'ar');
    const preferred = await wrongPassword({ 'accept-language': 'en-US,en;q=0.9,ar;q=0.8,fr;q=0.7' });
    expect(preferred.body.message).toBe(ar.api.badCredentials);
  });

  it('is French for another language, for French, and without the header', async () => {
    for (const headers of [{ 'accept-language': 'en' }, { 'accept-language': 'fr-DZ' }, {}] as Record<
      string,
      string
    >[]) {
      const res = await wrongPassword(headers);
      expect(res.body.message).toBe('Email ou mot de passe incorrect');
      expect(res.body.message).toBe(fr.api.badCredentials);
      expectLanguage(res, 'fr');
    }
    const route = await call('GET', '/api/nothing-here', { headers: { 'accept-language': 'en' } });
    expect(route.body.message).toBe('Ressource introuvable');
    expectLanguage(route, 'fr');
  });

  it('keeps the data itself in one language: cities and categories by their canonical names', async () => {
    const [french, arabic] = await Promise.all([
      call<string[]>('GET', '/api/deals/cities'),
      inArabic('GET', '/api/deals/cities'),
    ]);
    expect(arabic.body.data).toEqual(french.body.data);
    expect(arabic.body.data).toContain('Oran');
    const deal = await call<Deal>('GET', `/api/deals?city=Oran&size=1`, { headers: ARABIC });
    expect(deal.status).toBe(200);
  });
});
