import { loadLanguages } from '@shared/i18n/catalogue';

// The catalogues' texts (MSG, FIELD_MSG...) are read in the current language, French outside a
// request: loaded before any test reads one (shared/i18n/catalogue.ts).
await loadLanguages();
