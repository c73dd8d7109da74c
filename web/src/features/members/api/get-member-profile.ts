import useSWR from 'swr';
import type { PublicProfile } from '@shared/api-types';
import { api, apiPath, ApiError, type ApiPath } from '@web/lib/api-client';
import { useInlineEntry } from '@web/lib/page-data';
import type { Load } from '@web/lib/page-reads';

/** The SWR key of a member's public profile (the API path; names are found whatever their case). */
export const memberProfileKey = (username: string) => apiPath('GET /api/users/{username}', { params: { username } });

const getMemberProfile = (key: ApiPath<'GET /api/users/{username}'>) => api.read(key);

/** A member page's read (its route's loader): the server inlines it, the browser starts it early. */
export function loadMemberProfile(load: Load, username: string) {
  const key = memberProfileKey(username);
  return load(key, () => getMemberProfile(key), { main: true, eager: true });
}

/**
 * A member's public profile, read fresh each time the page opens, unless the server-rendered page
 * came with it. `missing`: no such member (404), or a suspended one.
 */
export function useMemberProfile(username: string) {
  const inline = useInlineEntry(memberProfileKey(username));
  const { data, error, mutate } = useSWR<PublicProfile, Error>(memberProfileKey(username), getMemberProfile, {
    revalidateOnMount: !inline,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const failure =
    error ??
    (!data && inline && 'error' in inline ? new ApiError(inline.error.message, inline.error.status) : undefined);
  const missing = failure instanceof ApiError && failure.status === 404;
  return { profile: missing ? undefined : data, missing, error: failure, reload: () => void mutate() };
}
