import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@functions/routes';

const API_DOC = join(import.meta.dirname, '../../docs/api.md');

/**
 * The rows of docs/api.md's endpoint table (its "## Routes" section): method, path, access and
 * handler, code spans unwrapped. Throws when the section or its header is not where it was.
 */
function documentedRoutes(markdown: string) {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Routes\n'));
  if (!section) throw new Error('docs/api.md has no "## Routes" section');
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim().replace(/^`(.*)`$/, '$1')),
    );
  const [header, rule, ...body] = rows;
  expect(header.slice(0, 4)).toEqual(['method', 'path', 'access', 'handler (`functions/`)']);
  expect(rule.every((cell) => /^-+$/.test(cell))).toBe(true);
  return body.map(([method, path, access, handler]) => ({ method, path, access, handler }));
}

describe('docs/api.md', () => {
  it('lists every route of the manifest, in its order, with its access level and handler', () => {
    const documented = documentedRoutes(readFileSync(API_DOC, 'utf8'));
    const manifest = ROUTES.map(({ method, path, access, handler }) => ({ method, path, access, handler }));
    expect(documented).toEqual(manifest);
  });

  it('reads the table of the Routes section only, and fails without one', () => {
    const table = [
      '## Routes',
      '',
      '| method | path | access | handler (`functions/`) | success |',
      '| ------ | ---- | ------ | ---------------------- | ------- |',
      '| `GET`  | `/api/deals/{id}` | public | `deals/get-deal` | `Deal` |',
      '',
      '## Conventions',
      '| status | when |',
    ].join('\n');
    expect(documentedRoutes(table)).toEqual([
      { method: 'GET', path: '/api/deals/{id}', access: 'public', handler: 'deals/get-deal' },
    ]);
    expect(() => documentedRoutes('# API\n\nNo table.')).toThrow(/Routes/);
  });
});
