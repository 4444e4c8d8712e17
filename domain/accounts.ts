import { UserType } from '@/openapi/generated/enums.ts';

/**
 * What each type of account acts as, the one place the admin rule is written: a user account is a driver, a
 * supplier account works for one supplier (its `supplierId`), and admins and superadmins act alike (every
 * supplier's cars and bookings, every user's data). The server's access checks, the booking and fleet rules and the
 * screens read it from here.
 */

export type { UserType };

/** What an account acts as: the names the contract's `x-roles` give (scripts/gen-roles.ts refuses any other). */
export const accountRoles = ['driver', 'supplier', 'admin'] as const;
export type AccountRole = (typeof accountRoles)[number];

/** Keyed by the contract's UserType: a type added to the contract does not compile until it is given a role here. */
const roles: Record<UserType, AccountRole> = {
  user: 'driver',
  supplier: 'supplier',
  admin: 'admin',
  superadmin: 'admin',
};

export const roleOf = (type: UserType): AccountRole => roles[type];

/** The contract's account types that act as admins (admin and superadmin): for the queries that look for them. */
export const adminTypes: readonly UserType[] = UserType.filter((type) => roles[type] === 'admin');

export const isAdmin = (account: { type: UserType }): boolean => roleOf(account.type) === 'admin';

/**
 * Whether `actor` may act on `target`'s account (change its profile, language, avatar, licence check, sign it out
 * everywhere, see its identity documents and wallet): oneself, or an admin on a driver's or a supplier's account; an
 * admin or a superadmin only by a superadmin (an admin never acts on a fellow admin, nor on the superadmin above him).
 */
export function mayActOnAccount(actor: { id: string; type: UserType }, target: { id: string; type: UserType }): boolean {
  if (actor.id === target.id) return true;
  if (!isAdmin(actor)) return false;
  return !isAdmin(target) || actor.type === 'superadmin';
}

/**
 * Whether `actor` may suspend `target` or lift its suspension: an admin who may act on the account (mayActOnAccount),
 * never on his own (an admin locked out by his own hand needs another to return).
 */
export function maySuspend(actor: { id: string; type: UserType }, target: { id: string; type: UserType }): boolean {
  return isAdmin(actor) && actor.id !== target.id && mayActOnAccount(actor, target);
}

/**
 * Whether `actor` may give `target` the type `type`: admins only, never their own; making an admin or a superadmin,
 * or changing the type of one, is a superadmin's alone (an admin cannot raise himself or others above him).
 */
export function mayChangeType(actor: { id: string; type: UserType }, target: { id: string; type: UserType }, type: UserType): boolean {
  if (!maySuspend(actor, target)) return false;
  return roleOf(type) !== 'admin' || actor.type === 'superadmin';
}

/**
 * The name an account is greeted by: a person by the first word of his name ("Alex" of Alex Martin), a supplier
 * by its whole name (Riviera Drive, not "Riviera"): a supplier account's name is its supplier's.
 */
export function greetingName(account: { type: UserType; fullName: string }): string {
  const name = account.fullName.trim();
  if (roleOf(account.type) === 'supplier') return name;
  return name.split(/\s+/)[0] ?? name;
}
