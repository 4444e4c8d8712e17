import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '@/machines/shared/failure';
import { typeOf } from '@/machines/shared/type-of';

/**
 * The preview beside a Markdown field (a post's body, an answer): the author writes, then asks to see it; the server
 * renders it exactly as readers will get it (previewMarkdown). Writing again goes back to the text; a failed render
 * can be tried again.
 */

export interface MarkdownPreview {
  html: string;
  readingMinutes: number;
}

export interface MarkdownPreviewContext {
  markdown: string;
  preview?: MarkdownPreview;
  error?: unknown;
}

export type MarkdownPreviewEvent = { type: 'preview.show'; markdown: string } | { type: 'preview.write' } | { type: 'preview.retry' };

export const markdownPreviewMachine = setup({
  types: { context: typeOf<MarkdownPreviewContext>(), events: typeOf<MarkdownPreviewEvent>() },
  actors: {
    render: fromPromise<MarkdownPreview, { markdown: string }>(() => notProvided('render')),
  },
}).createMachine({
  id: 'markdownPreview',
  context: { markdown: '' },
  initial: 'writing',
  states: {
    writing: {
      on: { 'preview.show': { target: 'rendering', actions: assign({ markdown: ({ event }) => event.markdown }) } },
    },
    rendering: {
      tags: ['busy'],
      invoke: {
        src: 'render',
        input: ({ context }) => ({ markdown: context.markdown }),
        onDone: { target: 'showing', actions: assign({ preview: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
      on: { 'preview.write': { target: 'writing' } },
    },
    showing: { on: { 'preview.write': { target: 'writing' } } },
    failed: {
      tags: ['error'],
      on: { 'preview.retry': { target: 'rendering' }, 'preview.write': { target: 'writing' } },
    },
  },
});
