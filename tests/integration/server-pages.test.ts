import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import type { Deal, MerchantMerge } from '@shared/api-types';
import { call, eventually, registerMember } from '../support/http';
import { adminToken, postDeal, uniqueWord } from '../support/deals';
import { realPhoto, uploadImage } from '../support/images';
import { canonicalOf, decode, jsonScript, metaOf, page, pageDataOf, titleOf } from '../support/pages';

// The public pages as a crawler, a link preview or a phone before any script reads them: rendered
// on the server by the app's own components (functions/site/render-page.ts, web/src/entry-server.tsx).

const base = inject('baseUrl');
const GUEST_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The cards of a rendered list: each deal's title and the link to its page. */
const cardsOf = (text: string) =>
  [...text.matchAll(/<a[^>]*href="\/deals\/([\w-]{16})"[^>]*>([^<]+)<\/a>/g)].map((m) => ({
    id: m[1],
    title: decode(m[2]),
  }));

describe('server-rendered pages', () => {
  it("paints Home, a city and category, and a search with their deals' titles, prices and links", async () => {
    const author = await registerMember();
    const word = `ssrword${Date.now().toString(36)}`;
    const posted = await postDeal(author.token, {
      title: `Smartphone ${word} à prix cassé`,
      city: 'Oran',
      category: 'Technologie',
      price: 54990,
      originalPrice: 64990,
    });
    for (const path of ['/', '/?city=Oran&category=Technologie', `/?q=${word}`]) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control'), path).toBe(GUEST_CACHE);
      const cards = cardsOf(res.html);
      expect(cards.find((card) => card.id === posted.id)?.title, path).toBe(posted.title);
      expect(res.html, path).toContain('54\u202F990\u00A0DA');
      // The first page is inlined for the app, under the key its list reads.
      const data = pageDataOf(res.html);
      const pages = Object.entries(data.entries).find(([key]) => key.startsWith('$inf$'));
      expect(pages?.[1], path).toMatchObject([
        { content: expect.arrayContaining([expect.objectContaining({ id: posted.id })]) },
      ]);
    }
    const searched = await page(`/?q=${word}`);
    expect(titleOf(searched.html)).toBe(
      `Recherche « ${word} » | DzDeals`.replace(/« | »/g, (m) => m.replace(' ', '\u202F')),
    );
    // The words searched keep their own direction (<bdi>), in either language.
    expect(searched.html).toContain(`Résultats pour «\u202F<bdi>${html(word)}</bdi>\u202F»`);
    const filtered = await page('/?city=Oran&category=Technologie');
    expect(filtered.html).toContain('Bons plans à Oran, catégorie Technologie');
    // Home's code comes with the page: its chunk and the list's.
    const home = await page('/');
    expect(home.html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-page-[\w-]+\.js" \/>/);
    expect(home.html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-body-[\w-]+\.js" \/>/);
    expect(home.html).not.toContain('skeleton-card');
  });

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
    expect(res.headers.get('cache-control')).toBe(GUEST_CACHE);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const { html: text } = res;
    expect(text).not.toContain('<script>alert(1)');
    expect(text).not.toContain('<b>immanquable');
    expect(text.match(/<title\b/g)).toHaveLength(1);
    expect(titleOf(text)).toBe(`${title} | DzDeals`);
    expect(decode(metaOf(text, 'og:title')!)).toBe(`${title} | DzDeals`);
    // The share text is the deal's description, not its title again.
    for (const name of ['description', 'og:description'])
      expect(decode(metaOf(text, name)!), name).toMatch(/^Une remise <\/script><b>immanquable/);
    expect(metaOf(text, 'og:type')).toBe('product');
    expect(metaOf(text, 'og:url')).toBe(`${base}/deals/${deal.id}`);
    expect(metaOf(text, 'og:image')).toBe(shared);
    expect(metaOf(text, 'twitter:card')).toBe('summary_large_image');
    expect(canonicalOf(text)).toBe(`${base}/deals/${deal.id}`);
    // The site-wide defaults of the shell are gone, replaced by the deal's.
    expect(text).not.toContain('content="/og-image.png"');
    expect(text).not.toContain('data-default');
    expect(jsonScript(text, 'application/ld+json')).toMatchObject({
      '@type': 'Product',
      name: title,
      image: shared,
      offers: { '@type': 'Offer', price: 62900, priceCurrency: 'DZD' },
    });
    expect(pageDataOf(text).entries[`/deals/${deal.id}`]).toEqual({
      ...deal,
      // A guest's page.
      followed: false,
      image: expect.any(Object),
      updatedAt: expect.any(String),
    });
    // The picture is the LCP: preloaded with the page, its variants offered by width.
    expect(text).toMatch(/<link rel="preload" as="image"[^>]*imageSrcSet="[^"]*-320\.webp 320w/i);
    // Painted without script: the title as the page's heading, the price never broken.
    expect(decode(text.match(/<h1 class="deal-title" dir="auto">([^<]*)<\/h1>/)![1])).toBe(title);
    expect(text).toContain('62\u202F900\u00A0DA');
    expect(text).toContain(`href="/membres/${author.username}"`);
    // The deal page's code and styles come with the page.
    expect(text).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/deal-page-[\w-]+\.js" \/>/);
    expect(text).toMatch(/<link rel="stylesheet" href="\/assets\/deals-[\w-]+\.css" \/>/);
  });

  it('falls back to the site picture, absolute, for a deal without one', async () => {
    const author = await registerMember();
    const deal = await postDeal(author.token, { title: 'Pack rentrée sans photo' });
    const { html: text } = await page(`/deals/${deal.id}`);
    expect(metaOf(text, 'og:image')).toBe(`${base}/og-image.png`);
  });

  it('answers 404 (noindex, the not-found page) for a deal that does not exist, or could not', async () => {
    for (const id of ['abcdefghijklmnop', 'pas-un-id', 'x'.repeat(300)]) {
      const res = await page(`/deals/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(metaOf(res.html, 'robots')).toBe('noindex');
      expect(res.html).toContain('<h1>Bon plan non trouvé</h1>');
      expect(canonicalOf(res.html)).toBeUndefined();
    }
    const author = await registerMember();
    const deal = await postDeal(author.token, { title: 'Bientôt supprimé' });
    const gone = await fetch(`${base}/api/deals/${deal.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(gone.status).toBe(200);
    const deleted = await page(`/deals/${deal.id}`);
    expect(deleted.status).toBe(404);
    expect(pageDataOf(deleted.html).errors[`/deals/${deal.id}`]).toMatchObject({ status: 404 });
  });

  it("never lets a cache store an answer to a request with credentials, and renders the guest's page", async () => {
    const author = await registerMember();
    const deal = await postDeal(author.token, { title: 'Vu par un membre' });
    const reader = await registerMember();
    expect((await call('PUT', `/api/deals/${deal.id}/save`, { token: reader.token })).status).toBe(200);
    for (const path of [`/deals/${deal.id}`, '/', `/membres/${author.username}`]) {
      const res = await page(path, { authorization: `Bearer ${reader.token}`, cookie: 'session=1' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    // The page is the guest's whoever asks: the member's star is filled in by the app.
    const { html: text } = await page(`/deals/${deal.id}`, { authorization: `Bearer ${reader.token}` });
    expect(pageDataOf(text).entries[`/deals/${deal.id}`]).toMatchObject({ saved: false, userVote: null });
  });

  it('leaves the deal forms and other screens to the static shells', async () => {
    for (const path of ['/deals/create', '/deals/abcdefghijklmnop/edit', '/login']) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.html, path).toContain('<!--page--><!--/page-->');
      expect(res.html, path).not.toContain('id="page-data"');
    }
  });

  it('gives About and Legal their own head in their shells, with absolute URLs of this site', async () => {
    for (const [path, title] of [
      ['/about', 'À propos | DzDeals'],
      ['/legal', 'Mentions légales | DzDeals'],
      ['/plan-du-site', 'Plan du site | DzDeals'],
    ]) {
      const { html: text } = await page(path);
      expect(titleOf(text), path).toBe(title);
      expect(decode(metaOf(text, 'og:title')!), path).toBe(title);
      expect(metaOf(text, 'og:image'), path).toBe(`${base}/og-image.png`);
      expect(metaOf(text, 'og:url'), path).toBe(`${base}${path}`);
      expect(canonicalOf(text), path).toBe(`${base}${path}`);
    }
    // Every other screen: the site's head, absolute too, and no address of its own.
    const other = await page('/login');
    expect(metaOf(other.html, 'og:image')).toBe(`${base}/og-image.png`);
    expect(other.html).not.toContain('og:url');
    expect(other.html).not.toContain('rel="canonical"');
    // The default picture is the 1200×630 the previews expect.
    const png = Buffer.from(await (await fetch(`${base}/og-image.png`)).arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    // An honest picture: no discount badge (the orange of a "-30 %") on the site's default.
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    let orange = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i] > 150 && data[i + 1] < 120) orange++;
    expect(orange).toBe(0);
  });
});

/** A merchant of its own, made by posting its deals (the API creates it with the first), and its slug. */
async function aMerchant(token: string, name: string, titles: string[], url?: string) {
  const deals: Deal[] = [];
  for (const title of titles) deals.push(await postDeal(token, { title, merchant: name, ...(url ? { url } : {}) }));
  const slug = deals[0].merchantSlug!;
  expect(deals.map((d) => d.merchantSlug)).toEqual(deals.map(() => slug));
  return { slug, deals };
}

describe('server-rendered merchant pages', () => {
  it("paints a merchant's page: its head, canonical address, counts, deals and data for the app", async () => {
    const author = await registerMember();
    const word = uniqueWord('shop');
    const name = `Boutique ${word}`;
    const { slug, deals } = await aMerchant(
      author.token,
      name,
      ['Casque audio sans fil en promotion', 'Enceinte portable soldée'],
      `https://www.${word}.dz/offres`,
    );
    expect(slug).toBe(`boutique-${word}`);
    const res = await page(`/marchands/${slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(GUEST_CACHE);
    const { html: text } = res;
    expect(titleOf(text)).toBe(`Bons plans ${name}\u00A0: codes promo et promotions | DzDeals`);
    expect(decode(metaOf(text, 'description')!)).toBe(
      `Les bons plans, codes promo et promotions ${name} partagés et votés par la communauté DzDeals\u00A0: ` +
        '2\u00A0bons plans, dont 2\u00A0en cours.',
    );
    expect(metaOf(text, 'og:url')).toBe(`${base}/marchands/${slug}`);
    expect(canonicalOf(text)).toBe(`${base}/marchands/${slug}`);
    expect(jsonScript(text, 'application/ld+json')).toMatchObject({
      '@type': 'CollectionPage',
      about: { '@type': 'Organization', name, sameAs: [`https://${word}.dz`] },
    });
    // Painted without script: the name, its counts, its deals newest first.
    expect(text).toContain(`<h1 id="merchant-name" dir="auto">${name}</h1>`);
    expect(text).toContain('2\u00A0bons plans');
    expect(text).toContain('2\u00A0actifs');
    expect(cardsOf(text).map((card) => card.id)).toEqual([deals[1].id, deals[0].id]);
    // The cards' merchant names lead back here.
    expect(text).toContain(`href="/marchands/${slug}"`);
    // The merchant and the first page of its deals, inlined for the app (a guest's: not followed).
    const data = pageDataOf(text);
    expect(data.entries[`/merchants/${slug}`]).toMatchObject({ slug, name, dealsCount: 2, followed: false });
    const pages = Object.entries(data.entries).find(([key]) => key.startsWith('$inf$'));
    expect(pages?.[0]).toContain(`merchant=${slug}`);
    expect(pages?.[1]).toMatchObject([{ content: [{ id: deals[1].id }, { id: deals[0].id }] }]);
    // The page's code comes with it.
    expect(text).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/merchant-page-[\w-]+\.js" \/>/);
  });

  it('answers a 301 to the merchant an alias was merged into, and the 404 page for a merchant nobody knows', async () => {
    const author = await registerMember();
    const word = uniqueWord('shop');
    const target = await aMerchant(author.token, `Magasin ${word}`, ['Lave-linge 8 kg en promotion']);
    const alias = await aMerchant(author.token, `Magasin ${word} DZ`, ['Réfrigérateur combiné soldé']);
    const merged = await call<MerchantMerge>('POST', `/api/admin/merchants/${alias.slug}/merge`, {
      token: await adminToken(),
      body: { into: target.slug },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.data).toMatchObject({ merchant: { slug: target.slug }, movedDeals: 1, done: true });

    const moved = await fetch(`${base}/marchands/${alias.slug}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/marchands/${target.slug}`);
    expect(moved.headers.get('cache-control')).toBe('private, no-store');
    const landed = await page(`/marchands/${alias.slug}`);
    expect(landed.status).toBe(200);
    expect(titleOf(landed.html)).toBe(`Bons plans Magasin ${word}\u00A0: codes promo et promotions | DzDeals`);
    expect(cardsOf(landed.html)).toHaveLength(2);

    for (const slug of ['personne-ici-42', 'Pas%20un%20slug', 'x'.repeat(300)]) {
      const res = await page(`/marchands/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.headers.get('cache-control'), slug).toBe('private, no-store');
      expect(metaOf(res.html, 'robots'), slug).toBe('noindex');
      expect(res.html, slug).toContain('<h1>Marchand introuvable</h1>');
      expect(canonicalOf(res.html), slug).toBeUndefined();
    }
  });
});
