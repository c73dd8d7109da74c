import { CATEGORIES } from '@shared/categories';
import { api, ok } from '../http/api';

export const handler = api('GET /api/deals/categories', {}, async () => ok(CATEGORIES));
