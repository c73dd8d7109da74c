import { CLIENT_MSG } from '@shared/client-messages';
import { api } from '@web/lib/api-client';

/** Ends every session of the member, this one included. */
export const logoutAll = () => api.call('POST /api/auth/logout-all', { fallback: CLIENT_MSG.logoutAll });
