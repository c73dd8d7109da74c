import { describe, expect, inject, it } from 'vitest';
import { HOME_QUERY_MSG } from '@shared/client-messages';
import { postDeal, uniqueWord } from '../support/deals';
import { eventually, registerMember } from '../support/http';
import { canonicalOf, decode, metaOf, page } from '../support/pages';

// Home as its page route answers it over plain HTTP (functions/site/render-home-page.ts,
// docs/architecture.md#server-rendered-home): the guest's page, cached by CloudFront, and a
// page of its own for a query it cannot show.

const base = inject('baseUrl');
const GUEST_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** French spacing (no-break spaces before : and inside « ») compared as plain spaces. */
const plain = (text: string) => decode(text).replace(/[\u00A0\u202F]/g, ' ');

describe('Home as a page route', () => {
  it("answers a guest Home's page, with or without a query, cacheable by CloudFront", async () => {
    for (const path of [
      '/',
      '/?city=Oran&category=Technologie',
      '/?q=t%C3%A9l%C3%A9&sort=hot&expired=1&page=2',
      '/?type=code&city=Oran&sort=top&period=week',
      // Tracking parameters, defaults, blanks and a repeated name are no reason to refuse it.
      '/?fbclid=IwAR0abc&utm_source=facebook&sort=new&page=1&q=',
      '/?city=Oran&city=Paris',
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control'), path).toBe(GUEST_CACHE);
      expect(res.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      // Home rendered on the server: its list, its head with this site's absolute URLs.
      expect(res.html, path).toContain('id="deals-title"');
      expect(res.html, path).not.toContain('skeleton-card');
      expect(canonicalOf(res.html), path).toBe(`${base}/`);
      expect(res.html, path).not.toContain('origin.dzdeals.invalid');
    }
  });

  it('is never stored for a request with credentials', async () => {
    const member = await registerMember();
    const sent: Record<string, string>[] = [{ authorization: `Bearer ${member.token}` }, { cookie: 'session=abc' }];
    for (const headers of sent) {
      const res = await page('/?city=Oran&category=Technologie', headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it.each([
    ['/?city=Paris', 404, HOME_QUERY_MSG.city],
    ['/?category=Jardinage&utm_source=x', 404, HOME_QUERY_MSG.category],
    ['/?page=100001', 404, HOME_QUERY_MSG.pageTooFar],
    ['/?sort=best', 400, HOME_QUERY_MSG.sort],
    ['/?period=week', 400, HOME_QUERY_MSG.period],
    ['/?expired=0', 400, HOME_QUERY_MSG.expired],
    ['/?type=coupon', 400, HOME_QUERY_MSG.type],
    ['/?page=abc', 400, HOME_QUERY_MSG.page],
    ['/?page=0', 400, HOME_QUERY_MSG.page],
    [`/?q=${'a'.repeat(201)}`, 400, HOME_QUERY_MSG.searchLength],
    ['/?q=t%00v', 400, HOME_QUERY_MSG.searchChars],
  ])('answers %s with its %i page, in French, never stored', async (path, status, message) => {
    const res = await page(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const title = status === 404 ? HOME_QUERY_MSG.notFoundTitle : HOME_QUERY_MSG.invalidTitle;
    expect(res.html).toContain(`<h1>${title}</h1>`);
    expect(plain(res.html)).toContain(plain(message));
    expect(res.html).not.toContain('skeleton-card');
    expect(res.html).not.toContain('class="deal-card');
    expect(metaOf(res.html, 'robots')).toBe('noindex');
    expect(canonicalOf(res.html)).toBeUndefined();
  });

  it('renders a type tab on the server: its deals only, the tab current, with the search', async () => {
    const author = await registerMember();
    const word = uniqueWord('typ');
    const code = await postDeal(author.token, {
      title: `Code ${word} chaussures`,
      promoCode: 'PAS10',
      minBasket: 4000,
    });
    const free = await postDeal(author.token, { title: `Gratuit ${word} atelier`, type: 'free', price: 0 });
    expect([code.type, free.type]).toEqual(['code', 'free']);
    const html = await eventually(async () => {
      const res = await page(`/?q=${word}&type=code`);
      expect(res.status).toBe(200);
      expect(res.html).toContain(code.title);
      return res.html;
    });
    expect(html).not.toContain(free.title);
    expect(html).toMatch(/<a\b[^>]*aria-current="page"[^>]*>Codes promo<\/a>/);
    // The other tabs lead to the same search with their kind, or to all of them.
    expect(decode(html)).toContain(`href="/?q=${word}&type=free"`);
    expect(decode(html)).toContain(`href="/?q=${word}"`);
    const freeTab = await eventually(async () => {
      const res = await page(`/?type=free&q=${word}`);
      expect(res.html).toContain(free.title);
      return res.html;
    });
    expect(freeTab).not.toContain(code.title);
  });

  it('echoes nothing of a refused query into the page', async () => {
    const res = await page(`/?city=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(res.status).toBe(404);
    expect(res.html).not.toContain('<script>alert(1)');
  });

  it('leaves the shell itself, the offline fallback of the app, a static file', async () => {
    const res = await page('/index.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});
