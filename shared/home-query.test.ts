import { describe, expect, it } from 'vitest';
import {
  canonicalHomeSearch,
  HOME_PAGE_MAX,
  HOME_QUERY_RULES,
  homeSearchOf,
  normalizeHomePairs,
  parseHomeQuery,
} from './home-query';
import { HOME_QUERY_MSG } from './client-messages';
import { SEARCH_MAX_LENGTH } from './limits';

describe("Home's query, normalised (the cache key)", () => {
  it.each([
    ['', ''],
    ['?', ''],
    // Tracking and unknown parameters never split the cache.
    ['?fbclid=IwAR0abc&utm_source=facebook&utm_medium=social&gclid=x&ref=share', ''],
    ['?city=Oran&fbclid=IwAR0&utm_campaign=ete', '?city=Oran'],
    // Sorted by name, whatever the order sent.
    ['?sort=hot&city=Oran&category=Technologie', '?category=Technologie&city=Oran&sort=hot'],
    ['?category=Technologie&sort=hot&city=Oran', '?category=Technologie&city=Oran&sort=hot'],
    // Defaults and blanks dropped; values trimmed; a page without its leading zeros.
    ['?sort=new&page=1&q=&city=%20%20', ''],
    ['?page=001&q=%20%20t%C3%A9l%C3%A9%204K%20', '?q=t%C3%A9l%C3%A9+4K'],
    ['?page=02', '?page=2'],
    ['?q=tv+4k', '?q=tv+4k'],
    ['?expired=1', '?expired=1'],
    // The first value of a repeated name, as URLSearchParams.get reads it (the app does).
    ['?city=Oran&city=Alger', '?city=Oran'],
    ['?city=&city=Alger', ''],
    // Names are case-sensitive, as in the app.
    ['?City=Oran&Q=tv', ''],
    // What the page refuses is kept, for the handler to answer 400 or 404.
    ['?city=Paris&sort=top&page=abc&expired=0', '?city=Paris&expired=0&page=abc&sort=top'],
  ])('%s → %j', (search, expected) => expect(canonicalHomeSearch(search)).toBe(expected));

  it('is the same function on pairs, self-contained (CloudFront runs its source)', () => {
    const run = new Function(`return (${normalizeHomePairs.toString()});`)() as typeof normalizeHomePairs;
    const pairs: [string, string][] = [
      ['utm_source', 'x'],
      ['sort', 'hot'],
      ['page', '0003'],
      ['city', ' Oran '],
      ['sort', 'new'],
    ];
    const expected = [
      ['city', 'Oran'],
      ['page', '3'],
      ['sort', 'hot'],
    ];
    expect(normalizeHomePairs(pairs, HOME_QUERY_RULES)).toEqual(expected);
    expect(run(pairs, JSON.parse(JSON.stringify(HOME_QUERY_RULES)))).toEqual(expected);
  });
});

describe("Home's query, parsed", () => {
  it('reads the default page from no query, and every field from a full one', () => {
    expect(parseHomeQuery('')).toEqual({
      ok: true,
      query: {
        search: '',
        city: '',
        category: '',
        sort: 'new',
        period: 'day',
        type: '',
        exact: false,
        hideExpired: true,
        page: 1,
      },
    });
    expect(parseHomeQuery('?q=+t%C3%A9l%C3%A9+&city=Oran&category=Technologie&sort=hot&expired=1&page=3')).toEqual({
      ok: true,
      query: {
        search: 'télé',
        city: 'Oran',
        category: 'Technologie',
        sort: 'hot',
        period: 'day',
        type: '',
        exact: false,
        hideExpired: false,
        page: 3,
      },
    });
    // A search: relevance unless it says new or hot; exact=1 as typed.
    expect(parseHomeQuery('?q=robe')).toMatchObject({ ok: true, query: { sort: 'relevance', exact: false } });
    expect(parseHomeQuery('?q=robe&sort=new&exact=1')).toMatchObject({ ok: true, query: { sort: 'new', exact: true } });
    expect(parseHomeQuery('?sort=relevance')).toMatchObject({ ok: false, status: 400, param: 'sort' });
    expect(parseHomeQuery('?q=robe&exact=yes')).toMatchObject({ ok: false, status: 400, param: 'exact' });
    // A search's sort=new is a choice: kept in the canonical query (the cache key).
    expect(canonicalHomeSearch('?sort=new&q=robe')).toBe('?q=robe&sort=new');
    expect(canonicalHomeSearch('?sort=new')).toBe('');
    // Tracking parameters are no reason to refuse a page.
    expect(parseHomeQuery('?city=B%C3%A9ja%C3%AFa&fbclid=abc&utm_source=x').ok).toBe(true);
    expect(parseHomeQuery(new URLSearchParams({ page: String(HOME_PAGE_MAX) })).ok).toBe(true);
  });

  it.each([
    ['?city=Paris', 404, 'city', HOME_QUERY_MSG.city],
    ['?city=oran', 404, 'city', HOME_QUERY_MSG.city],
    ['?category=Jardinage', 404, 'category', HOME_QUERY_MSG.category],
    [`?page=${HOME_PAGE_MAX + 1}`, 404, 'page', HOME_QUERY_MSG.pageTooFar],
    [`?page=${'9'.repeat(40)}`, 404, 'page', HOME_QUERY_MSG.pageTooFar],
    ['?sort=best', 400, 'sort', HOME_QUERY_MSG.sort],
    ['?sort=top&period=year', 400, 'period', HOME_QUERY_MSG.period],
    ['?sort=hot&period=week', 400, 'period', HOME_QUERY_MSG.period],
    ['?sort=HOT', 400, 'sort', HOME_QUERY_MSG.sort],
    ['?type=coupon', 400, 'type', HOME_QUERY_MSG.type],
    ['?type=Code', 400, 'type', HOME_QUERY_MSG.type],
    ['?expired=0', 400, 'expired', HOME_QUERY_MSG.expired],
    ['?expired=true', 400, 'expired', HOME_QUERY_MSG.expired],
    ['?page=abc', 400, 'page', HOME_QUERY_MSG.page],
    ['?page=0', 400, 'page', HOME_QUERY_MSG.page],
    ['?page=-2', 400, 'page', HOME_QUERY_MSG.page],
    ['?page=1.5', 400, 'page', HOME_QUERY_MSG.page],
    ['?page=1e3', 400, 'page', HOME_QUERY_MSG.page],
    [`?q=${'a'.repeat(SEARCH_MAX_LENGTH + 1)}`, 400, 'q', HOME_QUERY_MSG.searchLength],
    ['?q=t%00v', 400, 'q', HOME_QUERY_MSG.searchChars],
    ['?q=t%0Av', 400, 'q', HOME_QUERY_MSG.searchChars],
  ])('refuses %s with %i (%s)', (search, status, param, message) =>
    expect(parseHomeQuery(search)).toEqual({ ok: false, status, param, message }),
  );

  it('reads the tabs Discutés and Les + hot with its period, the day by default', () => {
    const top = parseHomeQuery('?sort=top&period=month');
    expect(top).toMatchObject({ ok: true, query: { sort: 'top', period: 'month' } });
    if (top.ok) expect(homeSearchOf(top.query)).toBe('?period=month&sort=top');
    const day = parseHomeQuery('?sort=top&period=day');
    if (day.ok) expect(homeSearchOf(day.query)).toBe('?sort=top');
    expect(parseHomeQuery('?sort=discussed')).toMatchObject({ ok: true, query: { sort: 'discussed', period: 'day' } });
  });

  it('reads the type tabs, with any order, filter and search, and writes them back', () => {
    for (const type of ['deal', 'code', 'free'] as const) {
      expect(parseHomeQuery(`?type=${type}`)).toMatchObject({ ok: true, query: { type, sort: 'new' } });
    }
    expect(parseHomeQuery('?type=free&sort=top&period=week')).toMatchObject({
      ok: true,
      query: { type: 'free', sort: 'top', period: 'week' },
    });
    const mixed = parseHomeQuery('?type=code&sort=hot&city=Oran&category=Mode&q=robe&expired=1');
    expect(mixed).toMatchObject({
      ok: true,
      query: { type: 'code', sort: 'hot', city: 'Oran', category: 'Mode', search: 'robe', hideExpired: false },
    });
    if (mixed.ok)
      expect(homeSearchOf(mixed.query)).toBe('?category=Mode&city=Oran&expired=1&q=robe&sort=hot&type=code');
    // A blank type is all of them; the cache key keeps the type after the other parameters.
    expect(parseHomeQuery('?type=')).toMatchObject({ ok: true, query: { type: '' } });
    expect(canonicalHomeSearch('?type=free&utm_source=x&sort=top')).toBe('?sort=top&type=free');
  });

  it('accepts a search of the longest length', () => {
    expect(parseHomeQuery(`?q=${'a'.repeat(SEARCH_MAX_LENGTH)}`).ok).toBe(true);
  });

  it('writes a state back as its canonical query', () => {
    for (const search of [
      '',
      '?city=Oran',
      '?category=Mode&city=Oran&expired=1&page=2&q=robe+d%27%C3%A9t%C3%A9&sort=hot',
      '?city=Oran&type=free',
    ]) {
      const parsed = parseHomeQuery(search);
      if (!parsed.ok) throw new Error(search);
      expect(homeSearchOf(parsed.query)).toBe(search);
    }
  });
});
