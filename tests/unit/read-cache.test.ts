import { describe, expect, it, vi } from 'vitest';
import { cacheKey, createReadCache } from '@/server/services/read-cache.ts';

function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('read cache of catalogue answers', () => {
  it('answers a kept value until it is ttl old, then loads again', async () => {
    const { now, advance } = clock();
    const cache = createReadCache({ ttlMs: 100, maxEntries: 10, now });
    const load = vi.fn(() => Promise.resolve({ total: load.mock.calls.length }));
    expect(await cache.get('a', load)).toEqual({ total: 1 });
    advance(99);
    expect(await cache.get('a', load)).toEqual({ total: 1 });
    advance(1);
    expect(await cache.get('a', load)).toEqual({ total: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets requests that arrive during a load wait for that load', async () => {
    const cache = createReadCache({ ttlMs: 1_000, maxEntries: 10 });
    let finish!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const waiting = Array.from({ length: 10 }, () => cache.get('search', load));
    finish('page');
    expect(await Promise.all(waiting)).toEqual(Array(10).fill('page'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = createReadCache({ ttlMs: 1_000, maxEntries: 10 });
    await expect(cache.get('car', () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    await Promise.resolve();
    expect(cache.size).toBe(0);
    expect(await cache.get('car', () => Promise.resolve('found'))).toBe('found');
  });

  it('keeps the most recently used answers and drops the oldest', async () => {
    const cache = createReadCache({ ttlMs: 1_000, maxEntries: 2 });
    await cache.get('a', () => Promise.resolve('a1'));
    await cache.get('b', () => Promise.resolve('b1'));
    await cache.get('a', () => Promise.resolve('a2')); // used again: b is now the oldest
    await cache.get('c', () => Promise.resolve('c1'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', () => Promise.resolve('a3'))).toBe('a1');
    expect(await cache.get('b', () => Promise.resolve('b2'))).toBe('b2');
  });

  it('keeps nothing with a ttl of 0, and nothing after clear()', async () => {
    const none = createReadCache({ ttlMs: 0, maxEntries: 10 });
    const load = vi.fn(() => Promise.resolve('x'));
    await none.get('a', load);
    await none.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(none.size).toBe(0);

    const cache = createReadCache({ ttlMs: 1_000, maxEntries: 10 });
    await cache.get('a', () => Promise.resolve('old'));
    cache.clear();
    expect(await cache.get('a', () => Promise.resolve('new'))).toBe('new');
  });

  it('makes one key of the same question asked in any order, and different keys of different ones', () => {
    const key = cacheKey('searchCars', { location: 'nice', bodyType: ['suv', 'sedan'], page: 2, q: undefined });
    expect(cacheKey('searchCars', { page: 2, bodyType: ['sedan', 'suv', 'suv'], location: 'nice' })).toBe(key);
    expect(cacheKey('searchCars', { location: 'nice', bodyType: ['suv'], page: 2 })).not.toBe(key);
    expect(cacheKey('searchCars', { location: 'nice', bodyType: ['suv', 'sedan'], page: 3 })).not.toBe(key);
    expect(cacheKey('searchYachts', { location: 'nice', bodyType: ['suv', 'sedan'], page: 2 })).not.toBe(key);
    expect(cacheKey('searchCars', { location: 'nice', bodyType: ['suv', 'sedan'], page: 2, language: 'fr' })).not.toBe(key);
  });
});
