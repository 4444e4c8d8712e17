import type { FastifyInstance } from 'fastify';
import type { Db } from '@/server/db/client.ts';
import { listMailbox } from '@/server/services/mail/outbox.ts';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const linkify = (text: string) => escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const styles = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f7fa;color:#1a202c}
main{max-width:900px;margin:0 auto;padding:16px}h1{font-size:1.4rem}
article{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:12px 16px;margin:12px 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 8px}dt{color:#4a5568}dd{margin:0;word-break:break-all}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}a{color:#0056b3}
.status{font-size:.8rem;padding:1px 6px;border-radius:4px;background:#e2e8f0}`;

/**
 * Outside production only: every email the app has written, newest first, with working links, so a
 * developer or a test can follow an activation link without a mail server.
 */
export function registerDevMailbox(app: FastifyInstance, db: Db) {
  app.get('/dev/mailbox.css', (_request, reply) => reply.type('text/css').send(styles));
  app.get('/dev/mailbox', async (_request, reply) => {
    const rows = await listMailbox(db);
    const items = rows
      .map(
        (row) => `<article data-testid="email">
<dl><dt>To</dt><dd class="to">${escape(row.toAddress)}</dd>
${row.replyTo ? `<dt>Reply-To</dt><dd class="reply-to">${escape(row.replyTo)}</dd>\n` : ''}<dt>Subject</dt><dd class="subject">${escape(row.subject)}</dd>
<dt>Date</dt><dd>${row.createdAt.toISOString()} <span class="status">${row.status}${row.transport ? ` · ${row.transport}` : ''}</span></dd></dl>
<pre class="body">${linkify(row.textBody)}</pre></article>`,
      )
      .join('\n');
    return reply.type('text/html').header('Cache-Control', 'no-store').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev mailbox</title>
<link rel="stylesheet" href="/dev/mailbox.css"><link rel="icon" href="/favicon.svg"></head><body><main><h1>Dev mailbox (${rows.length})</h1>
<p>Emails written by this server (not shown in production).</p>${items || '<p>No email yet.</p>'}</main></body></html>`);
  });
}
