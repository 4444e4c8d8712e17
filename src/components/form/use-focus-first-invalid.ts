import { useCallback, useEffect, useEffectEvent, useRef } from 'react';

/**
 * Moves the focus to the first invalid field after each submit (or step) the machine refused: the account,
 * booking and checkout forms.
 * `attempt` is the machine's submit counter; `order` is the fields' screen order.
 * Returns `fieldRef(name)`, a ref callback for each field's input, and `focusField(name)`.
 */
export function useFocusFirstInvalid<TField extends string>(
  attempt: number,
  errors: Partial<Record<TField, unknown>>,
  order: readonly TField[],
) {
  const elements = useRef(new Map<TField, HTMLElement>());
  const fieldRef = useCallback(
    (field: TField) => (element: HTMLElement | null) => {
      if (element) elements.current.set(field, element);
      else elements.current.delete(field);
    },
    [],
  );
  const focusField = useCallback((field: TField) => elements.current.get(field)?.focus(), []);
  const focusFirstInvalid = useEffectEvent(() => {
    const first = order.find((field) => errors[field] !== undefined);
    if (first) focusField(first);
  });
  // Only a new submit moves the focus (typing must not).
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid();
  }, [attempt]);
  return { fieldRef, focusField };
}
