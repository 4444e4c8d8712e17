/**
 * The frame every drawing shares: 300x200, a title for assistive technology, nothing external,
 * no script, no style element (presentation attributes only, so any CSP accepts it).
 */
export const WIDTH = 300;
export const HEIGHT = 200;

/** `title` and `content` are the drawing modules' own constants and numbers, never request input. */
export function svgDocument(title: string, content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img">` +
    `<title>${title}</title>${content}</svg>`
  );
}
