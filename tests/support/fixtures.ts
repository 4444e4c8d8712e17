import type { Schemas, SignInResponse } from '@/openapi/types';
import type { ErrorCode } from '@/openapi/types';
import { ApiFailure } from '@/api/client';

/** Data shared by machine tests, msw handlers and model paths: plain values, no I/O. */

export const userId = '0b7a2f3e-5c1d-4e8a-9f60-1d2c3b4a5e6f';
export const linkToken = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';

export function aUser(overrides: Partial<Schemas['User']> = {}): Schemas['User'] {
  return {
    _id: userId,
    email: 'driver@example.com',
    fullName: 'Alex Driver',
    phone: null,
    location: null,
    bio: null,
    birthDate: '1990-04-12',
    avatar: null,
    type: 'user',
    language: 'en',
    enableEmailNotifications: true,
    preferredContactMethod: 'email',
    drivingLicenceYear: null,
    pendingEmail: null,
    verified: true,
    suspended: false,
    licence: 'none',
    createdAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aSignInResponse(overrides: Partial<SignInResponse> = {}): SignInResponse {
  return { ...aUser(), token: 'token-of-alex', expiresAt: '2025-02-01T10:00:00.000Z', ...overrides };
}

/** What an actor rejects with when the server answers `code` (NETWORK_ERROR: never reached it). */
export function failure(code: ErrorCode | 'NETWORK_ERROR', status = statusOf(code)): ApiFailure {
  return new ApiFailure(status, code, code);
}

const statuses: Partial<Record<ErrorCode | 'NETWORK_ERROR', number>> = {
  NETWORK_ERROR: 0,
  VALIDATION_ERROR: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOKEN_INVALID: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHORIZED: 401,
  ACCOUNT_SUSPENDED: 403,
  ACCOUNT_NOT_ACTIVATED: 403,
  APP_TYPE_NOT_ALLOWED: 403,
  WRONG_PASSWORD: 400,
  PASSWORD_UNCHANGED: 400,
  CAPTCHA_REQUIRED: 400,
  CODE_INVALID: 401,
  CODE_EXPIRED: 410,
  EXTERNAL_SIGN_IN_FAILED: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_REGISTERED: 404,
  NOT_FOUND: 404,
  EMAIL_ALREADY_REGISTERED: 409,
  ALREADY_ACTIVATED: 409,
  TOKEN_EXPIRED: 410,
  TOO_MANY_ATTEMPTS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

export function statusOf(code: ErrorCode | 'NETWORK_ERROR'): number {
  return statuses[code] ?? 500;
}
