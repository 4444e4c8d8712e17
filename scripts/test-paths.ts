/**
 * npm run test:paths -- --list        prints the name of every model path of every flow
 * npm run test:paths -- "<name>"      runs that path's test through the real screen (vitest -t)
 *
 * Paths come from the same builders the model tests use (tests/model/<flow>.paths.ts): nothing is
 * rendered to list them.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountProfilePaths } from '@/tests/model/account-profile.paths';
import { activationPaths } from '@/tests/model/activation.paths';
import { avatarPaths } from '@/tests/model/avatar.paths';
import { bookingPaths } from '@/tests/model/booking.paths';
import { checkoutPaths } from '@/tests/model/checkout.paths';
import { confirmEmailPaths } from '@/tests/model/confirm-email.paths';
import { couponCheckPaths } from '@/tests/model/coupon-check.paths';
import { emailChangePaths } from '@/tests/model/email-change.paths';
import { emailNotificationsPaths } from '@/tests/model/email-notifications.paths';
import { fleetStatusPaths } from '@/tests/model/fleet-status.paths';
import { forgotPasswordPaths } from '@/tests/model/forgot-password.paths';
import { googleReturnPaths } from '@/tests/model/google-return.paths';
import { googleStartPaths } from '@/tests/model/google-start.paths';
import { passwordChangePaths } from '@/tests/model/password-change.paths';
import { resetPasswordPaths } from '@/tests/model/reset-password.paths';
import { signInCodePaths } from '@/tests/model/sign-in-code.paths';
import { signInPaths } from '@/tests/model/sign-in.paths';
import { signOutEverywherePaths } from '@/tests/model/sign-out-everywhere.paths';
import { signUpPaths } from '@/tests/model/sign-up.paths';
import { teamFormPaths } from '@/tests/model/team-forms.paths';
import { vehicleFormPaths } from '@/tests/model/vehicle-form.paths';
import { walletPaths } from '@/tests/model/wallet.paths';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Flow name -> its path builder; the flow's tests are in tests/model/<flow>.model.test.tsx. */
const flows = {
  'sign-in': signInPaths,
  'sign-in-code': signInCodePaths,
  'google-start': googleStartPaths,
  'google-return': googleReturnPaths,
  'confirm-email': confirmEmailPaths,
  'sign-up': signUpPaths,
  activation: activationPaths,
  'forgot-password': forgotPasswordPaths,
  'reset-password': resetPasswordPaths,
  booking: bookingPaths,
  'coupon-check': couponCheckPaths,
  checkout: checkoutPaths,
  'account-profile': accountProfilePaths,
  avatar: avatarPaths,
  'password-change': passwordChangePaths,
  'email-change': emailChangePaths,
  'email-notifications': emailNotificationsPaths,
  'sign-out-everywhere': signOutEverywherePaths,
  wallet: walletPaths,
  'contact-form': () => teamFormPaths('contact'),
  'partner-form': () => teamFormPaths('partner'),
  'concierge-form': () => teamFormPaths('concierge'),
  'vehicle-form': vehicleFormPaths,
  'fleet-status': fleetStatusPaths,
} as const;

type Flow = keyof typeof flows;

/** The test file of a flow, when it is not tests/model/<flow>.model.test.tsx (the team forms share one). */
const files: Partial<Record<Flow, string>> = { 'contact-form': 'team-forms', 'partner-form': 'team-forms', 'concierge-form': 'team-forms' };

function allPaths(): Array<{ flow: Flow; name: string }> {
  return (Object.keys(flows) as Flow[]).flatMap((flow) => flows[flow]().map(({ name }) => ({ flow, name })));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help')) {
  console.log('Usage: npm run test:paths -- --list | npm run test:paths -- "<path name>"');
  process.exit(args.length === 0 ? 1 : 0);
}

const paths = allPaths();
if (args.includes('--list')) {
  for (const { name } of paths) console.log(name);
  console.error(`${paths.length} paths`);
  process.exit(0);
}

const name = args.join(' ');
const match = paths.find((candidate) => candidate.name === name);
if (!match) {
  const near = paths.filter((candidate) => candidate.name.includes(name)).slice(0, 10);
  console.error(`No path is named: ${name}`);
  if (near.length > 0) console.error(`Paths containing it:\n${near.map((p) => `  ${p.name}`).join('\n')}`);
  process.exit(1);
}

// The name ends the test's full name; anchored, a shorter path's name does not match a longer one.
const pattern = `${escapeRegExp(match.name)}$`;
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'paths', `tests/model/${files[match.flow] ?? match.flow}.model.test.tsx`, '-t', pattern],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
