import { Badge, Box, HStack, IconButton, Image, Switch, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CalendarDays, Eye, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { slugify } from '@/domain/catalog';
import { mustNameSupplier, type FleetAccount } from '@/domain/fleet';
import type { FleetItem, FleetListEvent } from '@/machines/fleet/fleet-list.machine';
import { useFormat } from '@/src/components/format';
import { RecordRows, type ListColumn, type RowSelection } from '@/src/components/list/RecordRows';

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
  selection: RowSelection;
  busy: boolean;
  send: (event: FleetListEvent) => void;
  editLink: (item: FleetItem, children: ReactNode, label: string) => ReactNode;
}

/** The fleet's page (the list kit's rows): each row ticked, switched, edited, viewed or deleted. */
export function FleetRows({ items, account, selection, busy, send, editLink }: FleetRowsProps) {
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
  const links = (item: FleetItem) => (
    <>
      {editLink(
        item,
        <IconButton as="span" size="sm" variant="ghost" aria-hidden="true" tabIndex={-1}>
          <Pencil />
        </IconButton>,
        t`Edit ${nameOf(item)}`,
      )}
      <CalendarLink item={item} label={t`Calendar of ${nameOf(item)}`} />
      <ViewLink item={item} label={t`View ${nameOf(item)}`} />
    </>
  );
  const kindLabel = (item: FleetItem) => (item.kind === 'car' ? t`Car` : t`Yacht`);
  // Without an image of its own a vehicle still shows one (the catalogue's drawing or image): "0 photos" beside it read as broken.
  const imagesText = (item: FleetItem) =>
    item.imageCount === 0 ? <Trans>Catalogue picture, no photo added</Trans> : <Plural value={item.imageCount} one="# photo" other="# photos" />;
  const bookingsText = (item: FleetItem) => <Plural value={item.activeBookings} _0="No bookings ahead" one="# booking ahead" other="# bookings ahead" />;
  const columns: ListColumn<FleetItem>[] = [
    { key: 'image', header: <Trans>Photo</Trans>, width: '20', cell: (item) => <Image src={item.thumb} alt="" width="60px" height="30px" objectFit="cover" borderRadius="sm" /> },
    {
      key: 'vehicle',
      header: <Trans>Vehicle</Trans>,
      cell: (item) => (
        <>
          <Text fontWeight="medium">{nameOf(item)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {kindLabel(item)} · {item.year} · {imagesText(item)}
          </Text>
        </>
      ),
    },
    ...(mustNameSupplier(account) ? [{ key: 'supplier', header: <Trans>Rental company</Trans>, cell: (item: FleetItem) => item.supplier.name }] : []),
    { key: 'price', header: <Trans>Price per day</Trans>, align: 'end', cell: (item) => money(item.price) },
    { key: 'bookings', header: <Trans>Bookings</Trans>, cell: bookingsText },
    { key: 'availability', header: <Trans>Availability</Trans>, cell: availabilitySwitch },
  ];

  return (
    <RecordRows
      items={items}
      nameOf={nameOf}
      label={t`Vehicles`}
      selection={selection}
      columns={columns}
      actions={links}
      onDelete={(item) => send({ type: 'delete.ask', ids: [item._id] })}
      busy={busy}
      card={(item, { tick, actions }) => (
        <>
          <HStack gap="3" align="start">
            {tick}
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
            {actions}
          </HStack>
        </>
      )}
    />
  );
}
