import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What the person changed in a form the server rendered before its page came alive (a slow phone): each control
 * named after a key of `values` whose value differs from it. React adopts the markup as it is and keeps the state it
 * rendered, so without this what was typed would still show and then vanish at the next render, or be sent empty.
 * A list is read from its ticked boxes, a yes/no from its box, anything else from the first control of that name.
 */
export function typedBeforeHydration<T extends object>(form: HTMLFormElement, values: T): Partial<T> {
  const typed: Record<string, unknown> = {};
  for (const [name, current] of Object.entries(values)) {
    const controls = [...form.querySelectorAll<Control>(`[name="${CSS.escape(name)}"]`)];
    const first = controls[0];
    if (!first) continue;
    const value = Array.isArray(current)
      ? controls.filter((control) => control instanceof HTMLInputElement && control.checked).map((control) => control.value)
      : typeof current === 'boolean'
        ? first instanceof HTMLInputElement && first.checked
        : first.value;
    if (JSON.stringify(value) !== JSON.stringify(current)) typed[name] = value;
  }
  return typed as Partial<T>;
}

/**
 * Keeps what was typed into a server-rendered form before the page's scripts ran: once the form is React's, the
 * changed controls (see typedBeforeHydration; named after the keys of `values`) are handed to `onTyped`, once.
 * Afterwards the form's state holds every keystroke. Give the returned ref to the `<form>`.
 */
export function useTypedBeforeHydration<T extends object>(values: T, onTyped: (typed: Partial<T>) => void): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  const handOver = useEffectEvent((element: HTMLFormElement) => {
    const typed = typedBeforeHydration(element, values);
    if (Object.keys(typed).length > 0) onTyped(typed);
  });
  // Once, as the form first shows: what it holds then is the server's page as the person left it.
  useEffect(() => {
    if (form.current) handOver(form.current);
  }, []);
  return form;
}
