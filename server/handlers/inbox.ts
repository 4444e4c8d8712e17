import type { Language } from '@/config/languages.ts';
import type { Db } from '@/server/db/client.ts';
import { wordsOf } from '@/server/db/search-words.ts';
import { requireAuth } from '@/server/access.ts';
import * as repo from '@/server/repositories/team-requests.ts';
import type { Handlers, ReplyOf } from './types.ts';
import { PageSizeDefault } from '@/openapi/generated/enums.ts';

type TeamRequestRecord = ReplyOf<'listTeamRequests'>['items'][number];

function toTeamRequest(row: repo.InboxRow): TeamRequestRecord {
  return {
    _id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    language: row.language as Language,
    fields: row.fields as TeamRequestRecord['fields'],
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** The team's inbox: the requests of its forms, newest first, marked handled or new, deleted. Admins only (server/access.ts). */
export function createInboxHandlers(db: Db) {
  return {
    async listTeamRequests(request) {
      const { search, kind, status, page = 1, size = PageSizeDefault } = request.query;
      const { rows, total } = await repo.findInboxPage(db, { words: wordsOf(search), ...(kind ? { kind } : {}), ...(status ? { status } : {}) }, { page, size });
      return { page, size, total, items: rows.map(toTeamRequest) };
    },

    async setTeamRequestsHandled(request) {
      const auth = requireAuth(request);
      return { updated: await repo.setHandled(db, request.body.requests, request.body.handled, auth.userId) };
    },

    async deleteTeamRequests(request) {
      return { deleted: await repo.deleteRequests(db, request.body.requests) };
    },
  } satisfies Partial<Handlers>;
}
