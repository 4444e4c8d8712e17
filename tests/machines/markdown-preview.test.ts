import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { type MarkdownPreview, markdownPreviewMachine } from '@/machines/content/markdown-preview.machine';
import { type Outcome, fakeActor, never } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';

const rendered: MarkdownPreview = { html: '<h2>Hi</h2>', readingMinutes: 1 };

function arrange(...outcomes: Array<Outcome<MarkdownPreview>>) {
  const render = fakeActor<MarkdownPreview, { markdown: string }>(...outcomes);
  const actor = createActor(markdownPreviewMachine.provide({ actors: { render: render.logic } })).start();
  return { actor, render };
}

describe('the Markdown preview', () => {
  it('renders the text as it is when asked, and goes back to writing', async () => {
    const { actor, render } = arrange(rendered);
    expect(actor.getSnapshot().value).toBe('writing');
    actor.send({ type: 'preview.show', markdown: '# Hi' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('showing'));
    expect(render.calls).toEqual([{ markdown: '# Hi' }]);
    expect(actor.getSnapshot().context.preview).toEqual(rendered);
    actor.send({ type: 'preview.write' });
    expect(actor.getSnapshot().value).toBe('writing');
  });

  it('says when the render failed and tries again on request', async () => {
    const { actor, render } = arrange(failure('SERVICE_UNAVAILABLE'), rendered);
    actor.send({ type: 'preview.show', markdown: 'text' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'preview.retry' });
    await waitFor(actor, (s) => s.matches('showing'));
    expect(render.calls).toEqual([{ markdown: 'text' }, { markdown: 'text' }]);
  });

  it('goes back to writing while a slow render is running', () => {
    const { actor } = arrange(never);
    actor.send({ type: 'preview.show', markdown: 'text' });
    actor.send({ type: 'preview.write' });
    expect(actor.getSnapshot().value).toBe('writing');
  });
});
