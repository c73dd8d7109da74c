import { CITIES } from '@shared/cities';
import { api, ok } from '../http/api';

export const handler = api('GET /api/deals/cities', {}, async () => ok(CITIES));
