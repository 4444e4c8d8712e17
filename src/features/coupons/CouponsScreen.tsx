import { Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CouponStatus } from '../../../openapi/generated/enums';
import { createCouponActors } from '../../../machines/coupons/coupons.actors';
import { COUPONS_PAGE_SIZE, type CouponDeletion, type CouponRecord, type ListCouponsQuery, couponsOf, isPageSelected, pageCount } from '../../../machines/coupons/coupons-list';
import { useApi } from '../../core/api-context';
import { notify } from '../../core/toasts';
import { ListChoice, ListSearchBox } from '../../components/ListFilters';
import { DeletableListFrame } from '../manage/DeletableListFrame';
import { listState, useTeamList } from '../manage/use-team-list';
import { useListAddress } from '../../components/use-list-address';
import { CouponRows } from './CouponRows';
import { couponDeletionMessage, couponStatusLabels } from './coupon-messages';

/** The list's address: what /manage/coupons keeps in its query (validated by the route). */
export interface CouponsSearch {
  search?: string;
  status?: CouponStatus;
  sort?: 'code' | 'endingSoon' | 'mostUsed';
  page?: number;
}

export interface CouponsScreenProps {
  search: CouponsSearch;
  onSearchChange: (next: CouponsSearch) => void;
  newLink: (children: ReactNode) => ReactNode;
  editLink: (item: CouponRecord, children: ReactNode) => ReactNode;
}

const statuses: CouponStatus[] = ['active', 'scheduled', 'expired', 'usedUp'];

/**
 * The admins' coupons (machines/coupons/coupons-list.machine.ts): searched and filtered from the address, 30 a page,
 * each opened in its form; the ticked ones deleted after a confirmation (those bookings used are ended instead).
 */
export function CouponsScreen({ search, onSearchChange, newLink, editLink }: CouponsScreenProps) {
  const api = useApi();
  const { t, i18n } = useLingui();
  const query: ListCouponsQuery = { ...search, size: COUPONS_PAGE_SIZE };
  const [snapshot, send] = useTeamList(() => createCouponActors(api).list, (result) => notify('positive', i18n._(couponDeletionMessage(result as CouponDeletion))), query);
  const { goTo, onPage, headingRef } = useListAddress(search, onSearchChange);

  const { total, selected, target, error } = snapshot.context;
  const items = couponsOf(snapshot.context);
  const state = listState(snapshot);
  const named = target.length === 1 ? items.find((item) => item._id === target[0]) : undefined;

  return (
    <DeletableListFrame
      heading={<Trans>Coupons</Trans>}
      headingRef={headingRef}
      newLink={newLink}
      newLabel={<Trans>New coupon</Trans>}
      filters={
        <>
          <ListSearchBox value={search.search ?? ''} label={t`Search the coupons`} placeholder={t`Code`} onSearch={(text) => goTo({ search: text.trim() || undefined })} />
          <ListChoice
            label={t`Status`}
            value={search.status ?? ''}
            options={[{ value: '', label: t`Every status` }, ...statuses.map((status) => ({ value: status, label: i18n._(couponStatusLabels[status]) }))]}
            onChange={(status) => goTo({ status: status || undefined })}
          />
          <ListChoice
            label={t`Sort by`}
            value={search.sort ?? ''}
            options={[
              { value: '', label: t`Newest first` },
              { value: 'code', label: t`Code` },
              { value: 'endingSoon', label: t`Ending soonest` },
              { value: 'mostUsed', label: t`Most used` },
            ]}
            onChange={(sort) => goTo({ sort: sort || undefined })}
          />
        </>
      }
      count={<Plural value={total} one="# coupon" other="# coupons" />}
      state={state}
      selected={selected.length}
      target={target.length}
      error={error}
      send={send}
      empty={items.length === 0}
      emptyText={search.search || search.status ? <Trans>No coupon matches these filters.</Trans> : <Trans>No coupons yet.</Trans>}
      page={search.page ?? 1}
      pages={pageCount(snapshot.context)}
      onPage={onPage}
      confirmTitle={<Plural value={target.length} one="Delete this coupon?" other="Delete # coupons?" />}
      confirmSubject={named ? <Text fontWeight="semibold" fontFamily="mono">{named.code}</Text> : null}
      confirmNote={<Trans>A coupon that bookings have used is kept for them and ends now instead.</Trans>}
    >
      <CouponRows items={items} selected={selected} pageSelected={isPageSelected(snapshot.context)} busy={state.busy} send={send} editLink={editLink} />
    </DeletableListFrame>
  );
}
