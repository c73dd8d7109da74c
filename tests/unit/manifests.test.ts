import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOBS } from '@functions/job-manifest';
import { localizedKeys, manifestKeyOf, matchRoute, ROUTES, routeKey } from '@functions/routes';

const FUNCTIONS_DIR = join(import.meta.dirname, '../../functions');

describe('the route manifest', () => {
  it('declares a throttle on every route that writes, and none on a route that only reads', () => {
    for (const route of ROUTES) {
      const writes = route.grants.includes('table:write');
      expect(route.throttle !== undefined, routeKey(route)).toBe(writes);
    }
  });
});

describe('the pages in every language', () => {
  it('matches `/ar/...` against the localized pages, with the route key API Gateway gives it', () => {
    expect(ROUTES.flatMap(localizedKeys)).toEqual([
      'GET /ar/deals/{id}',
      'GET /ar/membres/{username}',
      'GET /ar/marchands/{slug}',
      'GET /ar',
    ]);
    expect(matchRoute('GET', '/ar/deals/AbCdEfGhIjKlMn_-')).toMatchObject({
      route: { handler: 'site/render-deal-page' },
      params: { id: 'AbCdEfGhIjKlMn_-' },
      key: 'GET /ar/deals/{id}',
    });
    expect(matchRoute('GET', '/ar')).toMatchObject({ route: { handler: 'site/render-home-page' }, key: 'GET /ar' });
    expect(matchRoute('GET', '/ar/membres/Karim')).toMatchObject({ params: { username: 'Karim' } });
    // An Arabic slug comes percent-encoded: its param is the slug itself.
    expect(matchRoute('GET', `/ar/marchands/${encodeURIComponent('متجر-الامل')}`)).toMatchObject({
      route: { handler: 'site/render-merchant-page' },
      params: { slug: 'متجر-الامل' },
      key: 'GET /ar/marchands/{slug}',
    });
    expect(matchRoute('GET', '/deals/AbCdEfGhIjKlMn_-')).toMatchObject({ key: 'GET /deals/{id}' });
    // Only the pages: the API, the site files and the app's screens are not under /ar.
    for (const path of ['/ar/api/deals', '/ar/sitemap.xml', '/ar/login', '/arabe/deals/x'])
      expect(matchRoute('GET', path), path).toBeNull();
    expect(manifestKeyOf('GET /ar/membres/{username}')).toBe('GET /membres/{username}');
    expect(manifestKeyOf('GET /api/deals')).toBe('GET /api/deals');
  });
});

describe('the jobs manifest', () => {
  it.each(Object.entries(JOBS))('%s: a handler module, a trigger and a timeout Lambda takes', (_, job) => {
    expect(existsSync(join(FUNCTIONS_DIR, `${job.handler}.ts`)), job.handler).toBe(true);
    expect(job.timeoutSeconds).toBeGreaterThan(0);
    expect(job.timeoutSeconds).toBeLessThanOrEqual(900);
    const { trigger } = job;
    if (trigger.kind === 'schedule') {
      if (typeof trigger.expression === 'string') expect(trigger.expression).toMatch(/^(cron|rate)\(.+\)$/);
      expect(trigger.retries).toBeGreaterThanOrEqual(0);
    } else if (trigger.kind === 'images-created') {
      // Only originals run it: a prefix the variants it writes (under images/) never start with.
      expect(trigger.prefix).toMatch(/^[a-z]+\/$/);
      expect('images/'.startsWith(trigger.prefix)).toBe(false);
      expect(trigger.retries).toBeGreaterThanOrEqual(0);
      expect(trigger.retries).toBeLessThanOrEqual(2);
    } else {
      // A filter with no key condition would hand over every change of its kinds.
      for (const filter of Object.values(trigger.filters)) {
        expect(filter.events.length).toBeGreaterThan(0);
        expect(Object.keys(filter.keys).length).toBeGreaterThan(0);
      }
    }
  });

  it('gives each job a handler of its own, apart from the routes’', () => {
    const handlers = Object.values(JOBS).map((job) => job.handler);
    expect(new Set(handlers).size).toBe(handlers.length);
    for (const route of ROUTES) expect(handlers).not.toContain(route.handler);
  });
});
