import useSWR from 'swr';
import type {
  AdminUser,
  AuditEntry,
  DeletedReply,
  ModerationDecision,
  Page,
  ReportRow,
  ReportStatus,
  ReportTarget,
} from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { api, apiRequest, pathWithQuery } from '@web/lib/api-client';

/** Rows a page of the queue or of the trail shows. */
export const MODERATION_PAGE_SIZE = 20;

const read = <T>(key: string) => api.get<T>(key, { fallback: CLIENT_MSG.moderation });
const options = { revalidateOnFocus: false, keepPreviousData: true };

/** A page of the moderation queue of one status. */
export const useReportQueue = (status: ReportStatus, page: number) =>
  useSWR(pathWithQuery('/admin/reports', { status, page, size: MODERATION_PAGE_SIZE }), read<Page<ReportRow>>, options);

/** A page of the audit trail. */
export const useAuditTrail = (page: number) =>
  useSWR(pathWithQuery('/admin/audit', { page, size: MODERATION_PAGE_SIZE }), read<Page<AuditEntry>>, options);

/** Members whose username or email starts with `q` (nothing is asked for an empty query). */
export const useMemberSearch = (q: string) =>
  useSWR(q.trim() ? pathWithQuery('/admin/users', { q: q.trim() }) : null, read<AdminUser[]>, options);

/** Whether an SWR key is one of the admin screens' (queue, trail, members): a decision changes them. */
export const isModerationKey = (key: unknown) =>
  typeof key === 'string' && /^\/admin\/(reports|audit|users)\?/.test(key);

const withReason = (reason: string) => (reason.trim() ? { reason: reason.trim() } : {});

/** Suspends a member (their sessions end; they cannot sign in); answers the server's message. */
export async function banMember(userId: string, reason: string) {
  const reply = await apiRequest<null>('POST', `/admin/users/${encodeURIComponent(userId)}/ban`, {
    body: { reason: reason.trim() },
    fallback: CLIENT_MSG.resolve,
  });
  return reply.message;
}

/** Lifts a member's suspension; answers the server's message. */
export async function unbanMember(userId: string) {
  const reply = await apiRequest<null>('DELETE', `/admin/users/${encodeURIComponent(userId)}/ban`, {
    fallback: CLIENT_MSG.resolve,
  });
  return reply.message;
}

/** Dismisses a target's open reports, hides it or shows it again; answers the server's message. */
export async function resolveReports(type: ReportTarget, id: string, action: ModerationDecision, reason: string) {
  const reply = await apiRequest<ReportRow>('POST', `/admin/reports/${type}/${encodeURIComponent(id)}/resolve`, {
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
  const path = row.targetType === 'deal' ? '/deals' : '/comments';
  await api.delete<DeletedReply>(`${path}/${encodeURIComponent(row.targetId)}`, { fallback: CLIENT_MSG.resolve });
  if (row.status === 'open') await resolveReports(row.targetType, row.targetId, 'dismiss', reason || DELETED_REASON);
  return row.targetType === 'deal' ? 'Bon plan supprimé' : 'Commentaire supprimé';
}

/** The reason the trail gives a deletion decided without one. */
export const DELETED_REASON = 'Contenu supprimé par la modération';
