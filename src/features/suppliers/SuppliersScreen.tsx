import { Button, NativeSelect, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Medal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { SupplierSort, SupplierSortDefault, PageSizeDefault, type SupplierTier } from '@/openapi/generated/enums';
import {
  type SupplierDeletion,
  type SupplierListItem,
  type ListSuppliersQuery,
  type TierChange,
  suppliersOf,
  createSupplierListActors,
  tierOf,
} from '@/machines/suppliers/suppliers-list';
import { useApi } from '@/src/core/api-context';
import { notify } from '@/src/core/toasts';
import { ListChoice, ListSearchBox } from '@/src/components/ListFilters';
import { ListFrame } from '@/src/components/list/ListFrame';
import { sortChoices } from '@/src/components/list/list-search';
import { backOfficeListKit, useBackOfficeList } from '@/src/components/list/use-back-office-list';
import { useListAddress } from '@/src/components/use-list-address';
import { supplierTierLabels } from '@/src/components/SupplierTierBadge';
import { SupplierRows } from './SupplierRows';
import { supplierChangeMessage, moveToTierTitle } from './supplier-messages';

/** The list's address: what /manage/suppliers keeps in its query (validated by the route). */
export interface SuppliersSearch {
  search?: string;
  tier?: SupplierTier;
  sort?: Exclude<SupplierSort, typeof SupplierSortDefault>;
  page?: number;
}

export interface SuppliersScreenProps {
  search: SuppliersSearch;
  onSearchChange: (next: SuppliersSearch) => void;
  newLink: (children: ReactNode) => ReactNode;
  profileLink: (item: SupplierListItem, children: ReactNode) => ReactNode;
}

/** The tiers from the lowest up. */
const tiers: SupplierTier[] = ['silver', 'gold', 'vip'];

/**
 * The admins' suppliers (the back office's list machine): each with its tier, fleet and accounts, opened on its
 * profile; the ticked ones moved to a tier or deleted after a confirmation (those with a fleet or accounts are kept).
 */
export function SuppliersScreen({ search, onSearchChange, newLink, profileLink }: SuppliersScreenProps) {
  const api = useApi();
  const { t, i18n } = useLingui();
  const query: ListSuppliersQuery = { ...search, size: PageSizeDefault };
  const [snapshot, send] = useBackOfficeList(
    () => createSupplierListActors(api),
    (result, params) => {
      const tier = tierOf(params);
      notify('positive', i18n._(supplierChangeMessage(result as TierChange | SupplierDeletion, tier && i18n._(supplierTierLabels[tier]))));
    },
    query,
  );
  const { goTo, onPage, headingRef } = useListAddress(search, onSearchChange);
  const [tier, setTier] = useState<SupplierTier>('gold');

  const { total, target, params } = snapshot.context;
  const items = suppliersOf(snapshot.context);
  const kit = backOfficeListKit(snapshot, send);
  const movingTo = tierOf(params);
  const named = target.length === 1 ? items.find((item) => item._id === target[0]) : undefined;

  return (
    <ListFrame
      heading={<Trans>Rental companies</Trans>}
      headingRef={headingRef}
      newLinks={[{ key: 'supplier', label: <Trans>New company</Trans>, link: newLink }]}
      filters={
        <>
          <ListSearchBox value={search.search ?? ''} label={t`Search the companies`} placeholder={t`Name or email`} onSearch={(text) => goTo({ search: text.trim() || undefined })} />
          <ListChoice
            label={t`Tier`}
            value={search.tier ?? ''}
            options={[{ value: '', label: t`Every tier` }, ...tiers.map((value) => ({ value, label: i18n._(supplierTierLabels[value]) }))]}
            onChange={(value) => goTo({ tier: value || undefined })}
          />
          <ListChoice
            label={t`Sort by`}
            value={search.sort ?? ''}
            options={sortChoices(SupplierSort, SupplierSortDefault, { name: t`Name`, newest: t`Newest first`, fleet: t`Largest fleet` })}
            onChange={(sort) => goTo({ sort: sort || undefined })}
          />
        </>
      }
      count={<Plural value={total} one="# company" other="# companies" />}
      {...kit.frame}
      bulkActions={
        <>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field aria-label={t`New tier`} value={tier} onChange={(event) => setTier(event.target.value as SupplierTier)}>
              {tiers.map((value) => (
                <option key={value} value={value}>
                  {i18n._(supplierTierLabels[value])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" variant="outline" disabled={kit.state.busy} onClick={() => send({ type: 'change.ask', params: { action: 'tier', tier } })}>
            <Medal aria-hidden="true" />
            <Trans>Change tier</Trans>
          </Button>
        </>
      }
      onDeleteSelection={() => send({ type: 'change.ask', params: { action: 'delete' } })}
      empty={items.length === 0}
      emptyText={search.search || search.tier ? <Trans>No company matches these filters.</Trans> : <Trans>No rental companies yet.</Trans>}
      page={search.page ?? 1}
      onPage={onPage}
      confirm={{
        ...kit.confirm,
        title: movingTo ? (
          i18n._(moveToTierTitle(target.length, i18n._(supplierTierLabels[movingTo])))
        ) : (
          <Plural value={target.length} one="Delete this company?" other="Delete # companies?" />
        ),
        subject: named ? <Text fontWeight="semibold">{named.name}</Text> : null,
        note: movingTo ? (
          <Trans>Drivers see the new tier on its offers at once.</Trans>
        ) : (
          <Trans>A company with cars, yachts or accounts is kept: only empty companies are deleted.</Trans>
        ),
        confirmLabel: movingTo ? <Trans>Change tier</Trans> : <Trans>Delete</Trans>,
      }}
    >
      <SupplierRows items={items} selection={kit.selection} profileLink={profileLink} />
    </ListFrame>
  );
}
