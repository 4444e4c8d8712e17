import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { adminTypes, isAdmin } from '@/domain/accounts';
import {
  isStaff,
  type BookingActor,
  type BookingStatus,
  type PaymentOption,
  PAY_ONLINE_HOLD_MINUTES,
  activeStatuses,
  bookingActorOf,
  bookingStatuses,
  bookingTransitions,
  canAmend,
  canRequestCancellation,
  canTransition,
  hasRentalEnded,
  mayChangeStatus,
  PICK_UP_GRACE_MS,
  initialStatus,
  isActiveStatus,
  isPickUpInPast,
  mayAmend,
  mayDelete,
  maySee,
  minimumDriverAge,
  nextStatuses,
  payOnlineExpiry,
} from '@/domain/bookings';
import { MINIMUM_AGE } from '@/domain/validation';
import { UserType } from '@/openapi/generated/enums';

const actors: readonly BookingActor[] = ['system', 'driver', 'supplier', 'admin'];

// The table as the spec writes it, kept apart from domain/bookings.ts so that a change there shows here.
const expectedTransitions: [BookingStatus, BookingStatus, BookingActor[]][] = [
  ['pending', 'paid', ['system']],
  ['pending', 'void', ['system']],
  ['pending', 'cancelled', ['supplier', 'admin']],
  ['reserved', 'deposit', ['supplier', 'admin']],
  ['reserved', 'paid', ['supplier', 'admin']],
  ['reserved', 'cancelled', ['supplier', 'admin']],
  ['deposit', 'paid', ['supplier', 'admin']],
  ['deposit', 'cancelled', ['supplier', 'admin']],
  ['paid', 'cancelled', ['supplier', 'admin']],
  ['cancelled', 'reserved', ['admin']],
];

describe('booking statuses', () => {
  it('hold the dates in pending, deposit, paid and reserved only', () => {
    expect(activeStatuses).toEqual(['pending', 'deposit', 'paid', 'reserved']);
  });

  it('hold the dates exactly as booking_holds() in the database', async () => {
    const sql = await readFile(new URL('../../server/migrations/0005_bookings.sql', import.meta.url), 'utf8');
    const list = /function booking_holds[\s\S]*?status in \(([^)]*)\)/.exec(sql)?.[1];
    const held = [...(list ?? '').matchAll(/'([a-z]+)'/g)].map((match) => match[1]);
    expect(held.toSorted()).toEqual([...activeStatuses].toSorted());
  });

  it.each(bookingStatuses.map((status) => [status, activeStatuses.includes(status)] as const))('%s is active: %s', (status, active) => {
    expect(isActiveStatus(status)).toBe(active);
  });
});

describe('account roles (domain/accounts.ts)', () => {
  it('makes admins and superadmins, and only them, admins, in the contract\'s order', () => {
    expect(adminTypes).toEqual(['admin', 'superadmin']);
    expect(UserType.filter((type) => isAdmin({ type }))).toEqual(adminTypes);
  });
});

describe('bookingActorOf', () => {
  it.each([
    ['user', 'driver'],
    ['supplier', 'supplier'],
    ['admin', 'admin'],
    ['superadmin', 'admin'],
  ] as const)('%s acts as %s', (userType, actor) => {
    expect(bookingActorOf(userType)).toBe(actor);
  });
});

describe('isStaff', () => {
  it.each([
    ['driver', false],
    ['supplier', true],
    ['admin', true],
    ['system', false],
  ] as const)('%s runs bookings: %s', (actor, expected) => {
    expect(isStaff(actor)).toBe(expected);
  });
});

describe('bookingTransitions', () => {
  it('is the table of the spec, row for row', () => {
    expect(bookingTransitions.map(({ from, to, by }) => [from, to, [...by]])).toEqual(expectedTransitions);
  });

  it('says in one sentence when each change happens', () => {
    for (const transition of bookingTransitions) expect(transition.when).toMatch(/^[A-Z].*\.$/);
  });

  it.each(expectedTransitions.flatMap(([from, to, by]) => actors.map((actor) => [from, to, actor, by.includes(actor)] as const)))(
    '%s -> %s by %s: %s',
    (from, to, actor, allowed) => {
      expect(canTransition(actor, from, to)).toBe(allowed);
    },
  );

  it('refuses every change that is not in the table, to everyone', () => {
    const listed = new Set(expectedTransitions.map(([from, to]) => `${from}->${to}`));
    for (const from of bookingStatuses) {
      for (const to of bookingStatuses) {
        if (listed.has(`${from}->${to}`)) continue;
        for (const actor of actors) expect(canTransition(actor, from, to), `${from}->${to} by ${actor}`).toBe(false);
      }
    }
  });
});

describe('nextStatuses', () => {
  it.each<[BookingActor, BookingStatus, BookingStatus[]]>([
    ['system', 'pending', ['paid', 'void']],
    ['supplier', 'pending', ['cancelled']],
    ['supplier', 'reserved', ['deposit', 'paid', 'cancelled']],
    ['admin', 'reserved', ['deposit', 'paid', 'cancelled']],
    ['system', 'reserved', []],
    ['supplier', 'deposit', ['paid', 'cancelled']],
    ['admin', 'paid', ['cancelled']],
    ['admin', 'cancelled', ['reserved']],
    ['supplier', 'cancelled', []],
  ])('%s from %s -> %j', (actor, from, expected) => {
    expect(nextStatuses(actor, from)).toEqual(expected);
  });

  it.each(actors)('void leads nowhere, even for %s', (actor) => {
    expect(nextStatuses(actor, 'void')).toEqual([]);
  });

  it.each(bookingStatuses)('a driver moves no status, from %s either', (status) => {
    expect(nextStatuses('driver', status)).toEqual([]);
  });
});

describe('mayChangeStatus: the table, and no cancelling once the rental has ended', () => {
  const to = new Date('2031-06-14T10:00:00.000Z');
  const before = new Date('2031-06-14T09:59:59.999Z');

  it('a rental has ended from its drop-off on', () => {
    expect(hasRentalEnded({ to }, before)).toBe(false);
    expect(hasRentalEnded({ to }, to)).toBe(true);
  });

  it.each<[BookingStatus, BookingActor]>([
    ['paid', 'admin'],
    ['paid', 'supplier'],
    ['deposit', 'supplier'],
    ['reserved', 'admin'],
    ['pending', 'supplier'],
  ])('a %s booking is cancelled by a %s up to its drop-off, not from it', (status, actor) => {
    expect(mayChangeStatus(actor, { status, to }, 'cancelled', before)).toBe(true);
    expect(mayChangeStatus(actor, { status, to }, 'cancelled', to)).toBe(false);
  });

  it('other changes follow the table alone, before or after the drop-off', () => {
    expect(mayChangeStatus('supplier', { status: 'deposit', to }, 'paid', to)).toBe(true);
    expect(mayChangeStatus('admin', { status: 'cancelled', to }, 'reserved', to)).toBe(true);
    expect(mayChangeStatus('supplier', { status: 'cancelled', to }, 'reserved', before)).toBe(false);
    expect(mayChangeStatus('driver', { status: 'paid', to }, 'cancelled', before)).toBe(false);
  });
});

describe('initialStatus', () => {
  it.each<[PaymentOption, number, BookingStatus]>([
    ['payLater', 300, 'reserved'],
    ['payLater', 0, 'reserved'],
    ['payOnline', 300, 'pending'],
    ['payOnline', 0.01, 'pending'],
    // A coupon or the wallet covered it all: nothing to pay, so nothing to wait for.
    ['payOnline', 0, 'paid'],
  ])('%s, total %s -> %s', (option, total, status) => {
    expect(initialStatus(option, total)).toBe(status);
  });
});

describe('payOnlineExpiry', () => {
  it('is 15 minutes after the booking was made', () => {
    expect(PAY_ONLINE_HOLD_MINUTES).toBe(15);
    expect(payOnlineExpiry(new Date('2026-07-01T23:50:00Z'))).toEqual(new Date('2026-07-02T00:05:00Z'));
  });
});

const pickUp = new Date('2026-07-10T10:00:00Z');
const before = new Date('2026-07-09T10:00:00Z');
const atPickUp = pickUp;
const after = new Date('2026-07-10T10:00:01Z');

describe('canAmend', () => {
  it.each<[BookingStatus, PaymentOption, boolean, Date, boolean]>([
    // status, payment, amendments chosen, now, can amend
    ['reserved', 'payLater', false, before, true],
    ['reserved', 'payLater', true, before, true],
    ['paid', 'payOnline', true, before, true],
    ['paid', 'payOnline', false, before, false],
    ['pending', 'payOnline', true, before, true],
    ['pending', 'payOnline', false, before, false],
    ['deposit', 'payLater', false, before, true],
    ['paid', 'payLater', false, before, true],
    ['reserved', 'payLater', false, atPickUp, false],
    ['reserved', 'payLater', false, after, false],
    ['paid', 'payOnline', true, after, false],
    ['cancelled', 'payLater', false, before, false],
    ['cancelled', 'payOnline', true, before, false],
    ['void', 'payOnline', true, before, false],
  ])('%s, %s, amendments %s, at %o -> %s', (status, paymentOption, amendmentsChosen, now, expected) => {
    expect(canAmend({ status, paymentOption, amendmentsChosen, from: pickUp }, now)).toBe(expected);
  });
});

describe('canRequestCancellation', () => {
  it.each<[BookingStatus, Date, boolean]>([
    ['pending', before, true],
    ['reserved', before, true],
    ['deposit', before, true],
    ['paid', before, true],
    ['paid', atPickUp, false],
    ['reserved', after, false],
    ['cancelled', before, false],
    ['void', before, false],
  ])('%s at %o -> %s', (status, now, expected) => {
    expect(canRequestCancellation({ status, from: pickUp }, now)).toBe(expected);
  });
});

describe('isPickUpInPast', () => {
  const now = new Date('2026-06-10T09:00:00.000Z');
  it.each<[string, string, boolean]>([
    ['now', '2026-06-10T09:00:00.000Z', false],
    ['later', '2026-06-10T09:30:00.000Z', false],
    ['a moment ago (the form was filled then)', '2026-06-10T08:56:00.000Z', false],
    ['at the end of the grace period', new Date(now.getTime() - PICK_UP_GRACE_MS).toISOString(), false],
    ['beyond it', new Date(now.getTime() - PICK_UP_GRACE_MS - 1000).toISOString(), true],
    ['yesterday', '2026-06-09T09:00:00.000Z', true],
  ])('%s -> %s', (_, from, expected) => {
    expect(isPickUpInPast(new Date(from), now)).toBe(expected);
  });
});

describe('minimumDriverAge', () => {
  it.each<[string, number, number | null | undefined, number]>([
    ["the product's rule when the supplier and car ask less", 18, 18, MINIMUM_AGE],
    ["the supplier's when higher", 25, 21, 25],
    ["the car's when higher", 23, 30, 30],
    ['a yacht: the supplier only', 24, undefined, 24],
    ['a car without its own age', 22, null, 22],
  ])('%s', (_, supplierAge, vehicleAge, expected) => {
    expect(minimumDriverAge({ minimumAge: supplierAge }, { minimumAge: vehicleAge })).toBe(expected);
  });
});

describe('maySee', () => {
  const booking = { driverId: 'driver-1', supplierId: 'supplier-1' };
  it.each<[string, Parameters<typeof maySee>[0], boolean]>([
    ['its driver', { viewer: 'driver', userId: 'driver-1', supplierId: null }, true],
    ['another driver', { viewer: 'driver', userId: 'driver-2', supplierId: null }, false],
    ["the car's supplier", { viewer: 'supplier', userId: 'staff-1', supplierId: 'supplier-1' }, true],
    ['another supplier', { viewer: 'supplier', userId: 'staff-2', supplierId: 'supplier-2' }, false],
    ['a supplier account without a supplier', { viewer: 'supplier', userId: 'staff-3', supplierId: null }, false],
    ['an admin', { viewer: 'admin', userId: 'admin-1', supplierId: null }, true],
  ])('%s -> %s', (_, account, expected) => {
    expect(maySee(account, booking)).toBe(expected);
  });
});

describe('mayAmend', () => {
  it.each<['driver' | 'supplier' | 'admin', BookingStatus, PaymentOption, boolean, Date, boolean]>([
    ['driver', 'paid', 'payOnline', false, before, false],
    ['driver', 'paid', 'payOnline', true, before, true],
    ['supplier', 'paid', 'payOnline', false, before, true],
    ['admin', 'reserved', 'payLater', false, before, true],
    ['supplier', 'cancelled', 'payLater', false, before, false],
    ['admin', 'paid', 'payOnline', true, after, false],
  ])('%s, %s, %s, amendments %s, at %o -> %s', (viewer, status, paymentOption, amendmentsChosen, now, expected) => {
    expect(mayAmend(viewer, { status, paymentOption, amendmentsChosen, from: pickUp }, now)).toBe(expected);
  });
});

describe('mayDelete', () => {
  it.each<['driver' | 'supplier' | 'admin', BookingStatus, boolean]>([
    ['driver', 'void', false],
    ['supplier', 'reserved', false],
    ['supplier', 'void', true],
    ['supplier', 'cancelled', true],
    ['admin', 'paid', true],
  ])('%s, %s -> %s', (viewer, status, expected) => {
    expect(mayDelete(viewer, status)).toBe(expected);
  });
});
