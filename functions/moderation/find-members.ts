import { memberQuery } from '@shared/schemas/report';
import { findMembers } from '../data/members/directory';
import { api, ok } from '../http/api';

/** Members whose username or email starts with `q`, for the admins' member screen. */
export const handler = api('GET /api/admin/users', { query: memberQuery }, async ({ query }) =>
  ok(await findMembers(query.q)),
);
