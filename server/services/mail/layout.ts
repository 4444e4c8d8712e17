import type { Language } from '@/config/languages.ts';
import { defineMessage } from './define-message.ts';
import type { Translate } from './i18n.ts';

/** What every email shares: its greeting, its signature, its lines of a label and a value, its HTML frame. */

export const common = {
  greeting: defineMessage({ message: 'Hello {name},' }),
  signature: defineMessage({ message: 'The Azura team' }),
  line: defineMessage({ message: '{label}: {value}', comment: 'A line of an email: a label and its value ("Total: 120 €", "View my booking: <link>").' }),
  linkValidity: defineMessage({ message: 'This link is valid for one day.' }),
};

/** "Total: 120 €" ("Total : 120 €" in French). */
export const lineOf = (t: Translate, label: string, value: string) => t(common.line, { label, value });

export const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The body of an email's HTML part, in its language. */
export const htmlPage = (language: Language, body: string) =>
  `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5;color:#1a202c">
${body}
</body></html>`;

/** A link drawn as a button. */
export const htmlButton = (url: string, label: string) =>
  `<p><a href="${escape(url)}" style="display:inline-block;padding:10px 18px;background:#007bff;color:#fff;border-radius:6px;text-decoration:none">${escape(label)}</a></p>`;

/** Labels and values as a table; `valueStyle` adds to each value's cell. */
export const htmlRows = (rows: readonly (readonly [string, string])[], labelStyle = 'padding:4px 16px 4px 0', valueStyle = '') =>
  `<table style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;${labelStyle};color:#4a5568;font-weight:normal">${escape(label)}</th><td style="padding:4px 0${valueStyle ? `;${valueStyle}` : ''}">${escape(value)}</td></tr>`,
    )
    .join('')}</table>`;
