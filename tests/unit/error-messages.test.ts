import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@/openapi/generated/enums';
import { errorMessage, errorMessages } from '@/src/core/error-messages';

describe('the one map from error codes to texts', () => {
  it('knows only codes of the contract', () => {
    expect(Object.keys(errorMessages).filter((code) => !(ErrorCode as readonly string[]).includes(code))).toEqual([]);
  });

  it('gives a code one text, whatever the subject', () => {
    expect(errorMessage('DATES_TAKEN', 'booking')).toBe(errorMessages.DATES_TAKEN);
    expect(errorMessage('UNAUTHORIZED', 'payment')).toBe(errorMessages.UNAUTHORIZED);
    expect(errorMessage('UNAUTHORIZED')).toBe(errorMessages.UNAUTHORIZED);
  });

  it('gives a code whose text names what was refused the text of that subject, and none without one', () => {
    expect(errorMessage('NOT_FOUND', 'yacht')).toBe(errorMessages.NOT_FOUND.yacht);
    expect(errorMessage('NOT_FOUND', 'booking')).toBe(errorMessages.NOT_FOUND.booking);
    expect(errorMessage('FORBIDDEN', 'payment')).toBe(errorMessages.FORBIDDEN.payment);
    expect(errorMessage('VALIDATION_ERROR', 'car')).toBeUndefined();
    expect(errorMessage('NOT_FOUND')).toBeUndefined();
  });

  it('has no text for a code without words of its own, nor for no code', () => {
    expect(errorMessage('INTERNAL_ERROR', 'booking')).toBeUndefined();
    expect(errorMessage('NETWORK_ERROR')).toBeUndefined();
    expect(errorMessage(null)).toBeUndefined();
  });
});
