import useSWR from 'swr';
import type { AuditEntry, Page, ReportRow, ReportStatus, ReportTarget } from '@shared/api-types';
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

/** Suspends a member (their sessions end; they cannot sign in); answers the server's message. */
export async function banMember(userId: string, reason: string) {
  const reply = await apiRequest<null>('POST', `/admin/users/${encodeURIComponent(userId)}/ban`, {
    body: { reason: reason.trim() },
    fallback: CLIENT_MSG.resolve,
  });
  return reply.message;
}

/** Closes a target's open reports; answers the server's message. */
export async function dismissReports(type: ReportTarget, id: string, reason: string) {
  const reply = await apiRequest<ReportRow>('POST', `/admin/reports/${type}/${encodeURIComponent(id)}/resolve`, {
    body: { action: 'dismiss', ...(reason.trim() ? { reason: reason.trim() } : {}) },
    fallback: CLIENT_MSG.resolve,
  });
  return reply.message;
}
