import { describe, expect, it } from 'vitest';
import { serializeHydrationData } from '@/shared/page';

describe('the hydration data written into a page', () => {
  it('cannot close its script element or open a comment, and reads back the same', () => {
    const data = { router: { matches: [{ i: '__root__', u: 1, s: 'success', l: { name: '</script><script>alert(1)</script><!--', line: '\u2028' } }] } };
    const json = serializeHydrationData(data);
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(json)).toEqual(data);
  });
});
