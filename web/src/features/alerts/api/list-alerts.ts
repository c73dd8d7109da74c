import useSWR from 'swr';
import { CLIENT_MSG } from '@shared/client-messages';
import { alertsKey } from '@web/lib/alerts';
import { api, type ApiPath } from '@web/lib/api-client';

const listAlerts = ([path]: readonly [ApiPath<'GET /api/alerts'>, string]) =>
  api.read(path, { fallback: CLIENT_MSG.alerts });

/** The member's alerts, newest first; read again each time "Mes alertes" opens. */
export const useAlerts = (userId: string | null | undefined) =>
  useSWR(userId ? alertsKey(userId) : null, listAlerts, { revalidateOnFocus: false });
