import { CLIENT_MSG } from '@shared/client-messages';
import { api } from '@web/lib/api-client';

/** Ends every session of the member, this one included. */
export const logoutAll = () => api.post<null>('/auth/logout-all', undefined, { fallback: CLIENT_MSG.logoutAll });
