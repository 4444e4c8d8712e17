import type { FastifyRequest } from 'fastify';
import type { Language } from '@/config/languages.ts';
import { countryOfTimeZone, languageForCountry } from '@/domain/language-hint.ts';
import {
  conciergeProblems,
  contactProblems,
  partnerProblems,
  type TeamFormProblem,
  type TeamFormProblems,
} from '@/domain/team-forms.ts';
import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { AppError, notFound } from '@/server/errors.ts';
import { lockLimits } from '@/server/repositories/limit-locks.ts';
import { insertTeamRequest, recentTeamRequests, type TeamRequestKind } from '@/server/repositories/team-requests.ts';
import { findUserById } from '@/server/repositories/users.ts';
import { enqueueEmail } from '@/server/services/mail/outbox.ts';
import { renderAcknowledgement, renderTeamCopy, type TeamFields } from '@/server/services/mail/team-emails.ts';
import { windowRetryAfter } from '@/server/services/sign-in-throttle.ts';
import { verifyCaptcha } from '@/server/services/team/captcha.ts';
import { lookUpCountry } from '@/server/services/team/ip-country.ts';
import type { Handlers } from './types.ts';

/**
 * Requests within an hour, from one address (any of the three forms) or from one IP, beyond which the next is
 * refused with 429: a person writes a few; an office or a hotel behind one IP many more, never hundreds.
 */
export const TEAM_REQUEST_LIMITS = { email: 5, ip: 30, windowMinutes: 60 } as const;

export interface TeamServices {
  fetch?: typeof fetch;
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** 400 with each field's problem, in the contract's words, and a message naming them for developers. */
function refuse(problems: TeamFormProblems<string>): never {
  const fields = Object.entries(problems).map(([field, problem]) => ({ field, problem: problem as TeamFormProblem }));
  const missing = fields.filter((f) => f.problem === 'required').map((f) => f.field);
  const message = missing.length
    ? `Please fill in the field${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`
    : `Invalid ${fields.map((f) => f.field).join(', ')}`;
  throw new AppError(400, 'VALIDATION_ERROR', message, {}, { fields });
}

export function createTeamHandlers(db: Db, config: Config, services: TeamServices = {}) {
  const fetchImpl = services.fetch ?? fetch;

  async function throttle(reader: Db, email: string, ip: string) {
    const { windowMinutes } = TEAM_REQUEST_LIMITS;
    const byEmail = await recentTeamRequests(reader, { email }, windowMinutes);
    const byIp = await recentTeamRequests(reader, { ip }, windowMinutes);
    const retryAfter = windowRetryAfter(
      [{ ...byEmail, limit: TEAM_REQUEST_LIMITS.email }, { ...byIp, limit: TEAM_REQUEST_LIMITS.ip }],
      windowMinutes,
    );
    if (retryAfter === null) return;
    throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many requests from this address; try again later.', { 'Retry-After': String(retryAfter) });
  }

  async function checkCaptcha(token: string | undefined, ip: string) {
    if (!config.captchaSecret) return;
    const passed = token ? await verifyCaptcha({ secret: config.captchaSecret, verifyUrl: config.captchaVerifyUrl }, token, ip, fetchImpl) : false;
    if (!passed) throw new AppError(400, 'CAPTCHA_REQUIRED', 'Fill out the captcha to continue.');
  }

  /**
   * The steps every form shares once its fields are valid: the trap for bots (a filled hidden field is thanked and
   * dropped, so the bot learns nothing), the throttle, the captcha, then the request and its two emails at once.
   */
  async function accept(
    request: FastifyRequest,
    guard: { website?: string; captchaToken?: string },
    sent: { kind: TeamRequestKind; name: string; email: string; language: Language; fields: TeamFields },
  ) {
    if (guard.website?.trim()) {
      request.log.info({ kind: sent.kind }, 'team form: the hidden field was filled; dropped');
      return { queued: true as const };
    }
    // Refused early without asking the captcha's service; counted for good below.
    await throttle(db, sent.email, request.ip);
    await checkCaptcha(guard.captchaToken, request.ip);
    await db.transaction(async (tx) => {
      // Counted and stored under the address's and the IP's locks: requests sent at once take turns, and the limits hold.
      await lockLimits(tx, [['team requests from address', sent.email], ['team requests from IP', request.ip]]);
      await throttle(tx, sent.email, request.ip);
      await insertTeamRequest(tx, { ...sent, userId: request.auth?.userId ?? null, ip: request.ip, fields: sent.fields });
      await enqueueEmail(tx, renderTeamCopy(sent, config.teamEmail));
      await enqueueEmail(tx, renderAcknowledgement(sent));
    });
    return { queued: true as const };
  }

  return {
    async sendEmail(request) {
      const { name = '', email = '', subject, message, language, website, captchaToken } = request.body;
      const user = request.auth ? await findUserById(db, request.auth.userId) : undefined;
      if (request.auth && !user) throw notFound('User');
      const problems = contactProblems({ name, email, subject, message }, { guest: !user });
      if (Object.keys(problems).length) refuse(problems);
      return accept(request, { website, captchaToken }, {
        kind: 'contact',
        name: user?.fullName ?? name.trim(),
        email: user?.email ?? email.trim(),
        language,
        fields: { subject: subject.trim(), message: message.trim() },
      });
    },

    async sendPartnerApplication(request) {
      const { website, captchaToken, language, ...body } = request.body;
      const problems = partnerProblems({ ...body, fleetSize: String(body.fleetSize) });
      if (Object.keys(problems).length) refuse(problems);
      return accept(request, { website, captchaToken }, {
        kind: 'partner',
        name: body.contactName.trim(),
        email: body.email.trim(),
        language,
        fields: {
          supplier: body.supplier.trim(),
          contactName: body.contactName.trim(),
          email: body.email.trim(),
          phone: body.phone.trim(),
          city: body.city.trim(),
          fleetSize: body.fleetSize,
          offers: body.offers,
          message: body.message.trim(),
        },
      });
    },

    async sendConciergeRequest(request) {
      const { website, captchaToken, language, ...body } = request.body;
      const draft = {
        ...body,
        phone: body.phone ?? '',
        endDate: body.endDate ?? '',
        guests: String(body.guests),
        budget: body.budget === undefined ? '' : String(body.budget),
      };
      const problems = conciergeProblems(draft, yesterday());
      if (Object.keys(problems).length) refuse(problems);
      return accept(request, { website, captchaToken }, {
        kind: 'concierge',
        name: body.name.trim(),
        email: body.email.trim(),
        language,
        fields: {
          requestType: body.requestType,
          name: body.name.trim(),
          email: body.email.trim(),
          phone: body.phone?.trim(),
          startDate: body.startDate,
          endDate: body.endDate,
          place: body.place.trim(),
          guests: body.guests,
          budget: body.budget,
          message: body.message.trim(),
        },
      });
    },

    async getLanguageHint(request) {
      if (!config.startUp.languageFromAddress) return { enabled: false, country: null, language: null };
      const fromIp = config.ipCountryUrl ? await lookUpCountry(config.ipCountryUrl, request.ip, fetchImpl) : null;
      const country = fromIp ?? countryOfTimeZone(request.query.timeZone);
      return { enabled: true, country, language: languageForCountry(country) };
    },
  } satisfies Partial<Handlers>;
}
