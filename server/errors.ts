import type { components } from '@/openapi/generated/schema';

export type ErrorCode = components['schemas']['ErrorCode'];

/** Fields an error answer may carry beside its code and message (the contract's Error). */
export type ErrorDetails = Partial<Omit<components['schemas']['Error'], 'code' | 'message'>>;

/** An answer the API gives on purpose: an HTTP status and the contract's `{ code, message }` (and details). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'A valid bearer token is required.');
export const forbidden = () => new AppError(403, 'FORBIDDEN', 'This account may not do that.');
export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found.`);
/** A request the contract's schema lets through but the server refuses: the message names the field first (`body/to: ...`). */
export const badRequest = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

/** The database refused a row because another holds the same unique value (PostgreSQL 23505): a taken code or email. */
export const isUniqueViolation = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code === '23505';
