import type { EventObject } from 'xstate';

/** A form change event of the model: the values of a named form fixture (`fill valid`). */
export function formEvent(type: string, form: string, values: object): EventObject {
  return { type, values, form } as EventObject;
}

/** `fill valid`, `submit`, `ok: signIn`, `INVALID_CREDENTIALS`. */
export function eventName(event: EventObject): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (actor?.[1] === 'done') return `ok: ${actor[2]}`;
  if (actor?.[1] === 'error') return `${(event as { error?: { code?: string } }).error?.code ?? 'error'}: ${actor[2]}`;
  if ('form' in event) return `fill ${String(event.form)}`;
  return event.type.slice(event.type.indexOf('.') + 1);
}

/** The values a form change event carries. */
export function valuesOf(event: EventObject): object {
  return (event as unknown as { values: object }).values;
}
