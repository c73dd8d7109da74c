import { CATEGORIES } from '../../shared/categories';
import { api, ok } from '../lib/http';

export const handler = api({}, async () => ok(CATEGORIES));
