import type { paths } from '@/openapi/generated/schema';
import type { Schemas } from '@/openapi/types';
import { isPageSelected, pageCount, rowsOf, type TeamListContext } from '@/machines/shared/team-list.machine';

/**
 * The admins' blog posts and help-centre entries, on the team's list machine (machines/shared/team-list.machine.ts):
 * their rows, their queries, and their change, a deletion.
 */

export type PostListItem = Schemas['PostListItem'];
export type FaqEntryRecord = Schemas['FaqEntryRecord'];
export type ListPostsQuery = NonNullable<paths['/api/posts']['get']['parameters']['query']>;
export type ListFaqEntriesQuery = NonNullable<paths['/api/faq-entries']['get']['parameters']['query']>;
export type ContentDeletion = { deleted: number };

export const postsOf = (context: Pick<TeamListContext, 'items'>) => rowsOf<PostListItem>(context);
export const faqEntriesOf = (context: Pick<TeamListContext, 'items'>) => rowsOf<FaqEntryRecord>(context);
export { isPageSelected, pageCount };
