import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/** A form control by its `name` (its label is checked separately, where it matters). */
export function input(name: string): HTMLInputElement {
  const element = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!element) throw new Error(`no input named ${name}`);
  return element;
}

/** Fills each field like a user: clears, then pastes the value; ticks or unticks a checkbox. */
export async function fillForm(user: UserEvent, values: object) {
  for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
    const element = input(name);
    if (typeof value === 'boolean') {
      if (element.checked !== value) await user.click(element);
    } else if (element.type === 'date') {
      // A date input takes a whole date at once (a date picker in a browser).
      fireEvent.change(element, { target: { value } });
    } else {
      // Cleared, then the whole value in one input (as pasted): the screen sees what a user's typing ends with,
      // without a render per character (which made the model paths the suite's slowest files).
      await user.clear(element);
      const text = String(value);
      if (value) await user.paste(text);
    }
  }
}

/** Error texts by error key, then by field (`'*'` for every field). */
export type ErrorTexts = Record<string, Record<string, string>>;

/**
 * Every field of `order` shows exactly the error the machine holds for it, linked to the control as
 * its accessible description; after a refused submit, the first invalid field has the focus.
 */
export async function expectFieldErrors(
  errors: Record<string, string>,
  texts: ErrorTexts,
  order: readonly string[],
  afterSubmit: boolean,
) {
  for (const field of order) {
    const key = errors[field];
    if (key) {
      const text = texts[key]?.[field] ?? texts[key]?.['*'];
      if (!text) throw new Error(`no expected text for ${field}: ${key}`);
      await vi.waitFor(() => expect(input(field)).toHaveAccessibleDescription(text));
      expect(input(field)).toHaveAttribute('aria-invalid', 'true');
    } else {
      expect(input(field).getAttribute('aria-invalid')).not.toBe('true');
    }
  }
  const firstInvalid = order.find((field) => errors[field]);
  if (afterSubmit && firstInvalid) expect(document.activeElement).toBe(input(firstInvalid));
}

/** A page or form message shown as an alert, with exactly this text. */
export async function expectAlert(text: string) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(text);
}

export function expectNoAlert() {
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}
