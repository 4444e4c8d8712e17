import { fromPromise } from 'xstate';
import { type Api, call } from '@/api/client';
import { recordFormActors } from '@/machines/shared/record-form.machine';
import { backOfficeListActors } from '@/machines/shared/back-office-list.machine';
import { type FaqEntryRecord, type FaqEntryValues, toFaqEntryInput } from './faq-entry.form';
import type { MarkdownPreview } from './markdown-preview.machine';
import { type PostRecord, type PostValues, toPostInput } from './post.form';

/** The admins' blog and help-centre machines' actors on the real API, one per operationId; the abort signal cancels the request. */
export function createContentActors(api: Api) {
  return {
    posts: backOfficeListActors({
      page: (query, signal) => call(() => api.GET('/api/posts', { params: { query }, signal })),
      change: (ids, _params, signal) => call(() => api.POST('/api/posts/delete', { body: { posts: ids }, signal })),
    }),
    post: recordFormActors<PostValues, PostRecord>({
      load: (id, signal) => call(() => api.GET('/api/posts/{id}', { params: { path: { id } }, signal })),
      create: (values, signal) => call(() => api.POST('/api/posts', { body: toPostInput(values), signal })),
      update: (id, values, signal) => call(() => api.PUT('/api/posts/{id}', { params: { path: { id } }, body: toPostInput(values), signal })),
    }),
    faqEntries: backOfficeListActors({
      page: (query, signal) => call(() => api.GET('/api/faq-entries', { params: { query }, signal })),
      change: (ids, _params, signal) => call(() => api.POST('/api/faq-entries/delete', { body: { entries: ids }, signal })),
    }),
    faqEntry: recordFormActors<FaqEntryValues, FaqEntryRecord>({
      load: (id, signal) => call(() => api.GET('/api/faq-entries/{id}', { params: { path: { id } }, signal })),
      create: (values, signal) => call(() => api.POST('/api/faq-entries', { body: toFaqEntryInput(values), signal })),
      update: (id, values, signal) => call(() => api.PUT('/api/faq-entries/{id}', { params: { path: { id } }, body: toFaqEntryInput(values), signal })),
    }),
    preview: {
      render: fromPromise<MarkdownPreview, { markdown: string }>(({ input, signal }) => call(() => api.POST('/api/content/preview', { body: { markdown: input.markdown }, signal }))),
    },
  };
}
