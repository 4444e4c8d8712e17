import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** 256 random bits, URL-safe: bearer tokens and emailed links. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as SHA-256: a stolen table holds nothing usable. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const argonOptions = { algorithm: 2 /* Algorithm.Argon2id, a const enum */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, argonOptions);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Same work as a real check, so an unknown email cannot be told apart by timing.
    await hash(password, argonOptions);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
