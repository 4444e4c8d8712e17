import type { MessageDescriptor } from '@lingui/core';

/** A paragraph or a bulleted list; in a text, `<0>…</0>` marks the term it defines. */
export type TermsBlock =
  | { kind: 'p'; text: MessageDescriptor }
  | { kind: 'ul'; items: readonly MessageDescriptor[] };

export interface TermsSection {
  /** The anchor of the section: `/terms-and-conditions#deposits`. */
  id: string;
  title: MessageDescriptor;
  blocks: readonly TermsBlock[];
}
