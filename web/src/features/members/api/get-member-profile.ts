import useSWR, { preload } from 'swr';
import type { PublicProfile } from '@shared/api-types';
import { api, apiPath, ApiError, type ApiPath } from '@web/lib/api-client';
import { pageDataFor } from '@web/lib/page-data';
import { paths } from '@web/lib/paths';

/** The SWR key of a member's public profile (the API path; names are found whatever their case). */
export const memberProfileKey = (username: string) => apiPath('GET /api/users/{username}', { params: { username } });

const getMemberProfile = (key: ApiPath<'GET /api/users/{username}'>) => api.read(key);

/** What the server-rendered page says of this member: the profile, 'missing', or nothing. */
function inlineMember(username: string): PublicProfile | 'missing' | undefined {
  const data = pageDataFor(paths.member.href(username));
  if (!data) return undefined;
  if ('member' in data) return data.member.username.toLowerCase() === username.toLowerCase() ? data.member : undefined;
  return 'missingMember' in data && data.missingMember === username ? 'missing' : undefined;
}

/** Starts reading a profile before its screen's code is there (the route's loader), unless the page holds it. */
export const preloadMemberProfile = (username: string) => {
  if (!inlineMember(username)) void preload(memberProfileKey(username), getMemberProfile).catch(() => undefined);
};

/**
 * A member's public profile, read fresh each time the page opens; the copy the server-rendered
 * page came with shows meanwhile. `missing`: no such member (404), or a suspended one.
 */
export function useMemberProfile(username: string) {
  const inline = inlineMember(username);
  const { data, error, mutate } = useSWR<PublicProfile, Error>(
    inline === 'missing' ? null : memberProfileKey(username),
    getMemberProfile,
    {
      fallbackData: inline === 'missing' ? undefined : inline,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  const missing = inline === 'missing' || (error instanceof ApiError && error.status === 404);
  return { profile: missing ? undefined : data, missing, error, reload: () => void mutate() };
}
