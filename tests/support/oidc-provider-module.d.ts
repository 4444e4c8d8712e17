/**
 * The part of oidc-provider (a JavaScript package without types) that tests/support/oidc-provider.ts uses; its
 * configuration is documented at https://github.com/panva/node-oidc-provider/blob/main/docs/README.md.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ProviderContext {
    path: string;
    body: unknown;
  }

  export interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export interface Configuration {
    clients?: Array<Record<string, unknown>>;
    jwks?: { keys: Array<Record<string, unknown>> };
    pkce?: { required?: (ctx: unknown, client: unknown) => boolean };
    conformIdTokenClaims?: boolean;
    claims?: Record<string, string[]>;
    findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined>;
    cookies?: { keys?: string[] };
    ttl?: Record<string, number>;
    features?: Record<string, { enabled: boolean }>;
  }

  /** A Koa application: `use` adds a middleware around the provider's own routes. */
  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    use(middleware: (ctx: ProviderContext, next: () => Promise<void>) => Promise<void>): this;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
