import type { Snapshot } from 'xstate';

/**
 * The booking process kept in sessionStorage, one entry per offer, so that a reload (or a sign-in on the way)
 * resumes the same step with the same values. `origin` is what the offer's page chose (dates, place, extras):
 * coming again from the page with other choices starts a new process rather than resuming the old one.
 */

// v2: the dates are wall-clock times at the places (they were instants): a process kept before is not resumed.
export const bookingStorageKey = (offerId: string) => `azura:booking:v2:${offerId}`;

interface StoredBooking {
  origin: string;
  snapshot: Snapshot<unknown>;
}

// Session storage can be missing or throw (private mode, quota): the process then simply is not kept.
function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The persisted snapshot of a process started from the same choices, if one is kept and still running. */
export function readBookingSnapshot(key: string, origin: string): Snapshot<unknown> | undefined {
  try {
    const text = storage()?.getItem(key);
    if (!text) return undefined;
    const stored = JSON.parse(text) as Partial<StoredBooking>;
    if (stored.origin !== origin || typeof stored.snapshot !== 'object' || stored.snapshot === null) return undefined;
    return stored.snapshot.status === 'active' ? stored.snapshot : undefined;
  } catch {
    return undefined;
  }
}

export function writeBookingSnapshot(key: string, origin: string, snapshot: Snapshot<unknown>): void {
  try {
    storage()?.setItem(key, JSON.stringify({ origin, snapshot } satisfies StoredBooking));
  } catch {
    // not kept: see storage()
  }
}

export function clearBookingSnapshot(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to clear
  }
}
