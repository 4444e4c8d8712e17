import { Box, Card, HStack, IconButton, SimpleGrid, Table, type TableCellProps } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { SelectBox } from '@/src/components/SelectBox';

/** One column of the table (from 960 px): its header, its cell, and how it is laid out. */
export interface ListColumn<TItem> {
  key: string;
  header: ReactNode;
  cell: (item: TItem) => ReactNode;
  /** Header and cells at the end of the column (amounts, dates). */
  align?: 'end';
  /** The header's width ('20'). */
  width?: string;
  /** Shown from this breakpoint up only (the table itself shows from `lg`). */
  from?: 'xl' | '2xl';
  /** More of the cell's layout (its maximum width, no wrap). */
  cellProps?: TableCellProps;
}

/** The ticks: the ids ticked, and what ticking a row or the page does. */
export interface RowSelection {
  selected: string[];
  pageSelected: boolean;
  onToggle: (id: string) => void;
  onTogglePage: () => void;
  /** The ids that can be ticked when not every row can: the others' ticks are disabled, and the page's when none can. */
  selectable?: readonly string[];
}

/** What a card's body is given: the row's tick (none without a selection) and its actions (its buttons and links, then its Delete). */
export interface CardParts {
  tick: ReactNode;
  actions: ReactNode;
}

export interface RecordRowsProps<TItem extends { _id: string }> {
  items: TItem[];
  /** The record's name in its tick and its Delete ('Select Nice', 'Delete Nice'). */
  nameOf: (item: TItem) => string;
  /** The accessible name of the table and of the cards' list ('Places'). */
  label: string;
  /** The table's columns after the tick; none: cards at every width. */
  columns?: ListColumn<TItem>[];
  /** A card's body, shown below 960 px (or always without columns). */
  card: (item: TItem, parts: CardParts) => ReactNode;
  /** The space between the parts of a card's body. */
  cardGap?: '2' | '3';
  /** The attributes of each row and card (`data-place`, a dimmed card). */
  itemProps?: (item: TItem) => Record<string, unknown>;
  /** The ticks; none: the rows are not ticked (a list its reader only reads and acts on row by row). */
  selection?: RowSelection;
  /** The tick's name when 'Select <name>' is not it. */
  tickLabel?: (item: TItem) => string;
  /** The Delete's name when 'Delete <name>' is not it. */
  deleteLabel?: (item: TItem) => string;
  /** Which records have a Delete, when not every one has (what the reader may delete). */
  deletable?: (item: TItem) => boolean;
  /** A row's own buttons and links, before its Delete; with them or a Delete the table ends with an Actions column. */
  actions?: (item: TItem) => ReactNode;
  /** Asks to delete one record (the confirmation is the frame's). */
  onDelete?: (item: TItem) => void;
  /** A change is running: the row's Delete waits. */
  busy?: boolean;
  /** Only the table or only the cards, for a screen that reads its width itself; by default both, the width's CSS showing one. */
  layout?: 'table' | 'cards';
}

/** A card's top line: its tick and what names the record on the left, its actions on the right. */
export function CardTop({ tick, actions, children }: Pick<CardParts, 'tick' | 'actions'> & { children: ReactNode }) {
  return (
    <HStack justify="space-between" align="flex-start" gap="3">
      <HStack gap="3" align="flex-start" minW="0">
        {tick}
        {children}
      </HStack>
      {actions}
    </HStack>
  );
}

/** The page's tick: ticks every row of the page, or unticks them all when they all are. */
export function PageTick({ selection, disabled }: { selection: RowSelection; disabled?: boolean }) {
  const { t } = useLingui();
  return (
    <SelectBox
      label={t`Select the page`}
      checked={selection.pageSelected}
      disabled={disabled || selection.selectable?.length === 0}
      onChange={selection.onTogglePage}
    />
  );
}

const shownFrom = (from: ListColumn<unknown>['from']) => (from ? { display: { base: 'none', [from]: 'table-cell' } } : {});

/**
 * The rows of a back-office list: a table from 960 px (the page's tick in its header, a tick on each row, the
 * columns, the row's actions), cards below it, each with its tick and actions; a table's row and its card are the
 * same record, named the same for a screen reader.
 */
export function RecordRows<TItem extends { _id: string }>(props: RecordRowsProps<TItem>) {
  const { t } = useLingui();
  const { items, nameOf, columns, selection, actions, onDelete, busy = false, layout } = props;
  const ticked = (item: TItem) => selection?.selected.includes(item._id) ?? false;
  const tick = (item: TItem) =>
    selection ? (
      <SelectBox
        label={props.tickLabel?.(item) ?? t`Select ${nameOf(item)}`}
        checked={ticked(item)}
        disabled={selection.selectable ? !selection.selectable.includes(item._id) : undefined}
        onChange={() => selection.onToggle(item._id)}
      />
    ) : null;
  const hasActions = Boolean(actions || onDelete);
  const actionsOf = (item: TItem) =>
    hasActions ? (
      <HStack gap="0" justify="flex-end">
        {actions?.(item)}
        {onDelete && (props.deletable?.(item) ?? true) && (
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={props.deleteLabel?.(item) ?? t`Delete ${nameOf(item)}`}
            disabled={busy}
            onClick={() => onDelete(item)}
          >
            <Trash2 aria-hidden="true" />
          </IconButton>
        )}
      </HStack>
    ) : null;
  return (
    <>
      {columns && layout !== 'cards' && (
        <Box display={layout === 'table' ? undefined : { base: 'none', lg: 'block' }}>
          <Table.Root size="sm" interactive aria-label={props.label}>
            <Table.Header>
              <Table.Row>
                {selection && (
                  <Table.ColumnHeader w="10">
                    <PageTick selection={selection} />
                  </Table.ColumnHeader>
                )}
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.key} w={column.width} textAlign={column.align} {...shownFrom(column.from)}>
                    {column.header}
                  </Table.ColumnHeader>
                ))}
                {hasActions && (
                  <Table.ColumnHeader textAlign="end">
                    <Trans>Actions</Trans>
                  </Table.ColumnHeader>
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((item) => (
                <Table.Row key={item._id} data-selected={ticked(item) ? '' : undefined} {...props.itemProps?.(item)}>
                  {selection && <Table.Cell>{tick(item)}</Table.Cell>}
                  {columns.map((column) => (
                    <Table.Cell key={column.key} textAlign={column.align} {...shownFrom(column.from)} {...column.cellProps}>
                      {column.cell(item)}
                    </Table.Cell>
                  ))}
                  {hasActions && <Table.Cell textAlign="end">{actionsOf(item)}</Table.Cell>}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {(!columns || layout !== 'table') && (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={columns ? { base: 1, md: 2 } : 1}
          gap="3"
          display={columns && !layout ? { base: 'grid', lg: 'none' } : 'grid'}
          aria-label={props.label}
        >
          {items.map((item) => (
            <Card.Root as="li" key={item._id} size="sm" variant="outline" {...props.itemProps?.(item)}>
              <Card.Body gap={props.cardGap ?? '3'}>{props.card(item, { tick: tick(item), actions: actionsOf(item) })}</Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
