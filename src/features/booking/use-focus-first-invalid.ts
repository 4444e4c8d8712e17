import { useCallback, useEffect, useRef } from 'react';

/**
 * Moves the focus to the first invalid field after each `step.next` the machine refused (`attempt` is its
 * counter); `order` is the fields' screen order. Returns `fieldRef(name)`, a ref callback for each control.
 * (The account screens have the same hook; features do not import each other.)
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
  const first = order.find((field) => errors[field] !== undefined);
  useEffect(() => {
    if (attempt === 0 || !first) return;
    elements.current.get(first)?.focus();
    // Only a new refusal moves the focus (typing must not): `attempt` alone is the dependency.
  }, [attempt]);
  return fieldRef;
}
