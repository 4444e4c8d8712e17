import type { paths } from '@/openapi/generated/schema';
import type { Schemas } from '@/openapi/types';
import { isPageSelected, pageCount, rowsOf, type BackOfficeListContext } from '@/machines/shared/back-office-list.machine';

/**
 * The admins' blog posts and help-centre entries, on the back office's list machine (machines/shared/back-office-list.machine.ts):
 * their rows, their queries, and their change, a deletion.
 */

export type PostListItem = Schemas['PostListItem'];
export type FaqEntryRecord = Schemas['FaqEntryRecord'];
export type ListPostsQuery = NonNullable<paths['/api/posts']['get']['parameters']['query']>;
export type ListFaqEntriesQuery = NonNullable<paths['/api/faq-entries']['get']['parameters']['query']>;
export type ContentDeletion = { deleted: number };

export const postsOf = (context: Pick<BackOfficeListContext, 'items'>) => rowsOf<PostListItem>(context);
export const faqEntriesOf = (context: Pick<BackOfficeListContext, 'items'>) => rowsOf<FaqEntryRecord>(context);
export { isPageSelected, pageCount };
