import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { AppError } from '@/server/errors.ts';
import * as repo from '@/server/repositories/users.ts';
import type { UserRow } from '@/server/repositories/users.ts';
import { renderEmailChangeEmail, renderEmailChangeNotice } from './mail/account-emails.ts';
import { enqueueEmail } from './mail/outbox.ts';
import { appPageUrl, renderLinkEmail, type EmailKind } from './mail/templates.ts';
import { hashToken, newToken } from './secrets.ts';

/** Every emailed account link works one day. */
export const LINK_VALIDITY_MS = 24 * 60 * 60 * 1000;

const pages: Record<EmailKind | 'emailChange', string> = {
  activation: 'activate',
  passwordReset: 'reset-password',
  emailChange: 'confirm-email',
};

/**
 * The one-day account links (activation, password reset, email change): a token stored hashed in user_tokens, an
 * email that carries it to an app page in the user's language (`?u=<id>&e=<address>&t=<token>`), and its check.
 */
export function createAccountLinks(db: Db, config: Config) {
  const linkUrl = (page: string, user: UserRow, email: string, token: string) =>
    appPageUrl(config.appUrl, user.language, page, { u: user.id, e: email, t: token });

  return {
    /** A new activation or password-reset link and its email, in the caller's transaction. */
    sendLink: async (tx: Db, kind: EmailKind, user: UserRow) => {
      const token = newToken();
      await repo.replaceLinkToken(tx, user.id, kind, hashToken(token), LINK_VALIDITY_MS);
      await enqueueEmail(tx, renderLinkEmail(kind, user, linkUrl(pages[kind], user, user.email, token)));
    },

    /**
     * A new email-change link to the NEW address (it proves that address is the user's), and a notice to the
     * address the account still has, in the caller's transaction.
     */
    sendEmailChangeLink: async (tx: Db, user: UserRow, newEmail: string) => {
      const token = newToken();
      await repo.replaceLinkToken(tx, user.id, 'emailChange', hashToken(token), LINK_VALIDITY_MS, newEmail);
      await enqueueEmail(tx, renderEmailChangeEmail(user, newEmail, linkUrl(pages.emailChange, user, newEmail, token)));
      await enqueueEmail(tx, renderEmailChangeNotice(user, newEmail));
    },

    /**
     * The link's token row, checked: right user and address (the account's, or for an email change the new one it
     * carries), not used, not expired.
     */
    validLink: async (userId: string, email: string, token: string) => {
      const user = await repo.findUserById(db, userId);
      const link = user ? await repo.findLinkToken(db, userId, hashToken(token)) : undefined;
      const address = link?.purpose === 'emailChange' ? link.email : user?.email;
      if (!user || !link || address?.toLowerCase() !== email.toLowerCase()) throw new AppError(400, 'TOKEN_INVALID', 'This link is not valid.');
      if (link.purpose === 'activation' && user.verified) throw new AppError(409, 'ALREADY_ACTIVATED', 'This account is already activated.');
      if (link.usedAt) throw new AppError(400, 'TOKEN_INVALID', 'This link was already used.');
      if (link.expiresAt.getTime() <= Date.now()) throw new AppError(410, 'TOKEN_EXPIRED', 'This link has expired.');
      return { user, link };
    },

    /**
     * Spends a link checked by validLink, in the transaction of the change it allows: one conditional update, so that
     * of the same link sent several times at once one request changes the account and the others are refused (and
     * their transaction rolled back).
     */
    consumeLink: async (tx: Db, link: { id: string }) => {
      if (!(await repo.consumeLinkToken(tx, link.id))) throw new AppError(400, 'TOKEN_INVALID', 'This link was already used.');
    },
  };
}
