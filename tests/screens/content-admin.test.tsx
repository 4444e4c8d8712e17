import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FaqEntryInput, FaqEntryRecord } from '@/machines/content/faq-entry.form';
import type { PostInput } from '@/machines/content/post.form';
import { clearStoredSession } from '@/src/core/storage';
import { aSupplier, someLocations } from '@/tests/support/catalog-fixtures';
import {
  createFaqEntry,
  createPost,
  deletePosts,
  getFaqEntry,
  getLocations,
  getPostFormOptions,
  getSuppliers,
  listFaqEntries,
  listPosts,
  previewMarkdown,
  server,
  updateFaqEntry,
} from '@/tests/support/msw';
import { renderAppAs } from '@/tests/support/render-app';

/** The admins' blog and help centre on the msw edge: a post written with its preview, the list, an entry changed. */

const post = {
  _id: '6e0c2b3a-4d5e-4f60-8a7b-000000000001',
  slug: 'nice-markets-guide',
  publishedAt: '2026-05-02',
  author: { key: 'camille', name: 'Camille Laurent' },
  coverUrl: '/cdn/blog/city-e9c46a.svg',
  tags: ['riviera'],
  titles: { en: 'The markets of Nice', fr: 'Les marchés de Nice' },
};

const entry: FaqEntryRecord = {
  _id: '6e0c2b3a-4d5e-4f60-8a7b-000000000009',
  anchor: 'how-to-book',
  topic: 'booking',
  position: 0,
  translations: { en: { question: 'How do I book a car or a yacht?', answer: 'In **four** steps.' }, ru: { question: 'Как забронировать машину или яхту?', answer: 'За четыре шага.' } },
};

function backOffice() {
  const created: PostInput[] = [];
  const deleted: unknown[] = [];
  const previews: string[] = [];
  const entries: Array<{ method: string; body: FaqEntryInput }> = [];
  server.use(
    getLocations(() => HttpResponse.json(someLocations)),
    getSuppliers(() => HttpResponse.json([aSupplier])),
    getPostFormOptions(() => HttpResponse.json({ authors: [{ key: 'camille', name: 'Camille Laurent' }], coverUrl: '/cdn/blog/{cover}.svg' })),
    previewMarkdown(async ({ request }) => {
      const { markdown } = (await request.json()) as { markdown: string };
      previews.push(markdown);
      return HttpResponse.json({ html: '<h2>The old town</h2><p>Go <strong>early</strong>.</p>', readingMinutes: 1 });
    }),
    createPost(async ({ request }) => {
      const body = (await request.json()) as PostInput;
      created.push(body);
      return HttpResponse.json({ ...body, _id: post._id, coverUrl: '/cdn/blog/x.svg' }, { status: 201 });
    }),
    listPosts(() => HttpResponse.json({ items: [post], total: 1, page: 1, size: 30 })),
    deletePosts(async ({ request }) => {
      deleted.push(await request.json());
      return HttpResponse.json({ deleted: 1 });
    }),
    listFaqEntries(() => HttpResponse.json({ items: [entry], total: 1, page: 1, size: 30 })),
    getFaqEntry(() => HttpResponse.json(entry)),
    createFaqEntry(async ({ request }) => {
      const body = (await request.json()) as FaqEntryInput;
      entries.push({ method: 'create', body });
      return HttpResponse.json({ ...entry, ...body }, { status: 201 });
    }),
    updateFaqEntry(async ({ request }) => {
      const body = (await request.json()) as FaqEntryInput;
      entries.push({ method: 'update', body });
      return HttpResponse.json({ ...entry, ...body });
    }),
  );
  return { created, deleted, previews, entries };
}

beforeEach(() => clearStoredSession());

describe("the admins' blog", () => {
  it('writes a post: its address follows the English title, the preview is the server’s, a language ticked must be written', async () => {
    const { created, previews } = backOffice();
    const { user } = await renderAppAs('admin', '/manage/blog/new');
    const title = await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 30_000 });
    await user.type(title, 'Nice by night');
    expect(screen.getByRole('textbox', { name: /Address/ })).toHaveValue('nice-by-night');
    await user.selectOptions(screen.getByRole('combobox', { name: /Author/ }), 'Camille Laurent');
    await user.type(screen.getByRole('textbox', { name: /Summary/ }), 'Where to eat late.');
    await user.type(screen.getByRole('textbox', { name: /^Text/ }), '## The old town{enter}{enter}Go **early**.');

    await user.click(within(screen.getByRole('group', { name: 'Text: write or preview' })).getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Text: preview' });
    expect(await within(preview).findByRole('heading', { level: 2, name: 'The old town' })).toBeInTheDocument();
    expect(previews).toEqual(['## The old town\n\nGo **early**.']);
    await user.click(within(screen.getByRole('group', { name: 'Text: write or preview' })).getByRole('button', { name: 'Write' }));
    expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveValue('## The old town\n\nGo **early**.');

    await user.click(screen.getByRole('checkbox', { name: 'Written in French' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in the fields: Title, Summary, Text')).toBeInTheDocument();
    expect(created).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Written in French' }));
    await user.type(screen.getByRole('textbox', { name: /Tags/ }), 'Riviera, food');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      slug: 'nice-by-night',
      author: 'camille',
      cover: 'coast-1f6f8b',
      tags: ['riviera', 'food'],
      translations: { en: { title: 'Nice by night', summary: 'Where to eat late.', body: '## The old town\n\nGo **early**.' } },
    });
    expect(Object.keys(created[0]!.translations)).toEqual(['en']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });

  it('lists the posts with the languages they are written in and deletes one after a confirmation', async () => {
    const { deleted } = backOffice();
    const { user } = await renderAppAs('admin', '/manage/blog');
    expect(await screen.findByText('1 post', {}, { timeout: 30_000 })).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Posts' });
    expect(within(cards).getByRole('img', { name: 'Written in: English, French' })).toBeInTheDocument();
    await user.click(within(cards).getByRole('button', { name: 'Delete The markets of Nice' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([{ posts: [post._id] }]));
    expect(await screen.findByText('1 post deleted.')).toBeInTheDocument();
  });
});

describe("the admins' help centre", () => {
  it('changes an entry: a language unticked is left out, its position checked', async () => {
    const { entries } = backOffice();
    const { user } = await renderAppAs('admin', `/manage/help/${entry._id}`);
    const position = await screen.findByRole('textbox', { name: /Position in its topic/ }, { timeout: 30_000 });
    expect(screen.getAllByRole('textbox', { name: /^Question/ }).map((field) => (field as HTMLInputElement).value)).toEqual([
      'How do I book a car or a yacht?',
      'Как забронировать машину или яхту?',
    ]);
    await user.clear(position);
    await user.type(position, '1.5');
    await user.click(screen.getByRole('checkbox', { name: 'Written in Russian' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a whole number.')).toBeInTheDocument();
    await user.clear(position);
    await user.type(position, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(entries).toEqual([
        { method: 'update', body: { anchor: 'how-to-book', topic: 'booking', position: 2, translations: { en: { question: 'How do I book a car or a yacht?', answer: 'In **four** steps.' } } } },
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
  });

  it('refuses an entry written in no language', async () => {
    const { entries } = backOffice();
    const { user } = await renderAppAs('admin', '/manage/help/new');
    await screen.findByRole('combobox', { name: /Topic/ }, { timeout: 30_000 });
    await user.click(screen.getByRole('checkbox', { name: 'Written in English' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Write it in one language at least.')).toBeInTheDocument();
    expect(screen.getByText('Please fill in the fields: Topic, Address')).toBeInTheDocument();
    expect(entries).toEqual([]);
  });
});
