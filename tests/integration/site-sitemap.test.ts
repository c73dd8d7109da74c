import { describe, expect, inject, it } from 'vitest';
import { call, registerMember } from '../support/http';
import { postDeal } from '../support/deals';

const base = inject('baseUrl');
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

describe('sitemap and robots', () => {
  it('lists the public pages and every deal with its last modification, from the site’s origin', async () => {
    const member = await registerMember();
    const deal = await postDeal(member.token);
    // The site's address (SITE_URL; locally the server's own), whatever the request's headers claim.
    const res = await get('/sitemap.xml', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.dzdeals.example' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const xml = await res.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    for (const page of ['/', '/about', '/legal', '/plan-du-site']) expect(xml).toContain(`<loc>${base}${page}</loc>`);
    // Each page in each language, with its versions (server-pages-ar.test.ts).
    expect(xml).toContain(`<url><loc>${base}/deals/${deal.id}</loc><lastmod>${deal.updatedAt}</lastmod><xhtml:link`);
    expect(xml).toContain(`<url><loc>${base}/ar/deals/${deal.id}</loc><lastmod>${deal.updatedAt}</lastmod><xhtml:link`);
    expect(xml).not.toContain('www.dzdeals.example');
    expect(Number(res.headers.get('x-ddb-round-trips'))).toBeLessThanOrEqual(3);

    // An edit moves lastmod; a delete removes the entry.
    const edit = await call('PUT', `/api/deals/${deal.id}`, {
      token: member.token,
      body: {
        title: 'Titre modifié du bon plan',
        description: 'Description modifiée du bon plan.',
        price: 10,
        city: 'Alger',
        category: 'Autres',
      },
    });
    const after = await (await get('/sitemap.xml')).text();
    expect(after).toContain(`/deals/${deal.id}</loc><lastmod>${edit.body.data.updatedAt}</lastmod>`);
    await call('DELETE', `/api/deals/${deal.id}`, { token: member.token });
    expect(await (await get('/sitemap.xml')).text()).not.toContain(deal.id);
  });

  it('serves robots.txt pointing at the site’s sitemap', async () => {
    const res = await get('/robots.txt', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'bonsplans.example.dz' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(text).not.toContain('bonsplans.example.dz');
  });
});
