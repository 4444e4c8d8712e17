/** A route's hooks of one kind as a list (Fastify takes one function or several), so that one more can be added. */
export const listOf = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
