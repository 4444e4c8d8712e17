import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '@/src/core/search-params';
import { validateCarSearch } from '@/src/features/cars/search-params';

describe('search parameters in the address', () => {
  it('writes lists as one comma-separated value and texts as they are', () => {
    const written = stringifySearch({ location: 'nice', bodyType: ['suv', 'sedan'], seats: [5, 7], q: 'golf gti', page: 2 });
    expect(decodeURIComponent(written.replace(/\+/g, ' '))).toBe('?location=nice&bodyType=suv,sedan&seats=5,7&q=golf gti&page=2');
  });

  it('reads back what it writes, through the car search validator', () => {
    const search = { location: 'nice', bodyType: ['suv', 'sedan'], seats: [5, 7], brand: ['Alfa Romeo', 'BMW'], q: '2024', deposit: 500, page: 2 } as const;
    expect(validateCarSearch(parseSearch(stringifySearch(search)))).toEqual({ ...search, bodyType: ['suv', 'sedan'], seats: [5, 7], brand: ['Alfa Romeo', 'BMW'] });
  });

  it('writes an item holding a comma, or an object, as JSON, and reads it back', () => {
    const search = { tags: ['a,b', 'c'], window: { from: 1 } };
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });

  it('still reads addresses written as JSON lists, and leaves a text that only looks like JSON as text', () => {
    expect(validateCarSearch(parseSearch('?gearbox=%5B%22automatic%22%5D&seats=%5B5%2C7%5D'))).toEqual({ gearbox: ['automatic'], seats: [5, 7] });
    expect(parseSearch('?q=%5Bbroken')).toEqual({ q: '[broken' });
  });

  it('reads an address without U+0000, which the API refuses (a crafted ?q=a%00 made the search fail)', () => {
    expect(parseSearch('?q=a%00b&brand=%00BMW')).toEqual({ q: 'ab', brand: 'BMW' });
    expect(parseSearch('?brand=%5B%22Alfa%5Cu0000%22%5D')).toEqual({ brand: ['Alfa'] });
  });

  it('drops dates no supplier takes, which the server would refuse: a pick-up past 548 days ahead, a drop-off past 90 days', () => {
    expect(validateCarSearch({ from: '9999-01-01T10:00', to: '9999-01-03T10:00', seats: 5 })).toEqual({ seats: [5] });
    const from = new Date();
    from.setDate(from.getDate() + 10);
    const local = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}T10:00`;
    const to = new Date(from);
    to.setDate(to.getDate() + 120);
    expect(validateCarSearch({ from: local(from), to: local(to) })).toEqual({ from: local(from) });
    to.setDate(to.getDate() - 60);
    expect(validateCarSearch({ from: local(from), to: local(to) })).toEqual({ from: local(from), to: local(to) });
  });

  it('writes nothing for an empty search', () => {
    expect(stringifySearch({})).toBe('');
    expect(stringifySearch({ location: undefined })).toBe('');
  });
});
