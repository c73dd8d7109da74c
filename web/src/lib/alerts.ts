import type { DealAlert } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { api, apiPath } from './api-client';
import { UI } from './i18n';

// Keyword alerts are created from two features ("Mes alertes" and Home's search results), so the
// call and the cache key of the member's alerts live here.

/** The SWR key of the member's alerts (keyed by member too: another sign-in never sees them). */
export const alertsKey = (userId: string) => [apiPath('GET /api/alerts'), userId] as const;

/** What `POST /alerts` takes; the server checks it against the shared schema. */
export interface NewAlert {
  keywords: string;
  city?: string | null;
  category?: string | null;
}

/** Creates an alert; resolves with it and the server's confirmation. */
export async function createAlert(input: NewAlert) {
  const reply = await api.send('POST /api/alerts', { body: input, fallback: CLIENT_MSG.alertCreate });
  return { alert: reply.data, message: reply.message || UI.alertCreated };
}

/** The member's cached alerts with a new one on top (the list is newest first). */
export const withAlert = (alert: DealAlert) => (list: DealAlert[] | undefined) =>
  list && [alert, ...list.filter((a) => a.id !== alert.id)];
