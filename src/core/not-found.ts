import { notFound } from '@tanstack/react-router';
import { ApiFailure } from '@/api/client';

/** An answer that means "there is no such page": no such id (404), or an id that is not one (400). */
export const isMissing = (error: unknown): boolean => error instanceof ApiFailure && (error.status === 404 || error.status === 400);

/** A loader's read of the resource its address names: when there is none, the not-found page. */
export function orNotFound<T>(read: Promise<T>): Promise<T> {
  return read.catch((error: unknown) => {
    if (isMissing(error)) throw notFound();
    throw error;
  });
}
