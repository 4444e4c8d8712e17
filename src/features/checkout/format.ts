
/**
 * The expiry as typed, shaped MM/YY: digits only, a slash after the month, a one-digit month that
 * cannot start a two-digit one ("5") written "05/".
 */
export function formatExpiryInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length === 1 && /\/\s*$/.test(value)) return `0${digits}/`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && /\/\s*$/.test(value)) return `${digits}/`;
  return digits;
}

/** The CVC as typed: 3 or 4 digits. */
export function formatCvcInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

/** "14:05": minutes and seconds left, never below 0:00. */
export function formatCountdown(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The moments a screen reader is told about the time left: 5 minutes, then 1 minute. */
export type CountdownMilestone = 'fiveMinutes' | 'oneMinute' | null;

export function countdownMilestone(milliseconds: number): CountdownMilestone {
  if (milliseconds <= 0) return null;
  if (milliseconds <= 60_000) return 'oneMinute';
  if (milliseconds <= 5 * 60_000) return 'fiveMinutes';
  return null;
}
