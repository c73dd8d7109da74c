import { CITIES } from '../../shared/cities';
import { api, ok } from '../lib/http';

export const handler = api({}, async () => ok(CITIES));
