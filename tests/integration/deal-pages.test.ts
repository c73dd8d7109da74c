import { describe, expect, inject, it } from 'vitest';
import type { Deal } from '@shared/api-types';
import { call, eventually, registerMember } from '../support/http';
import { postDeal } from '../support/deals';
import { realPhoto, uploadImage } from '../support/images';

// The deal page as a crawler or a link preview reads it: plain HTTP, no script
// (functions/site/render-deal-page.ts, docs/architecture.md#server-rendered-deal-pages).

const base = inject('baseUrl');
const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, { headers });
  return { status: res.status, headers: res.headers, html: await res.text() };
};
/** The content of `<meta {attr}="{key}" content="…">`, HTML entities left as they are. */
const metaOf = (html: string, key: string) =>
  [...html.matchAll(/<meta\b[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => tag.includes(`"${key}"`))
    ?.match(/content="([^"]*)"/)?.[1];
const decode = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );
const jsonScript = (html: string, type: string) =>
  JSON.parse(html.match(new RegExp(`<script[^>]*type="${type.replace('+', '\\+')}"[^>]*>([\\s\\S]*?)</script>`))![1]);

describe('server-rendered deal pages', () => {
  it("carries the deal's title, description, absolute picture and URL, JSON-LD and data, escaped", async () => {
    const author = await registerMember();
    const upload = await uploadImage(author.token, await realPhoto(900, 600), { filename: 'photo.jpg' });
    // Markup and replacement patterns in the text must come out as text.
    const title = 'Promo <script>alert(1)</script> "choc" & $& prix fou';
    const deal = await postDeal(author.token, {
      title,
      description: 'Une remise </script><b>immanquable</b> sur tout le rayon, livraison offerte.',
      imageUrl: upload.body.data.url,
      price: 62900,
      originalPrice: 79900,
    });
    // Previews get the widest JPEG variant (the original is never served), once it exists.
    const shared = await eventually(async () => {
      const { image } = (await call<Deal>('GET', `/api/deals/${deal.id}`)).body.data;
      expect(image).not.toBeNull();
      return `${base}${image!.variants.at(-1)!.jpeg}`;
    }, 60_000);
    expect(shared).toMatch(/-900\.jpg$/);

    const res = await page(`/deals/${deal.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const { html } = res;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>immanquable');
    expect(html.match(/<title\b/g)).toHaveLength(1);
    expect(decode(html.match(/<title data-default>([^<]*)<\/title>/)![1])).toBe(`${title} | DzDeals`);
    expect(decode(metaOf(html, 'og:title')!)).toBe(`${title} | DzDeals`);
    expect(decode(metaOf(html, 'description')!)).toMatch(/^Promo <script>.* : Une remise/);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:url')).toBe(`${base}/deals/${deal.id}`);
    expect(metaOf(html, 'og:image')).toBe(shared);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link data-default rel="canonical" href="${base}/deals/${deal.id}" />`);
    // The site-wide defaults of the shell are gone, replaced by the deal's.
    expect(html).not.toContain('content="/og-image.png"');
    expect(jsonScript(html, 'application/ld+json')).toMatchObject({
      '@type': 'Product',
      name: title,
      image: shared,
      offers: { '@type': 'Offer', price: 62900, priceCurrency: 'DZD' },
    });
    expect(jsonScript(html, 'application/json')).toEqual({
      deal: { ...deal, image: expect.any(Object), updatedAt: expect.any(String) },
    });
    // Painted without script: the title as the page's heading, the price never broken.
    expect(decode(html.match(/<h1 class="deal-title">([^<]*)<\/h1>/)![1])).toBe(title);
    expect(html).toContain('62\u202F900\u00A0DA');
    // The deal page's code and styles come with the page.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/deal-page-[\w-]+\.js" \/>/);
  });

  it('falls back to the site picture, absolute, for a deal without one', async () => {
    const author = await registerMember();
    const deal = await postDeal(author.token, { title: 'Pack rentrée sans photo' });
    const { html } = await page(`/deals/${deal.id}`);
    expect(metaOf(html, 'og:image')).toBe(`${base}/og-image.png`);
  });

  it('answers 404 (noindex, the not-found page) for a deal that does not exist, or could not', async () => {
    for (const id of ['abcdefghijklmnop', 'pas-un-id', 'x'.repeat(300)]) {
      const res = await page(`/deals/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(metaOf(res.html, 'robots')).toBe('noindex');
      expect(res.html).toContain('<h1>Bon plan non trouvé</h1>');
      expect(res.html).not.toContain('rel="canonical"');
    }
    const deleted = await (async () => {
      const author = await registerMember();
      const deal = await postDeal(author.token, { title: 'Bientôt supprimé' });
      const gone = await fetch(`${base}/api/deals/${deal.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${author.token}` },
      });
      expect(gone.status).toBe(200);
      return page(`/deals/${deal.id}`);
    })();
    expect(deleted.status).toBe(404);
    expect(jsonScript(deleted.html, 'application/json')).toEqual({ missingDeal: expect.any(String) });
  });

  it('never lets a cache store an answer to a request with credentials', async () => {
    const author = await registerMember();
    const deal = await postDeal(author.token, { title: 'Vu par un membre' });
    const res = await page(`/deals/${deal.id}`, { authorization: `Bearer ${author.token}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves the deal forms, Home and other screens to the static shells', async () => {
    for (const path of ['/deals/create', '/deals/abcdefghijklmnop/edit', '/about']) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.html, path).toContain('<!--page--><!--/page-->');
      expect(res.html, path).not.toContain('id="page-data"');
    }
    const home = await page('/');
    expect(home.html).toMatch(/<!--page-->[\s\S]*class="deal-card skeleton-card skeleton"[\s\S]*<!--\/page-->/);
    expect(home.html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-page-[\w-]+\.js" \/>/);
  });

  it('gives Home, About and Legal their own head in their shells, with absolute URLs of this site', async () => {
    for (const [path, title] of [
      ['/', 'Bons plans, promos et réductions en Algérie | DzDeals'],
      ['/about', 'À propos | DzDeals'],
      ['/legal', 'Mentions légales | DzDeals'],
    ]) {
      const { html } = await page(path);
      expect(decode(html.match(/<title data-default>([^<]*)<\/title>/)![1]), path).toBe(title);
      expect(decode(metaOf(html, 'og:title')!), path).toBe(title);
      expect(metaOf(html, 'og:image'), path).toBe(`${base}/og-image.png`);
      expect(metaOf(html, 'og:url'), path).toBe(`${base}${path}`);
      expect(html, path).toContain(`<link data-default rel="canonical" href="${base}${path}" />`);
    }
    // Every other screen: the site's head, absolute too, and no address of its own.
    const other = await page('/login');
    expect(metaOf(other.html, 'og:image')).toBe(`${base}/og-image.png`);
    expect(other.html).not.toContain('og:url');
    expect(other.html).not.toContain('rel="canonical"');
    // The default picture is the 1200×630 the previews expect.
    const png = Buffer.from(await (await fetch(`${base}/og-image.png`)).arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
