import { Box, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { languages } from '@/config/languages';
import type { PlaceRecord } from '@/machines/places/places-list';
import { CardTop, RecordRows, type RowSelection } from '@/src/components/list/RecordRows';
import { useLanguage } from '@/src/core/use-language';
import { countryName } from '@/src/components/place-labels';

export interface PlaceRowsProps {
  items: PlaceRecord[];
  selection: RowSelection;
  busy: boolean;
  onDelete: (item: PlaceRecord) => void;
  editLink: (item: PlaceRecord, children: ReactNode) => ReactNode;
}

/** The places' page (the list kit's rows): each ticked, opened or deleted. */
export function PlaceRows({ items, selection, busy, onDelete, editLink }: PlaceRowsProps) {
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
  return (
    <RecordRows
      items={items}
      nameOf={nameOf}
      label={t`Places`}
      itemProps={(item) => ({ 'data-place': item.slug })}
      selection={selection}
      onDelete={onDelete}
      busy={busy}
      columns={[
        { key: 'name', header: <Trans>Name</Trans>, cell: names },
        { key: 'country', header: <Trans>Country</Trans>, cell: (item) => countryName(item.country, language) },
        { key: 'point', header: <Trans>Coordinates</Trans>, cell: point },
        { key: 'uses', header: <Trans>Named by</Trans>, cell: uses },
      ]}
      cardGap="2"
      card={(item, { tick, actions }) => (
        <>
          <CardTop tick={tick} actions={actions}>
            {names(item)}
          </CardTop>
          <Text fontSize="sm" color="fg.muted">
            {countryName(item.country, language)} · {point(item)}
          </Text>
          {uses(item)}
        </>
      )}
    />
  );
}
