import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedFiles, findMachineFiles, root } from '@/scripts/gen-flows';

describe('flow charts in docs/flows', () => {
  it('finds the machines by their files', () => {
    expect(findMachineFiles()).toEqual(
      expect.arrayContaining([
        'machines/activation/activation.machine.ts',
        'machines/password-reset/forgot-password.machine.ts',
        'machines/password-reset/reset-password.machine.ts',
        'machines/sign-in/sign-in.machine.ts',
        'machines/sign-up/sign-up.machine.ts',
      ]),
    );
  });

  // It imports every machine module cold: beside the browser lanes that took more than vitest's default 5 s.
  it('match the machines (run `npm run gen:flows` after changing one)', { timeout: 120_000 }, async () => {
    for (const [file, content] of await expectedFiles()) {
      const relative = path.relative(root, file);
      expect(existsSync(file), `${relative} is missing`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${relative} is stale`).toBe(content);
    }
  });
});
