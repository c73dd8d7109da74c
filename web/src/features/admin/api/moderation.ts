import useSWR from 'swr';
import type { ModerationDecision, ReportRow, ReportStatus, ReportTarget } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { api, apiPath, type ApiPath, type ApiRead } from '@web/lib/api-client';
import { uiText } from '@web/lib/i18n';

const T = uiText('admin');

/** Rows a page of the queue or of the trail shows. */
export const MODERATION_PAGE_SIZE = 20;

const read = <K extends ApiRead>(key: ApiPath<K>) => api.read(key, { fallback: CLIENT_MSG.moderation });
const options = { revalidateOnFocus: false, keepPreviousData: true };

/** A page of the moderation queue of one status. */
export const useReportQueue = (status: ReportStatus, page: number) =>
  useSWR(
    apiPath('GET /api/admin/reports', { query: { status, page, size: MODERATION_PAGE_SIZE } }),
    (key) => read(key),
    options,
  );

/** A page of the audit trail. */
export const useAuditTrail = (page: number) =>
  useSWR(apiPath('GET /api/admin/audit', { query: { page, size: MODERATION_PAGE_SIZE } }), (key) => read(key), options);

/** Members whose username or email starts with `q` (nothing is asked for an empty query). */
export const useMemberSearch = (q: string) =>
  useSWR(q.trim() ? apiPath('GET /api/admin/users', { query: { q: q.trim() } }) : null, (key) => read(key), options);

const MODERATION_READS = [
  apiPath('GET /api/admin/reports'),
  apiPath('GET /api/admin/audit'),
  apiPath('GET /api/admin/users'),
];

/** Whether an SWR key is one of the admin screens' (queue, trail, members): a decision changes them. */
export const isModerationKey = (key: unknown) =>
  typeof key === 'string' && MODERATION_READS.some((path) => key.startsWith(`${path}?`));

const withReason = (reason: string) => (reason.trim() ? { reason: reason.trim() } : {});

/** Suspends a member (their sessions end; they cannot sign in); answers the server's message. */
export async function banMember(userId: string, reason: string) {
  const reply = await api.send('POST /api/admin/users/{id}/ban', {
    params: { id: userId },
    body: { reason: reason.trim() },
    fallback: CLIENT_MSG.resolve,
  });
  return reply.message;
}

/** Lifts a member's suspension; answers the server's message. */
export async function unbanMember(userId: string) {
  const reply = await api.send('DELETE /api/admin/users/{id}/ban', {
    params: { id: userId },
    fallback: CLIENT_MSG.resolve,
  });
  return reply.message;
}

/** Dismisses a target's open reports, hides it or shows it again; answers the server's message. */
export async function resolveReports(type: ReportTarget, id: string, action: ModerationDecision, reason: string) {
  const reply = await api.send('POST /api/admin/reports/{targetType}/{targetId}/resolve', {
    params: { targetType: type, targetId: id },
    body: { action, ...withReason(reason) },
    fallback: CLIENT_MSG.resolve,
  });
  return reply.message;
}

/**
 * Deletes a reported deal or comment (the routes its author would use), then closes its open
 * reports with the reason, so the decision is in the trail.
 */
export async function deleteReported(row: ReportRow, reason: string) {
  const route = row.targetType === 'deal' ? 'DELETE /api/deals/{id}' : 'DELETE /api/comments/{id}';
  await api.call(route, { params: { id: row.targetId }, fallback: CLIENT_MSG.resolve });
  if (row.status === 'open') await resolveReports(row.targetType, row.targetId, 'dismiss', reason || deletedReason());
  return row.targetType === 'deal' ? T.dealDeleted : T.commentDeleted;
}

/** The reason the trail gives a deletion decided without one (in the admin's language). */
export const deletedReason = () => T.deletedReason;
