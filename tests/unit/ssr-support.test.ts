import { describe, expect, it } from 'vitest';
import { serializeHydrationData } from '@/shared/page';
import { createLanguageLock } from '@/src/app/language-lock';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the language lock: one language at a time, shared by its tasks', () => {
  it('runs tasks of one language together and makes another language wait until they have all finished', async () => {
    const active: string[] = [];
    const lock = createLanguageLock<'en' | 'fr'>((language) => active.push(language));
    const log: string[] = [];
    const en1 = deferred();
    const en2 = deferred();
    const task = (name: string, until: Promise<void>) => async () => {
      log.push(`start ${name}`);
      await until;
      log.push(`end ${name}`);
    };
    const first = lock.run('en', task('en1', en1.promise));
    const second = lock.run('en', task('en2', en2.promise));
    const french = lock.run('fr', task('fr', Promise.resolve()));
    await tick();
    expect(log).toEqual(['start en1', 'start en2']);
    en1.resolve();
    await first;
    await tick();
    expect(log).toEqual(['start en1', 'start en2', 'end en1']);
    en2.resolve();
    await Promise.all([second, french]);
    expect(log).toEqual(['start en1', 'start en2', 'end en1', 'end en2', 'start fr', 'end fr']);
    expect(active).toEqual(['en', 'fr']);
  });

  it('does not let new tasks of the holding language overtake a language that waits', async () => {
    const lock = createLanguageLock<'en' | 'ru'>(() => {});
    const log: string[] = [];
    const hold = deferred();
    const first = lock.run('en', async () => {
      await hold.promise;
      log.push('en1');
    });
    const russian = lock.run('ru', () => {
      log.push('ru');
      return Promise.resolve();
    });
    const later = lock.run('en', () => {
      log.push('en2');
      return Promise.resolve();
    });
    hold.resolve();
    await Promise.all([first, russian, later]);
    expect(log).toEqual(['en1', 'ru', 'en2']);
  });

  it('releases the lock when a task fails', async () => {
    const lock = createLanguageLock<'en' | 'fr'>(() => {});
    await expect(lock.run('en', async () => Promise.reject(new Error('loader failed')))).rejects.toThrow('loader failed');
    await expect(lock.run('fr', () => Promise.resolve('next'))).resolves.toBe('next');
  });
});

describe('the hydration data written into a page', () => {
  it('cannot close its script element or open a comment, and reads back the same', () => {
    const data = { router: { matches: [{ i: '__root__', u: 1, s: 'success', l: { name: '</script><script>alert(1)</script><!--', line: '\u2028' } }] } };
    const json = serializeHydrationData(data);
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(json)).toEqual(data);
  });
});
