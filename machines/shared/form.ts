/** Field errors of a form: a key per invalid field; screens map keys to texts. */
export type FieldErrors<TField extends string, TKey extends string> = Partial<Record<TField, TKey>>;

export function hasFieldErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some((key) => key !== undefined);
}

/** Removes the errors of the fields the user just changed: the rest stays until the next submit. */
export function withoutErrorsFor<TField extends string, TKey extends string>(
  errors: FieldErrors<TField, TKey>,
  changed: object,
): FieldErrors<TField, TKey> {
  const next = { ...errors };
  for (const field of Object.keys(changed)) delete next[field as TField];
  return next;
}

/** Drops the undefined entries so that `{}` means "no errors". */
export function compactErrors<TField extends string, TKey extends string>(
  errors: Partial<Record<TField, TKey | undefined>>,
): FieldErrors<TField, TKey> {
  const result: FieldErrors<TField, TKey> = {};
  for (const [field, key] of Object.entries(errors) as Array<[TField, TKey | undefined]>) if (key) result[field] = key;
  return result;
}
