/** What the account model tests share: filling any control by its name, and the success toast. */
import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** A form control by its name: input or textarea (a radio group's name gives its first radio). */
export function control(name: string): HTMLInputElement | HTMLTextAreaElement {
  const element = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`input[name="${name}"], textarea[name="${name}"]`);
  if (!element) throw new Error(`no control named ${name}`);
  return element;
}

/** Types each value like a user (clears, then types: the same text typed again is a change too); a radio group gets the radio of that value clicked. */
export async function fillControls(user: UserEvent, values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) {
    const first = control(name);
    if (first instanceof HTMLInputElement && first.type === 'radio') {
      const radio = document.querySelector<HTMLInputElement>(`input[name="${name}"][value="${String(value)}"]`)!;
      if (!radio.checked) await user.click(radio);
    } else if (first instanceof HTMLInputElement && first.type === 'date') {
      fireEvent.change(first, { target: { value } });
    } else {
      // Cleared, then the whole value in one input (as pasted): the screen sees what a user's typing ends with,
      // without a render per character (which made the model paths the suite's slowest files).
      await user.clear(first);
      const text = String(value);
      if (value) await user.paste(text);
    }
  }
}

/** The controls show the values the machine holds. */
export function expectValues(values: object) {
  for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
    const first = control(name);
    if (first instanceof HTMLInputElement && first.type === 'radio') {
      expect(document.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value).toBe(value);
    } else {
      expect(first).toHaveValue(String(value));
    }
  }
}

export async function expectSavedToast() {
  expect(await screen.findByText('Changes made successfully.')).toBeInTheDocument();
}
