import { describe, expect, it } from 'vitest';
import { CouponSort, CouponSortDefault, PageSizeDefault, PlaceSort, PlaceSortDefault, UserListStatus } from '@/openapi/generated/enums';
import { loadContract } from '@/openapi/contract';
import { definedOnly, listPage, listSort, listText, oneOf, sortChoices } from '@/src/components/list/list-search';

/** The pieces of the back-office lists' route validators, on the contract's enums and defaults. */
describe("a back-office list's address", () => {
  it('keeps a sort of the contract other than its default, which is the address without a sort', () => {
    expect(listSort('mostCars', PlaceSort, PlaceSortDefault)).toBe('mostCars');
    expect(listSort('country', PlaceSort, PlaceSortDefault)).toBe('country');
    expect(listSort('name', PlaceSort, PlaceSortDefault)).toBeUndefined();
    expect(listSort('priceLow', PlaceSort, PlaceSortDefault)).toBeUndefined();
    expect(listSort(['country'], PlaceSort, PlaceSortDefault)).toBeUndefined();
  });

  it('keeps a filter value of the contract only', () => {
    expect(oneOf('licenceToVerify', UserListStatus)).toBe('licenceToVerify');
    expect(oneOf('deleted', UserListStatus)).toBeUndefined();
    expect(oneOf(undefined, UserListStatus)).toBeUndefined();
  });

  it('keeps the words searched trimmed and bounded, and a page past the first up to the last', () => {
    expect(listText('  nice  ')).toBe('nice');
    expect(listText('   ')).toBeUndefined();
    expect(listText('x'.repeat(100))).toHaveLength(80);
    expect(listText('WELCOME10'.repeat(5), 32)).toHaveLength(32);
    expect(listText(42)).toBeUndefined();
    expect(listPage('2')).toBe(2);
    expect(listPage('1')).toBeUndefined();
    expect(listPage('2.5')).toBeUndefined();
    expect(listPage('10001')).toBeUndefined();
    expect(listPage('10000')).toBe(10_000);
    expect(definedOnly({ search: 'nice', page: undefined })).toEqual({ search: 'nice' });
  });

  it("offers the contract's sorts, its default first as the empty value", () => {
    const labels = { newest: 'Newest first', code: 'Code', endingSoon: 'Ending soonest', mostUsed: 'Most used' };
    expect(sortChoices(CouponSort, CouponSortDefault, labels)).toEqual([
      { value: '', label: 'Newest first' },
      { value: 'code', label: 'Code' },
      { value: 'endingSoon', label: 'Ending soonest' },
      { value: 'mostUsed', label: 'Most used' },
    ]);
  });

  it('reads the page size of every back-office list from one declaration of the contract', () => {
    const contract = loadContract();
    expect(contract.components.schemas.PageSize?.default).toBe(PageSizeDefault);
    expect(PageSizeDefault).toBe(30);
    expect(contract.components.parameters.PageSize).toMatchObject({ name: 'size', in: 'query', schema: { $ref: '#/components/schemas/PageSize' } });
    const lists = ['getFleet', 'listUsers', 'listPlaces', 'listCoupons', 'listSuppliers', 'listPosts', 'listFaqEntries', 'listTeamRequests', 'getNotifications'];
    const operations = Object.values(contract.paths).flatMap((item) => Object.values(item));
    for (const id of lists) {
      const operation = operations.find((candidate) => candidate.operationId === id);
      expect(operation?.parameters, id).toContainEqual({ $ref: '#/components/parameters/PageSize' });
    }
  });
});
