/**
 * Structured data for search engines (schema.org as JSON-LD), in the page's markup so that the server's answer
 * carries it. `<` is escaped so that no text of the data can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
