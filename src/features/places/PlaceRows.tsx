import { Box, Card, HStack, IconButton, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { languages } from '@/config/languages';
import type { PlaceRecord } from '@/machines/places/places-list';
import type { TeamListEvent } from '@/machines/shared/team-list.machine';
import { SelectBox } from '@/src/components/SelectBox';
import { useLanguage } from '@/src/core/use-language';
import { countryName } from '@/src/components/place-labels';

export interface PlaceRowsProps {
  items: PlaceRecord[];
  selected: string[];
  pageSelected: boolean;
  busy: boolean;
  send: (event: TeamListEvent) => void;
  editLink: (item: PlaceRecord, children: ReactNode) => ReactNode;
}

/** The places' page: a table from 960 px, cards below; each row ticked, opened or deleted. */
export function PlaceRows({ items, selected, pageSelected, busy, send, editLink }: PlaceRowsProps) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const nameOf = (item: PlaceRecord) => item.name[language];
  const degrees = (value: number) => i18n.number(value, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  const point = (item: PlaceRecord) => (
    <Text as="span" fontVariantNumeric="tabular-nums">
      {degrees(item.latitude)}, {degrees(item.longitude)}
    </Text>
  );
  const names = (item: PlaceRecord) => (
    <Box>
      <Text as="span" fontWeight="semibold">
        {editLink(item, nameOf(item))}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {languages
          .filter((other) => other !== language)
          .map((other, index) => (
            <Fragment key={other}>
              {index > 0 && ' · '}
              <span lang={other}>{item.name[other]}</span>
            </Fragment>
          ))}
      </Text>
    </Box>
  );
  const uses = (item: PlaceRecord) => (
    <Text as="span" fontSize="sm">
      <Plural value={item.cars} one="# car" other="# cars" /> · <Plural value={item.yachts} one="# yacht" other="# yachts" /> ·{' '}
      <Plural value={item.bookings} one="# booking" other="# bookings" />
    </Text>
  );
  const tick = (item: PlaceRecord) => (
    <SelectBox label={t`Select ${nameOf(item)}`} checked={selected.includes(item._id)} onChange={() => send({ type: 'selection.toggle', id: item._id })} />
  );
  const remove = (item: PlaceRecord) => (
    <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t`Delete ${nameOf(item)}`} disabled={busy} onClick={() => send({ type: 'change.ask', params: {}, ids: [item._id] })}>
      <Trash2 aria-hidden="true" />
    </IconButton>
  );
  return (
    <>
      <Box display={{ base: 'none', lg: 'block' }}>
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="10">
                <SelectBox label={t`Select the page`} checked={pageSelected} onChange={() => send({ type: 'selection.togglePage' })} />
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Name</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Country</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Coordinates</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Named by</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row key={item._id} data-place={item.slug}>
                <Table.Cell>{tick(item)}</Table.Cell>
                <Table.Cell>{names(item)}</Table.Cell>
                <Table.Cell>{countryName(item.country, language)}</Table.Cell>
                <Table.Cell>{point(item)}</Table.Cell>
                <Table.Cell>{uses(item)}</Table.Cell>
                <Table.Cell textAlign="end">{remove(item)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" display={{ base: 'grid', lg: 'none' }} aria-label={t`Places`}>
        {items.map((item) => (
          <Card.Root as="li" key={item._id} size="sm" variant="outline" data-place={item.slug}>
            <Card.Body gap="2">
              <HStack justify="space-between" align="flex-start" gap="3">
                <HStack gap="3" align="flex-start">
                  {tick(item)}
                  {names(item)}
                </HStack>
                {remove(item)}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {countryName(item.country, language)} · {point(item)}
              </Text>
              {uses(item)}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
}
