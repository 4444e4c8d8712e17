import { Badge, Box, Button, Card, Center, Checkbox, Container, Heading, HStack, IconButton, Image, Input, NativeSelect, SimpleGrid, Spinner, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { Link } from '@tanstack/react-router';
import { Eye, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { slugify } from '../../../../domain/catalog';
import { mustNameSupplier, type FleetAccount } from '../../../../domain/fleet';
import { createFleetManageActors } from '../../../../machines/fleet/fleet-manage.actors';
import { type FleetItem, type GetFleetQuery, fleetListMachine, isPageSelected, pageCount } from '../../../../machines/fleet/fleet-list.machine';
import { useApi } from '../../../core/api-context';
import { handleError, refusalMessage } from '../../../core/errors';
import { i18n } from '../../../core/i18n';
import { notify } from '../../../core/toasts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useFormat } from '../../../components/format';
import { LoadFailedNotice } from '../../../components/LoadFailedNotice';
import { Pagination } from '../../../components/Pagination';
import type { CatalogLookups } from '../CarFilters';
import { fleetChangeMessage } from './manage-messages';

/** The list's address: what /manage/fleet keeps in its query (validated by the route). */
export interface FleetSearch {
  search?: string;
  kind?: 'car' | 'yacht';
  availability?: 'available' | 'unavailable';
  sort?: 'name' | 'priceLow' | 'priceHigh';
  supplier?: string;
  page?: number;
}

export interface FleetScreenProps {
  account: FleetAccount;
  lookups: CatalogLookups;
  search: FleetSearch;
  onSearchChange: (next: FleetSearch) => void;
  /** Links of the back office: new and edit pages (the route owns the paths). */
  newLink: (kind: 'car' | 'yacht', children: ReactNode) => ReactNode;
  editLink: (item: FleetItem, children: ReactNode, label: string) => ReactNode;
}

export const toGetFleetQuery = (search: FleetSearch): GetFleetQuery => ({ ...search, size: 30 });

/** A row's or a card's name. */
const nameOf = (item: FleetItem) => `${item.brand} ${item.model}`;

function ViewLink({ item, label }: { item: FleetItem; label: string }) {
  const params = { brand: slugify(item.brand), model: slugify(item.model), id: item._id };
  return (
    <IconButton asChild size="sm" variant="ghost" aria-label={label}>
      {item.kind === 'car' ? (
        <Link to="/cars/$brand/$model/$id" params={params}>
          <Eye aria-hidden="true" />
        </Link>
      ) : (
        <Link to="/yachts/$brand/$model/$id" params={params}>
          <Eye aria-hidden="true" />
        </Link>
      )}
    </IconButton>
  );
}

/** The search box: it writes the address a moment after typing stops, on Enter, and when the focus leaves it. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), 350);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <Box position="relative" flex="1" minW={{ base: 'full', md: '64' }}>
      <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none">
        <Search size="16" aria-hidden="true" />
      </Box>
      <Input
        type="search"
        ps="9"
        value={text}
        maxLength={80}
        aria-label={t`Search the fleet`}
        placeholder={t`Brand or model`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
        // Leaving the box (for a row's link, say) searches at once: a search still waiting would otherwise come back
        // to the list after the link was followed.
        onBlur={() => {
          if (text !== value) onSearch(text);
        }}
      />
    </Box>
  );
}

function Choice<T extends string>({ label, value, options, onChange }: { label: string; value: T | ''; options: { value: T | ''; label: string }[]; onChange: (value: T | '') => void }) {
  return (
    <NativeSelect.Root width={{ base: 'full', sm: 'auto' }} minW="40">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value as T | '')}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * A fleet in the back office: the company's cars and yachts (an admin's: every company's), searched and filtered from
 * the address, each made available or not with its switch, edited, viewed as drivers see it or deleted; the ticked rows
 * made available, unavailable or deleted at once (machines/fleet/fleet-list.machine.ts).
 */
export function FleetScreen({ account, lookups, search, onSearchChange, newLink, editLink }: FleetScreenProps) {
  const api = useApi();
  const { t } = useLingui();
  const { money } = useFormat();
  const query = toGetFleetQuery(search);
  const logic = useMemo(
    () =>
      fleetListMachine.provide({
        actors: createFleetManageActors(api).list,
        actions: {
          notifyChanged: (_, { change }) => notify('positive', i18n._(fleetChangeMessage(change))),
          notifyFailure: (_, { error }) => handleError(error, refusalMessage(error, 'vehicles')),
        },
      }),
    [api],
  );
  const [snapshot, send] = useMachine(logic, { input: { query } });
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    send({ type: 'list.query', query: JSON.parse(queryKey) as GetFleetQuery });
  }, [queryKey, send]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const selectAllId = useId();

  const { items, total, selected, target, error } = snapshot.context;
  const loading = snapshot.matches('loading');
  const pages = pageCount(snapshot.context);
  const page = search.page ?? 1;
  const busy = snapshot.hasTag('busy');
  const goTo = (changes: Partial<FleetSearch>) => {
    const next = { ...search, ...changes, page: 'page' in changes ? changes.page : undefined };
    const clean = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined && value !== '')) as FleetSearch;
    onSearchChange(clean);
  };
  const emptyText = search.kind === 'car' ? <Trans>No cars.</Trans> : search.kind === 'yacht' ? <Trans>No yachts.</Trans> : <Trans>No cars or yachts.</Trans>;

  const availabilitySwitch = (item: FleetItem) => (
    <Switch.Root
      size="sm"
      colorPalette="green"
      checked={item.available}
      disabled={busy}
      onCheckedChange={(details) => send({ type: 'availability.set', available: details.checked, ids: [item._id] })}
    >
      <Switch.HiddenInput aria-label={t`${nameOf(item)} available`} />
      <Switch.Control />
      <Switch.Label fontSize="sm">{item.available ? <Trans>Available</Trans> : <Trans>Unavailable</Trans>}</Switch.Label>
    </Switch.Root>
  );
  const tick = (item: FleetItem) => (
    <Checkbox.Root size="sm" colorPalette="brand" checked={selected.includes(item._id)} onCheckedChange={() => send({ type: 'selection.toggle', id: item._id })}>
      <Checkbox.HiddenInput aria-label={t`Select ${nameOf(item)}`} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
  const actions = (item: FleetItem) => (
    <HStack gap="0" justify="flex-end">
      {editLink(
        item,
        <IconButton as="span" size="sm" variant="ghost" aria-hidden="true" tabIndex={-1}>
          <Pencil />
        </IconButton>,
        t`Edit ${nameOf(item)}`,
      )}
      <ViewLink item={item} label={t`View ${nameOf(item)}`} />
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t`Delete ${nameOf(item)}`} disabled={busy} onClick={() => send({ type: 'delete.ask', ids: [item._id] })}>
        <Trash2 aria-hidden="true" />
      </IconButton>
    </HStack>
  );
  const kindLabel = (item: FleetItem) => (item.kind === 'car' ? t`Car` : t`Yacht`);
  const bookingsText = (item: FleetItem) => <Plural value={item.activeBookings} _0="No bookings ahead" one="# booking ahead" other="# bookings ahead" />;

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Stack gap="5">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading ref={headingRef} tabIndex={-1} as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight" outline="none">
            <Trans>Fleet</Trans>
          </Heading>
          <HStack gap="2" wrap="wrap">
            {newLink(
              'car',
              <>
                <Plus aria-hidden="true" />
                <Trans>New car</Trans>
              </>,
            )}
            {newLink(
              'yacht',
              <>
                <Plus aria-hidden="true" />
                <Trans>New yacht</Trans>
              </>,
            )}
          </HStack>
        </HStack>

        <Stack as="section" aria-label={t`Filters`} direction={{ base: 'column', md: 'row' }} gap="3" wrap="wrap">
          <SearchBox value={search.search ?? ''} onSearch={(text) => goTo({ search: text.trim() || undefined })} />
          <Choice
            label={t`Type`}
            value={search.kind ?? ''}
            options={[
              { value: '', label: t`Cars and yachts` },
              { value: 'car', label: t`Cars` },
              { value: 'yacht', label: t`Yachts` },
            ]}
            onChange={(kind) => goTo({ kind: kind || undefined })}
          />
          <Choice
            label={t`Availability`}
            value={search.availability ?? ''}
            options={[
              { value: '', label: t`Available or not` },
              { value: 'available', label: t`Available` },
              { value: 'unavailable', label: t`Unavailable` },
            ]}
            onChange={(availability) => goTo({ availability: availability || undefined })}
          />
          <Choice
            label={t`Sort by`}
            value={search.sort ?? ''}
            options={[
              { value: '', label: t`Newest first` },
              { value: 'name', label: t`Name` },
              { value: 'priceLow', label: t`Price: low to high` },
              { value: 'priceHigh', label: t`Price: high to low` },
            ]}
            onChange={(sort) => goTo({ sort: sort || undefined })}
          />
          {mustNameSupplier(account) && (
            <Choice
              label={t`Rental company`}
              value={search.supplier ?? ''}
              options={[{ value: '', label: t`Every company` }, ...lookups.suppliers.map((s) => ({ value: s.slug, label: s.name }))]}
              onChange={(supplier) => goTo({ supplier: supplier || undefined })}
            />
          )}
        </Stack>

        <HStack justify="space-between" wrap="wrap" gap="3" minH="10">
          <Text role="status" aria-live="polite" fontWeight="semibold">
            {loading && items.length === 0 ? <Trans>Loading…</Trans> : snapshot.matches('failed') ? null : <Plural value={total} one="# vehicle" other="# vehicles" />}
          </Text>
          {selected.length > 0 && (
            <HStack gap="2" wrap="wrap" role="group" aria-label={t`Selection`}>
              <Text fontSize="sm" color="fg.muted">
                <Plural value={selected.length} one="# selected" other="# selected" />
              </Text>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => send({ type: 'availability.set', available: true })}>
                <Trans>Make available</Trans>
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => send({ type: 'availability.set', available: false })}>
                <Trans>Make unavailable</Trans>
              </Button>
              <Button size="sm" colorPalette="red" disabled={busy} onClick={() => send({ type: 'delete.ask' })}>
                <Trash2 aria-hidden="true" />
                <Trans>Delete selection ({selected.length})</Trans>
              </Button>
            </HStack>
          )}
        </HStack>

        <Box aria-busy={loading} minW="0">
          {snapshot.matches('failed') ? (
            <LoadFailedNotice error={error} onRetry={() => send({ type: 'list.retry' })} />
          ) : loading && items.length === 0 ? (
            <Center py="16">
              <Spinner size="lg" color="brand.primary" aria-hidden="true" />
            </Center>
          ) : items.length === 0 ? (
            <Text py="10" textAlign="center" color="fg.muted" fontSize="lg">
              {emptyText}
            </Text>
          ) : (
            <Stack gap="6" opacity={loading ? 0.6 : 1} transition="opacity 0.2s">
              <Box display={{ base: 'none', lg: 'block' }}>
                <Table.Root size="sm" interactive>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader w="10">
                        <Checkbox.Root size="sm" colorPalette="brand" checked={isPageSelected(snapshot.context)} onCheckedChange={() => send({ type: 'selection.togglePage' })}>
                          <Checkbox.HiddenInput id={selectAllId} aria-label={t`Select the page`} />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.ColumnHeader>
                      <Table.ColumnHeader w="20">
                        <Trans>Photo</Trans>
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <Trans>Vehicle</Trans>
                      </Table.ColumnHeader>
                      {mustNameSupplier(account) && (
                        <Table.ColumnHeader>
                          <Trans>Rental company</Trans>
                        </Table.ColumnHeader>
                      )}
                      <Table.ColumnHeader textAlign="end">
                        <Trans>Price per day</Trans>
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <Trans>Bookings</Trans>
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <Trans>Availability</Trans>
                      </Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">
                        <Trans>Actions</Trans>
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {items.map((item) => (
                      <Table.Row key={item._id}>
                        <Table.Cell>{tick(item)}</Table.Cell>
                        <Table.Cell>
                          <Image src={item.thumb} alt="" width="60px" height="30px" objectFit="cover" borderRadius="sm" />
                        </Table.Cell>
                        <Table.Cell>
                          <Text fontWeight="medium">{nameOf(item)}</Text>
                          <Text fontSize="xs" color="fg.muted">
                            {kindLabel(item)} · {item.year} · <Plural value={item.pictures} one="# photo" other="# photos" />
                          </Text>
                        </Table.Cell>
                        {mustNameSupplier(account) && <Table.Cell>{item.supplier.name}</Table.Cell>}
                        <Table.Cell textAlign="end">{money(item.price)}</Table.Cell>
                        <Table.Cell>{bookingsText(item)}</Table.Cell>
                        <Table.Cell>{availabilitySwitch(item)}</Table.Cell>
                        <Table.Cell>{actions(item)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" display={{ base: 'grid', lg: 'none' }} aria-label={t`Vehicles`}>
                {items.map((item) => (
                  <Card.Root as="li" key={item._id} size="sm" variant="outline">
                    <Card.Body gap="3">
                      <HStack gap="3" align="start">
                        {tick(item)}
                        <Image src={item.image} alt="" width="96px" height="64px" objectFit="cover" borderRadius="md" flexShrink="0" />
                        <Box minW="0" flex="1">
                          <Text fontWeight="semibold" truncate>
                            {nameOf(item)}
                          </Text>
                          <Text fontSize="sm" color="fg.muted">
                            {kindLabel(item)} · {item.year} · {money(item.price)}
                          </Text>
                          {mustNameSupplier(account) && (
                            <Badge size="sm" variant="subtle" mt="1">
                              {item.supplier.name}
                            </Badge>
                          )}
                        </Box>
                      </HStack>
                      <Text fontSize="sm">{bookingsText(item)}</Text>
                      <HStack justify="space-between" gap="2">
                        {availabilitySwitch(item)}
                        {actions(item)}
                      </HStack>
                    </Card.Body>
                  </Card.Root>
                ))}
              </SimpleGrid>
              {pages > 1 && (
                <Pagination
                  page={page}
                  pages={pages}
                  onPage={(next) => {
                    goTo({ page: next > 1 ? next : undefined });
                    headingRef.current?.focus({ preventScroll: true });
                    window.scrollTo({ top: 0 });
                  }}
                />
              )}
            </Stack>
          )}
        </Box>
      </Stack>
      <ConfirmDialog
        open={snapshot.matches('confirmingDelete') || snapshot.matches('deleting')}
        busy={snapshot.matches('deleting')}
        title={<Plural value={target.length} one="Delete this vehicle?" other="Delete # vehicles?" />}
        subject={
          target.length === 1 ? (
            <Text fontWeight="semibold">{nameOf(items.find((item) => item._id === target[0]?._id) ?? items[0]!)}</Text>
          ) : null
        }
        note={<Trans>A vehicle that bookings name is kept and made unavailable, so that its bookings keep it.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onDismiss={() => send({ type: 'delete.cancel' })}
        finalFocus={() => headingRef.current}
      />
    </Container>
  );
}
