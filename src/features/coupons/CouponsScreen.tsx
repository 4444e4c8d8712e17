import { Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CouponSort, CouponSortDefault, CouponStatus, PageSizeDefault } from '@/openapi/generated/enums';
import { createCouponActors } from '@/machines/coupons/coupons.actors';
import { type CouponDeletion, type CouponRecord, type ListCouponsQuery, couponsOf } from '@/machines/coupons/coupons-list';
import { useApi } from '@/src/core/api-context';
import { notify } from '@/src/core/toasts';
import { ListChoice, ListSearchBox } from '@/src/components/ListFilters';
import { ListFrame } from '@/src/components/list/ListFrame';
import { sortChoices } from '@/src/components/list/list-search';
import { backOfficeListKit, useBackOfficeList } from '@/src/components/list/use-back-office-list';
import { useListAddress } from '@/src/components/use-list-address';
import { CouponRows } from './CouponRows';
import { couponDeletionMessage, couponStatusLabels } from '@/src/components/coupon-messages';

/** The list's address: what /manage/coupons keeps in its query (validated by the route). */
export interface CouponsSearch {
  search?: string;
  status?: CouponStatus;
  sort?: Exclude<CouponSort, typeof CouponSortDefault>;
  page?: number;
}

export interface CouponsScreenProps {
  search: CouponsSearch;
  onSearchChange: (next: CouponsSearch) => void;
  newLink: (children: ReactNode) => ReactNode;
  editLink: (item: CouponRecord, children: ReactNode) => ReactNode;
}

/**
 * The admins' coupons (machines/coupons/coupons-list.machine.ts): searched and filtered from the address, 30 a page,
 * each opened in its form; the ticked ones deleted after a confirmation (those bookings used are ended instead).
 */
export function CouponsScreen({ search, onSearchChange, newLink, editLink }: CouponsScreenProps) {
  const api = useApi();
  const { t, i18n } = useLingui();
  const query: ListCouponsQuery = { ...search, size: PageSizeDefault };
  const [snapshot, send] = useBackOfficeList(() => createCouponActors(api).list, (result) => notify('positive', i18n._(couponDeletionMessage(result as CouponDeletion))), query);
  const { goTo, onPage, headingRef } = useListAddress(search, onSearchChange);

  const { total, target } = snapshot.context;
  const items = couponsOf(snapshot.context);
  const kit = backOfficeListKit(snapshot, send);
  const named = target.length === 1 ? items.find((item) => item._id === target[0]) : undefined;

  return (
    <ListFrame
      heading={<Trans>Coupons</Trans>}
      headingRef={headingRef}
      newLinks={[{ key: 'coupon', label: <Trans>New coupon</Trans>, link: newLink }]}
      filters={
        <>
          <ListSearchBox value={search.search ?? ''} label={t`Search the coupons`} placeholder={t`Code`} onSearch={(text) => goTo({ search: text.trim() || undefined })} />
          <ListChoice
            label={t`Status`}
            value={search.status ?? ''}
            options={[{ value: '', label: t`Every status` }, ...CouponStatus.map((status) => ({ value: status, label: i18n._(couponStatusLabels[status]) }))]}
            onChange={(status) => goTo({ status: status || undefined })}
          />
          <ListChoice
            label={t`Sort by`}
            value={search.sort ?? ''}
            options={sortChoices(CouponSort, CouponSortDefault, { newest: t`Newest first`, code: t`Code`, endingSoon: t`Ending soonest`, mostUsed: t`Most used` })}
            onChange={(sort) => goTo({ sort: sort || undefined })}
          />
        </>
      }
      count={<Plural value={total} one="# coupon" other="# coupons" />}
      {...kit.frame}
      onDeleteSelection={kit.onDeleteSelection}
      empty={items.length === 0}
      emptyText={search.search || search.status ? <Trans>No coupon matches these filters.</Trans> : <Trans>No coupons yet.</Trans>}
      page={search.page ?? 1}
      onPage={onPage}
      confirm={{
        ...kit.confirm,
        title: <Plural value={target.length} one="Delete this coupon?" other="Delete # coupons?" />,
        subject: named ? (
          <Text fontWeight="semibold" fontFamily="mono">
            {named.code}
          </Text>
        ) : null,
        note: <Trans>A coupon that bookings have used is kept for them and ends now instead.</Trans>,
      }}
    >
      <CouponRows items={items} selection={kit.selection} busy={kit.state.busy} onDelete={(item) => kit.onDelete(item._id)} editLink={editLink} />
    </ListFrame>
  );
}
