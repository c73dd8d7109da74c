import { CITIES } from '../../../shared/cities';
import { CLIENT_MSG } from '../../../shared/client-messages';
import { api } from './api-client';
import { CACHE_KEYS } from './cache';
import { useList } from './catalog';

// Apart from catalog.ts so the 58 names stay out of the first bundle (only forms need them).

export async function fetchCities() {
  try {
    return await api.get<string[]>('/deals/cities', { fallback: CLIENT_MSG.cities });
  } catch (err) {
    // SPEC section 8: failures of these loads are only logged.
    console.warn('cities load failed', err);
    throw err;
  }
}

/** Supported cities, cached 24 h under `supported_cities`; the shared list stands in until the API answers. */
export const useCities = () => useList(CACHE_KEYS.cities, fetchCities, CITIES);
