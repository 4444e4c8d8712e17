import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CouponStatus } from '../../../openapi/generated/enums';
import { createCouponActors } from '../../../machines/coupons/coupons.actors';
import { COUPONS_PAGE_SIZE, type CouponDeletion, type CouponRecord, type ListCouponsQuery, couponsOf, isPageSelected, pageCount } from '../../../machines/coupons/coupons-list';
import { useApi } from '../../core/api-context';
import { i18n } from '../../core/i18n';
import { notify } from '../../core/toasts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListChoice, ListSearchBox } from '../../components/ListFilters';
import { useTeamList } from '../manage/use-team-list';
import { useListAddress } from '../../components/use-list-address';
import { ListResults } from '../../components/ListResults';
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
  const { t } = useLingui();
  const query: ListCouponsQuery = { ...search, size: COUPONS_PAGE_SIZE };
  const [snapshot, send] = useTeamList(() => createCouponActors(api).list, (result) => notify('positive', i18n._(couponDeletionMessage(result as CouponDeletion))), query);
  const { goTo, onPage, headingRef } = useListAddress(search, onSearchChange);

  const { total, selected, target, error } = snapshot.context;
  const items = couponsOf(snapshot.context);
  const loading = snapshot.matches('loading');
  const busy = snapshot.hasTag('busy');
  const named = target.length === 1 ? items.find((item) => item._id === target[0]) : undefined;

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Stack gap="5">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading ref={headingRef} tabIndex={-1} as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight" outline="none">
            <Trans>Coupons</Trans>
          </Heading>
          {newLink(
            <>
              <Plus aria-hidden="true" />
              <Trans>New coupon</Trans>
            </>,
          )}
        </HStack>

        <Stack as="section" aria-label={t`Filters`} direction={{ base: 'column', md: 'row' }} gap="3" wrap="wrap">
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
        </Stack>

        <HStack justify="space-between" wrap="wrap" gap="3" minH="10">
          <Text role="status" aria-live="polite" fontWeight="semibold">
            {loading && items.length === 0 ? <Trans>Loading…</Trans> : snapshot.matches('failed') ? null : <Plural value={total} one="# coupon" other="# coupons" />}
          </Text>
          {selected.length > 0 && (
            <HStack gap="2" wrap="wrap" role="group" aria-label={t`Selection`}>
              <Text fontSize="sm" color="fg.muted">
                <Plural value={selected.length} one="# selected" other="# selected" />
              </Text>
              <Button size="sm" colorPalette="red" disabled={busy} onClick={() => send({ type: 'change.ask', params: {} })}>
                <Trash2 aria-hidden="true" />
                <Trans>Delete selection ({selected.length})</Trans>
              </Button>
            </HStack>
          )}
        </HStack>

        <ListResults
          loading={loading}
          failed={snapshot.matches('failed')}
          error={error}
          onRetry={() => send({ type: 'list.retry' })}
          empty={items.length === 0}
          emptyText={search.search || search.status ? <Trans>No coupon matches these filters.</Trans> : <Trans>No coupons yet.</Trans>}
          page={search.page ?? 1}
          pages={pageCount(snapshot.context)}
          onPage={onPage}
        >
          <CouponRows items={items} selected={selected} pageSelected={isPageSelected(snapshot.context)} busy={busy} send={send} editLink={editLink} />
        </ListResults>
      </Stack>
      <ConfirmDialog
        open={snapshot.matches('confirming') || snapshot.matches('changing')}
        busy={snapshot.matches('changing')}
        title={<Plural value={target.length} one="Delete this coupon?" other="Delete # coupons?" />}
        subject={named ? <Text fontWeight="semibold" fontFamily="mono">{named.code}</Text> : null}
        note={<Trans>A coupon that bookings have used is kept for them and ends now instead.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => send({ type: 'change.confirm' })}
        onDismiss={() => send({ type: 'change.cancel' })}
        finalFocus={() => headingRef.current}
      />
    </Container>
  );
}
