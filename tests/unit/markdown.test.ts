import { describe, expect, it } from 'vitest';
import { readingMinutes, renderMarkdown, wordCount } from '@/server/services/content/markdown';

describe('the Markdown of posts and answers, rendered harmless', () => {
  it.each([
    ['a script element', 'Hello <script>alert(1)</script> world', /<script|alert\(1\)/],
    ['a javascript: link', '[click](javascript:alert(1))', /javascript:/i],
    ['a javascript: link in HTML', '<a href="JaVaScRiPt:alert(1)">x</a>', /javascript:/i],
    ['an event attribute', '<img src="x" onerror="alert(1)">', /onerror|<img/],
    ['an event attribute on an allowed element', '<p onclick="alert(1)">hi</p>', /onclick/],
    ['a style attribute', '<p style="position:fixed">hi</p>', /style=/],
    ['an iframe', '<iframe src="https://example.com"></iframe>', /<iframe/],
    ['a data: URL', '[x](data:text/html;base64,PHNjcmlwdD4=)', /data:/],
    ['a protocol-relative link', '[x](//evil.example)', /href="\/\/evil/],
  ])('drops %s', (_label, markdown, forbidden) => {
    expect(renderMarkdown(markdown)).not.toMatch(forbidden);
  });

  it('keeps what an article needs: headings from level 2, lists, emphasis and the site\'s own links', () => {
    const html = renderMarkdown('# Title\n\n## Part\n\nSome **bold** and *italic*.\n\n- one\n- two\n\n1. first\n\n[Search](/search)');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<h2>Part</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toContain('<ol>');
    expect(html).toContain('<a href="/search">Search</a>');
  });

  it('marks links out of the site so they pass neither the referrer nor ranking', () => {
    expect(renderMarkdown('[Milan](https://www.comune.milano.it)')).toContain('rel="noopener noreferrer nofollow"');
    expect(renderMarkdown('[Help](/help-center)')).not.toContain('rel=');
  });

  it('counts words, not Markdown marks, and reads about 220 words a minute', () => {
    expect(wordCount('## A title\n\n- **one** two\n- [three](/x)')).toBe(5);
    expect(readingMinutes('word ')).toBe(1);
    expect(readingMinutes('word '.repeat(660))).toBe(3);
  });
});
