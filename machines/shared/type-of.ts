/**
 * A value that stands for a type, for the types of a machine's setup: `setup({ types: { context: typeOf<Context>() } })`.
 * XState reads only their types, never the values. Its documentation writes `{} as Context` instead, which
 * @typescript-eslint/no-unnecessary-type-assertion takes for needless wherever `{}` would fit the type (an input whose
 * fields are all optional: https://github.com/typescript-eslint/typescript-eslint/issues/12270), although without it
 * XState would not know the type. One way for every machine, with the assertion said once, here.
 */
export function typeOf<T>(): T {
  return {} as T;
}
