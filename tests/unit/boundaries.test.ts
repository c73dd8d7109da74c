import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundaries are enforced by the lint run itself: these go through the repository's ESLint
// config, as `npm run lint` does.

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../..') });

async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(import.meta.dirname, '../..', file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/zones').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['web/src/lib/x.ts', "export { handler } from '@functions/deals/get-deal';"],
    ['web/src/lib/x.ts', "export { ROUTES } from '../../../functions/routes';"],
    ['web/src/app/x.ts', "export * from '../../../infra/aws/config';"],
    ['functions/deals/x.ts', "export { api } from '@web/lib/api-client';"],
    ['shared/x.ts', "export { ROUTES } from '../functions/routes';"],
    ['web/src/features/home/x.ts', "export { DealPage } from '@web/features/deals/pages/deal-page';"],
    ['web/src/features/home/x.ts', "export const page = () => import('../profile/pages/profile-page');"],
    ['web/src/lib/x.ts', "export { HomePage } from '../features/home/pages/home-page';"],
    ['functions/lib/x.ts', "export { getUserById } from '../data/members/users';"],
    ['functions/data/deals/x.ts', "export { api } from '../../http/api';"],
    ['functions/data/members/x.ts', "export { ROUTES } from '@functions/routes';"],
    ['functions/data/x.ts', "export { handler } from '../deals/get-deal';"],
    ['functions/lib/x.ts', "export { getUser } from '../data/users';"],
    ['functions/data/x.ts', "export type { Member } from '../http/api';"],
    ['functions/data/deals/x.ts', "export { requireAuthorOrAdmin } from '@functions/deals/author-or-admin';"],
  ])('refuses %s importing across a boundary: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['web/src/features/home/x.ts', "export { DealCard } from '@web/components/deals/deal-card';"],
    ['web/src/features/home/x.ts', "export { DealList } from './components/deal-list';"],
    ['web/src/app/x.ts', "export const page = () => import('@web/features/home/pages/home-page');"],
    ['functions/deals/x.ts', "export { MSG } from '@shared/messages';"],
    ['functions/data/deals/x.ts', "export { HttpError } from '../../lib/errors';"],
    ['functions/data/deals/x.ts', "export { transact } from '../table/dynamo';"],
    ['functions/deals/x.ts', "export { setVote } from '../data/deals/votes';"],
    ['functions/http/x.ts', "export { getUserById } from '@functions/data/members/users';"],
    ['shared/schemas/x.ts', "export { MSG } from '../messages';"],
    ['infra/aws/x.ts', "export { ROUTES } from '@functions/routes';"],
  ])('lets %s import %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
