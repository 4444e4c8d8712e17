import type { components } from './generated/schema';

/** The contract's schemas by name, and the ones every layer names (the generated types of openapi/generated/schema.d.ts). */
export type Schemas = components['schemas'];
export type User = Schemas['User'];
export type SignInResponse = Schemas['SignInResponse'];
export type ApiError = Schemas['Error'];
export type ErrorCode = Schemas['ErrorCode'];
