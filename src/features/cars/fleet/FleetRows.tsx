import { Badge, Box, Card, HStack, IconButton, Image, SimpleGrid, Switch, Table, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CalendarDays, Eye, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { slugify } from '@/domain/catalog';
import { mustNameSupplier, type FleetAccount } from '@/domain/fleet';
import type { FleetItem, FleetListEvent } from '@/machines/fleet/fleet-list.machine';
import { useFormat } from '@/src/components/format';
import { SelectBox } from '@/src/components/SelectBox';

/** A row's or a card's name. */
export const nameOf = (item: FleetItem) => `${item.brand} ${item.model}`;

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

/** Who has the vehicle when: its calendar in the back office. */
function CalendarLink({ item, label }: { item: FleetItem; label: string }) {
  return (
    <IconButton asChild size="sm" variant="ghost" aria-label={label}>
      <Link to="/manage/calendar/$kind/$id" params={{ kind: item.kind, id: item._id }}>
        <CalendarDays aria-hidden="true" />
      </Link>
    </IconButton>
  );
}

export interface FleetRowsProps {
  items: FleetItem[];
  account: FleetAccount;
  selected: string[];
  pageSelected: boolean;
  busy: boolean;
  send: (event: FleetListEvent) => void;
  editLink: (item: FleetItem, children: ReactNode, label: string) => ReactNode;
}

/** The fleet's page: a table from 960 px, cards below; each row ticked, switched, edited, viewed or deleted. */
export function FleetRows({ items, account, selected, pageSelected, busy, send, editLink }: FleetRowsProps) {
  const { t } = useLingui();
  const { money } = useFormat();

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
    <SelectBox label={t`Select ${nameOf(item)}`} checked={selected.includes(item._id)} onChange={() => send({ type: 'selection.toggle', id: item._id })} />
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
      <CalendarLink item={item} label={t`Calendar of ${nameOf(item)}`} />
      <ViewLink item={item} label={t`View ${nameOf(item)}`} />
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t`Delete ${nameOf(item)}`} disabled={busy} onClick={() => send({ type: 'delete.ask', ids: [item._id] })}>
        <Trash2 aria-hidden="true" />
      </IconButton>
    </HStack>
  );
  const kindLabel = (item: FleetItem) => (item.kind === 'car' ? t`Car` : t`Yacht`);
  // Without a photo of its own a vehicle still shows a picture (the catalogue's drawing or picture): "0 photos" beside it read as broken.
  const photosText = (item: FleetItem) =>
    item.pictures === 0 ? <Trans>Catalogue picture, no photo added</Trans> : <Plural value={item.pictures} one="# photo" other="# photos" />;
  const bookingsText = (item: FleetItem) => <Plural value={item.activeBookings} _0="No bookings ahead" one="# booking ahead" other="# bookings ahead" />;

  return (
    <>
      <Box display={{ base: 'none', lg: 'block' }}>
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="10">
                <SelectBox label={t`Select the page`} checked={pageSelected} onChange={() => send({ type: 'selection.togglePage' })} />
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
                    {kindLabel(item)} · {item.year} · {photosText(item)}
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
    </>
  );
}
