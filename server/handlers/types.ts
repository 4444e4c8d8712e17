import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserType } from '@/openapi/generated/enums.ts';
import type { operations } from '@/openapi/generated/schema';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
export type BodyOf<K extends OperationId> = Op<K> extends { requestBody?: infer R } ? JsonOf<NonNullable<R>> : never;
export type PathOf<K extends OperationId> = Op<K>['parameters'] extends { path?: infer P } ? NonNullable<P> : never;
export type QueryOf<K extends OperationId> = Op<K>['parameters'] extends { query?: infer Q } ? NonNullable<Q> : never;
/** The JSON body of the operation's first 2xx answer. */
export type ReplyOf<K extends OperationId> = {
  [S in keyof Op<K>['responses']]: S extends 200 | 201 ? JsonOf<Op<K>['responses'][S]> : never;
}[keyof Op<K>['responses']];

/** A query's `language` always has a value: the contract gives LanguageQuery a default, which validation fills in. */
type WithDefaults<Q> = Q extends { language?: infer L } ? Omit<Q, 'language'> & { language: NonNullable<L> } : Q;

export type Request<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<K>;
  Params: PathOf<K>;
  Querystring: WithDefaults<QueryOf<K>>;
}>;

/**
 * One method per operationId; the compiler refuses a missing one or a wrong answer shape. A handler
 * answers its JSON body, or the reply once it has sent a body itself (see `sendKept` in catalog.ts).
 */
export type Handlers = {
  [K in OperationId]: (request: Request<K>, reply: FastifyReply) => Promise<ReplyOf<K> | FastifyReply | void>;
};

export interface AuthContext {
  userId: string;
  type: UserType;
  /** The supplier of a supplier account (users.supplier_id); null for the others. */
  supplierId: string | null;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}
