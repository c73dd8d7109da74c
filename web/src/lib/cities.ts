import { CITIES } from '@shared/cities';
import { CLIENT_MSG } from '@shared/client-messages';
import { CATALOG_KEYS, useList } from './catalog';

// Apart from catalog.ts so the 58 names stay out of the first bundle (only forms need them).

/** Supported cities, kept 24 h under `supported_cities`; the shared list stands in until the API answers. */
export const useCities = () => useList('GET /api/deals/cities', CLIENT_MSG.cities, CATALOG_KEYS.cities, CITIES);
