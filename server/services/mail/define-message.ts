import type { MessageDescriptor } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * An email text, as the app's `msg` macro makes one: `defineMessage({ message: 'Hello {name},' })` is the descriptor
 * whose id Lingui derives from the text (and its context), so that the emails share the app's catalogs, and the very
 * entry of a text the app already has. The server runs without Lingui's macros (tsx does not compile them), so this is
 * the macro's twin at run time; lingui.config.ts names this module a macro package, so that `lingui extract` reads
 * these calls as the macro's own. Only the object form: the text is written as it goes in the catalogs, ICU placeholders
 * and all, and the values are given when it is rendered (i18n.ts).
 */
export function defineMessage(descriptor: { message: string; context?: string; comment?: string }): MessageDescriptor {
  return { id: generateMessageId(descriptor.message, descriptor.context), message: descriptor.message };
}
