import { Button, Container, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Medal, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  COMPANIES_PAGE_SIZE,
  type CompanyDeletion,
  type CompanyListItem,
  type ListCompaniesQuery,
  type SupplierTier,
  type TierChange,
  companiesOf,
  createCompanyListActors,
  isPageSelected,
  pageCount,
  tierOf,
} from '../../../machines/companies/companies-list';
import { useApi } from '../../core/api-context';
import { notify } from '../../core/toasts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListChoice, ListSearchBox } from '../../components/ListFilters';
import { useTeamList } from '../manage/use-team-list';
import { useListAddress } from '../../components/use-list-address';
import { ListResults } from '../../components/ListResults';
import { supplierTierLabels } from '../../components/SupplierTierBadge';
import { CompanyRows } from './CompanyRows';
import { companyChangeMessage, moveToTierTitle } from './company-messages';

/** The list's address: what /manage/suppliers keeps in its query (validated by the route). */
export interface CompaniesSearch {
  search?: string;
  tier?: SupplierTier;
  sort?: 'newest' | 'fleet';
  page?: number;
}

export interface CompaniesScreenProps {
  search: CompaniesSearch;
  onSearchChange: (next: CompaniesSearch) => void;
  newLink: (children: ReactNode) => ReactNode;
  profileLink: (item: CompanyListItem, children: ReactNode) => ReactNode;
}

const tiers: SupplierTier[] = ['silver', 'gold', 'vip'];

/**
 * The admins' rental companies (the team's list machine): each with its tier, fleet and accounts, opened on its
 * profile; the ticked ones moved to a tier or deleted after a confirmation (those with a fleet or accounts are kept).
 */
export function CompaniesScreen({ search, onSearchChange, newLink, profileLink }: CompaniesScreenProps) {
  const api = useApi();
  const { t, i18n } = useLingui();
  const query: ListCompaniesQuery = { ...search, size: COMPANIES_PAGE_SIZE };
  const [snapshot, send] = useTeamList(
    () => createCompanyListActors(api),
    (result, params) => {
      const tier = tierOf(params);
      notify('positive', i18n._(companyChangeMessage(result as TierChange | CompanyDeletion, tier && i18n._(supplierTierLabels[tier]))));
    },
    query,
  );
  const { goTo, onPage, headingRef } = useListAddress(search, onSearchChange);
  const [tier, setTier] = useState<SupplierTier>('gold');

  const { total, selected, target, params, error } = snapshot.context;
  const items = companiesOf(snapshot.context);
  const loading = snapshot.matches('loading');
  const busy = snapshot.hasTag('busy');
  const movingTo = tierOf(params);
  const named = target.length === 1 ? items.find((item) => item._id === target[0]) : undefined;

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Stack gap="5">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading ref={headingRef} tabIndex={-1} as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight" outline="none">
            <Trans>Rental companies</Trans>
          </Heading>
          {newLink(
            <>
              <Plus aria-hidden="true" />
              <Trans>New company</Trans>
            </>,
          )}
        </HStack>

        <Stack as="section" aria-label={t`Filters`} direction={{ base: 'column', md: 'row' }} gap="3" wrap="wrap">
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
            options={[
              { value: '', label: t`Name` },
              { value: 'newest', label: t`Newest first` },
              { value: 'fleet', label: t`Largest fleet` },
            ]}
            onChange={(sort) => goTo({ sort: sort || undefined })}
          />
        </Stack>

        <HStack justify="space-between" wrap="wrap" gap="3" minH="10">
          <Text role="status" aria-live="polite" fontWeight="semibold">
            {loading && items.length === 0 ? <Trans>Loading…</Trans> : snapshot.matches('failed') ? null : <Plural value={total} one="# company" other="# companies" />}
          </Text>
          {selected.length > 0 && (
            <HStack gap="2" wrap="wrap" role="group" aria-label={t`Selection`}>
              <Text fontSize="sm" color="fg.muted">
                <Plural value={selected.length} one="# selected" other="# selected" />
              </Text>
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
              <Button size="sm" variant="outline" disabled={busy} onClick={() => send({ type: 'change.ask', params: { action: 'tier', tier } })}>
                <Medal aria-hidden="true" />
                <Trans>Change tier</Trans>
              </Button>
              <Button size="sm" colorPalette="red" disabled={busy} onClick={() => send({ type: 'change.ask', params: { action: 'delete' } })}>
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
          emptyText={search.search || search.tier ? <Trans>No company matches these filters.</Trans> : <Trans>No rental companies yet.</Trans>}
          page={search.page ?? 1}
          pages={pageCount(snapshot.context)}
          onPage={onPage}
        >
          <CompanyRows items={items} selected={selected} pageSelected={isPageSelected(snapshot.context)} send={send} profileLink={profileLink} />
        </ListResults>
      </Stack>
      <ConfirmDialog
        open={snapshot.matches('confirming') || snapshot.matches('changing')}
        busy={snapshot.matches('changing')}
        title={
          movingTo ? (
            i18n._(moveToTierTitle(target.length, i18n._(supplierTierLabels[movingTo])))
          ) : (
            <Plural value={target.length} one="Delete this company?" other="Delete # companies?" />
          )
        }
        subject={named ? <Text fontWeight="semibold">{named.name}</Text> : null}
        note={
          movingTo ? (
            <Trans>Drivers see the new tier on its offers at once.</Trans>
          ) : (
            <Trans>A company with cars, yachts or accounts is kept: only empty companies are deleted.</Trans>
          )
        }
        confirmLabel={movingTo ? <Trans>Change tier</Trans> : <Trans>Delete</Trans>}
        onConfirm={() => send({ type: 'change.confirm' })}
        onDismiss={() => send({ type: 'change.cancel' })}
        finalFocus={() => headingRef.current}
      />
    </Container>
  );
}
