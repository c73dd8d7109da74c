import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { CATEGORIES } from '@shared/categories';
import { CITIES } from '@shared/cities';
import { call, registerMember } from '../support/http';

describe('HTTP conventions', () => {
  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await call('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, data: null, message: 'Ressource introuvable' });
  });

  it('serves the catalogues the forms and filters offer: every city and category, in order', async () => {
    // The web falls back to a built-in list when these fail, which would hide a broken route.
    const cities = await call('GET', '/api/deals/cities');
    expect(cities.status).toBe(200);
    expect(cities.body).toEqual({ success: true, data: [...CITIES], message: null });
    expect(cities.body.data).toHaveLength(58);
    const categories = await call('GET', '/api/deals/categories');
    expect(categories.status).toBe(200);
    expect(categories.body).toEqual({ success: true, data: [...CATEGORIES], message: null });
  });

  it('rejects malformed JSON with a 400 and a French message', async () => {
    const res = await call('POST', '/api/auth/register', { rawBody: '{"username": ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Le corps de la requête doit être un JSON valide');
  });

  it('rejects a JSON body over 1 MB with a 413', async () => {
    const res = await call('POST', '/api/auth/login', {
      body: { email: 'a@b.dz', password: 'x'.repeat(1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('La requête est trop volumineuse');
  });

  it('names the invalid fields in French', async () => {
    const res = await call('POST', '/api/auth/register', {
      body: { username: 'ab', email: 'pas-un-email', password: 'court', city: 'Paris' },
    });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({
      errors: {
        username: 'Le nom d’utilisateur doit contenir entre 3 et 30 caractères',
        email: 'Adresse email invalide',
        password: 'Le mot de passe doit contenir au moins 8 caractères',
        city: 'Veuillez choisir une ville de la liste',
      },
    });
    expect(res.body.message).toMatch(/nom d’utilisateur/i);
  });

  it('sends the security headers on API responses and on pages', async () => {
    const api = await call('GET', '/api/deals/cities');
    const page = await fetch(`${inject('baseUrl')}/profile`);
    for (const headers of [api.headers, page.headers]) {
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves deep links with index.html and answers missing assets with 404', async () => {
    const base = inject('baseUrl');
    const deep = await fetch(`${base}/deals/123/edit`);
    expect(deep.status).toBe(200);
    expect(deep.headers.get('content-type')).toContain('text/html');
    // Compressed like CloudFront does: fetch asks for gzip and inflates transparently.
    expect(deep.headers.get('content-encoding')).toBe('gzip');
    expect(await deep.text()).toContain('<div id="root">');
    expect((await fetch(`${base}/assets/absent-file.js`)).status).toBe(404);
  });

  it('requires a token on member routes and rejects a forged one', async () => {
    expect((await call('GET', '/api/auth/me')).status).toBe(401);
    const member = await registerMember();
    const [header, payload] = member.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const res = await call('GET', '/api/auth/me', { token: forged });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });
});
