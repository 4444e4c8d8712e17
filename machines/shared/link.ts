import type { Schemas } from '@/openapi/types';
import { errorCodeOf } from './failure';

/** The three parts of an emailed link (`?u=&e=&t=`); missing parts make the link invalid. */
export interface LinkInput {
  userId?: string;
  email?: string;
  token?: string;
}

export interface Link {
  userId: string;
  email: string;
  token: string;
}

export type CheckTokenOutput = { status: 'valid'; purpose: Schemas['TokenPurpose'] };

export function toLink(input: LinkInput): Link {
  return { userId: input.userId?.trim() ?? '', email: input.email?.trim() ?? '', token: input.token?.trim() ?? '' };
}

export function isCompleteLink(link: Link): boolean {
  return link.userId !== '' && link.email !== '' && link.token !== '';
}

/** The purpose a `checkToken` answer gives, read from its done event. */
export function linkPurposeOf(event: object): Schemas['TokenPurpose'] | undefined {
  if (!('output' in event) || typeof event.output !== 'object' || event.output === null) return undefined;
  return 'purpose' in event.output ? (event.output.purpose as Schemas['TokenPurpose']) : undefined;
}

/** Guards on emailed links, shared by activation and password reset. */
export const linkGuards = {
  isCompleteLink: ({ context }: { context: { link: Link } }) => isCompleteLink(context.link),
  isExpired: ({ event }: { event: object }) => errorCodeOf(event) === 'TOKEN_EXPIRED',
  /** Not a link we sent, already used, or altered: a new one is needed. */
  isBroken: ({ event }: { event: object }) => {
    const code = errorCodeOf(event);
    return code === 'TOKEN_INVALID' || code === 'VALIDATION_ERROR' || code === 'NOT_FOUND' || code === 'EMAIL_NOT_REGISTERED';
  },
};

/** The first state of a link's flow: a link missing a part is invalid without asking the server (`next` checks it). */
export function readingLink<const TNext extends string>(next: TNext) {
  return { always: [{ guard: 'isCompleteLink', target: next }, { target: 'invalid' }] } as const;
}
