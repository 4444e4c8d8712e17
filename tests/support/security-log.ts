import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { securityEvents } from '@/server/db/schema.ts';
import type { SecurityEventKind } from '@/server/services/security-log.ts';
import type { TestOidcProvider } from './oidc-provider.ts';
import { mailbox, type TestServer } from './server.ts';

export type LoggedEvent = typeof securityEvents.$inferSelect;

/** The security log as the database holds it, oldest first: every event, or those of the kinds named. */
export function loggedEvents(database: Database, ...kinds: SecurityEventKind[]): Promise<LoggedEvent[]> {
  const query = database.db.select().from(securityEvents);
  return (kinds.length > 0 ? query.where(inArray(securityEvents.kind, kinds)) : query).orderBy(asc(securityEvents.id));
}

/** Which of `secrets` appear anywhere in the security log (every column but the instant, as text). */
export async function secretsInLog(database: Database, secrets: readonly string[]): Promise<string[]> {
  const [row] = await queryRows<{ text: string }>(
    database,
    sql`select coalesce(string_agg(concat_ws(' ', id, kind, user_id, actor_id, email, ip, user_agent, details::text), ' '), '') as text from security_events`,
  );
  const text = (row?.text ?? '').toLowerCase();
  return secrets.filter((secret) => text.includes(secret.toLowerCase()));
}

/** Every token of a link and every sign-in code the server emailed so far: what the log must never hold. */
export async function emailedSecrets(database: Database): Promise<string[]> {
  const secrets: string[] = [];
  for (const email of await mailbox(database)) {
    for (const link of email.textBody.match(/https?:\/\/\S+/g) ?? []) {
      const token = new URL(link).searchParams.get('t');
      if (token) secrets.push(token);
    }
    if (email.kind === 'signInCode') secrets.push(/\b(\d{6})\b/.exec(email.textBody)![1]!);
  }
  return secrets;
}

/** The rows a query answers, on PGlite as on PostgreSQL. */
export async function queryRows<T extends Record<string, unknown>>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute<T>(query)) as { rows: T[] }).rows;
}

/** The six digits of the newest sign-in code emailed to this address. */
export async function lastSignInCode(database: Database, address: string): Promise<string> {
  const email = (await mailbox(database)).find((row) => row.toAddress === address && row.kind === 'signInCode');
  if (!email) throw new Error(`No sign-in code to ${address}`);
  return /\b(\d{6})\b/.exec(email.textBody)![1]!;
}

/** The parameters of an emailed link, as the pages that follow it send them. */
export const linkParams = (url: URL) => ({ userId: url.searchParams.get('u')!, email: url.searchParams.get('e')!, token: url.searchParams.get('t')! });

/**
 * A Google sign-in through the local OpenID provider, as the browser makes it: googleAuth, the provider's pages, then
 * googleSignIn with the cookie. Answers the app's answer (the typed client's result), a way to send the same finish again, and the secrets it used.
 */
export async function googleSignIn(server: TestServer, provider: TestOidcProvider, accountId: string, headers: Record<string, string> = {}) {
  const started = await server.as(undefined, { headers }).GET('/api/auth/google');
  const cookie = String(started.response.headers.get('set-cookie')).split(';')[0]!;
  const params = await provider.authorize(started.data!.url, accountId);
  const body = { code: params.get('code')!, state: params.get('state')! };
  const finish = () => server.as({ cookie }, { headers }).POST('/api/auth/google/{appType}', { params: { path: { appType: 'frontend' } }, body });
  return { answer: await finish(), again: finish, secrets: [cookie.split('=')[1]!, body.code, body.state] };
}
