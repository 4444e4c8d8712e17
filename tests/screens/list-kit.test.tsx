import { Text } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { ChangeParams, ListPage, ListQuery } from '@/machines/shared/back-office-list.machine';
import { ListFrame } from '@/src/components/list/ListFrame';
import { RecordRows } from '@/src/components/list/RecordRows';
import { backOfficeListKit, useBackOfficeList } from '@/src/components/list/use-back-office-list';
import { renderScreen } from '@/tests/support/render';

/**
 * The back office's list kit (src/components/list/) on the back office's list machine, with a list of its own: the ticks, the
 * selection's Delete and a row's, the confirmation before a deletion, the classic pages, and a column shown on wide
 * screens only. Each list's screen test shows its own texts on the kit.
 */

interface Fruit {
  _id: string;
  name: string;
  price: number;
}

const fruits: Fruit[] = [
  { _id: 'f1', name: 'Apple', price: 2 },
  { _id: 'f2', name: 'Banana', price: 1 },
  { _id: 'f3', name: 'Cherry', price: 7 },
];

function fruitList(total = 65) {
  const pages: ListQuery[] = [];
  const changes: Array<{ ids: string[]; params: ChangeParams }> = [];
  const actors = {
    listPage: fromPromise<ListPage, ListQuery>(({ input }) => {
      pages.push(input);
      return Promise.resolve({ items: fruits, total });
    }),
    applyChange: fromPromise<unknown, { ids: string[]; params: ChangeParams }>(({ input }) => {
      changes.push(input);
      return Promise.resolve({ deleted: input.ids.length });
    }),
  };
  function Fruits() {
    const [page, setPage] = useState(1);
    const headingRef = useRef<HTMLHeadingElement>(null);
    const [snapshot, send] = useBackOfficeList(() => actors, () => {}, { size: 30, page } as ListQuery);
    const kit = backOfficeListKit(snapshot, send);
    const items = snapshot.context.items as Fruit[];
    const { target } = snapshot.context;
    return (
      <ListFrame
        heading="Fruits"
        headingRef={headingRef}
        filters={null}
        count={`${snapshot.context.total} fruits`}
        state={kit.state}
        error={kit.error}
        onRetry={kit.onRetry}
        selected={snapshot.context.selected.length}
        onDeleteSelection={() => send({ type: 'change.ask', params: {} })}
        empty={items.length === 0}
        emptyText="No fruit."
        page={page}
        pages={kit.pages}
        onPage={setPage}
        confirm={{
          ...kit.confirm,
          title: target.length === 1 ? 'Delete this fruit?' : `Delete ${target.length} fruits?`,
          subject: target.length === 1 ? <Text>{items.find((item) => item._id === target[0])?.name}</Text> : null,
          note: 'Fruits do not come back.',
        }}
      >
        <RecordRows
          items={items}
          nameOf={(item) => item.name}
          label="Fruits"
          selection={kit.selection}
          onDelete={(item) => kit.onDelete(item._id)}
          busy={kit.state.busy}
          columns={[
            { key: 'name', header: 'Name', cell: (item) => item.name },
            { key: 'price', header: 'Price', cell: (item) => `${item.price} €`, align: 'end', from: '2xl' },
          ]}
          card={(item, { tick, actions }) => (
            <>
              {tick}
              <Text>{item.name}</Text>
              {actions}
            </>
          )}
        />
      </ListFrame>
    );
  }
  return { Fruits, pages, changes };
}

describe('the list kit', () => {
  it('ticks rows one by one or the whole page, and offers the selection only while some are ticked', async () => {
    const { Fruits, changes } = fruitList();
    const { user } = await renderScreen(<Fruits />);
    const cards = await screen.findByRole('list', { name: 'Fruits' });
    expect(screen.getByRole('status')).toHaveTextContent('65 fruits');
    expect(screen.queryByRole('group', { name: 'Selection' })).not.toBeInTheDocument();

    await user.click(within(cards).getByRole('checkbox', { name: 'Select Apple' }));
    await user.click(within(cards).getByRole('checkbox', { name: 'Select Cherry' }));
    const selection = screen.getByRole('group', { name: 'Selection' });
    expect(selection).toHaveTextContent('2 selected');

    // The table's header ticks the page: every row, then none.
    const table = screen.getByRole('table', { hidden: true });
    const pageTick = within(table).getByRole('checkbox', { name: 'Select the page', hidden: true });
    await user.click(pageTick);
    expect(within(cards).getAllByRole('checkbox', { checked: true })).toHaveLength(3);
    expect(within(screen.getByRole('group', { name: 'Selection' })).getByRole('button', { name: 'Delete selection (3)' })).toBeInTheDocument();
    await user.click(pageTick);
    expect(within(cards).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Selection' })).not.toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('deletes the ticked rows, or one row, only once the confirmation says so, and brings the focus back to the heading', async () => {
    const { Fruits, changes } = fruitList();
    const { user } = await renderScreen(<Fruits />);
    const cards = await screen.findByRole('list', { name: 'Fruits' });

    await user.click(within(cards).getByRole('button', { name: 'Delete Banana' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this fruit?' });
    expect(within(dialog).getByText('Banana')).toBeInTheDocument();
    expect(within(dialog).getByText('Fruits do not come back.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(changes).toEqual([]);

    await user.click(within(cards).getByRole('checkbox', { name: 'Select Apple' }));
    await user.click(within(cards).getByRole('checkbox', { name: 'Select Cherry' }));
    await user.click(screen.getByRole('button', { name: 'Delete selection (2)' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 fruits?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(changes).toEqual([{ ids: ['f1', 'f3'], params: {} }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Fruits' })).toHaveFocus());
  });

  it('shows the pages when there are more than one and asks for the one chosen', async () => {
    const { Fruits, pages } = fruitList(65);
    const { user } = await renderScreen(<Fruits />);
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(pages.at(-1)).toEqual({ size: 30, page: 2 }));
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows no pages for a list that fits one', async () => {
    const { Fruits } = fruitList(3);
    await renderScreen(<Fruits />);
    expect(await screen.findByRole('list', { name: 'Fruits' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('lays out its table by its columns: the header of each, a column for wide screens only, the Actions last', async () => {
    const { Fruits } = fruitList();
    await renderScreen(<Fruits />);
    await screen.findByRole('list', { name: 'Fruits' });
    const headers = within(screen.getByRole('table', { hidden: true })).getAllByRole('columnheader', { hidden: true });
    expect(headers.map((header) => header.textContent)).toEqual(['', 'Name', 'Price', 'Actions']);
    expect(getComputedStyle(headers[2]!).display).toBe('none');
    expect(getComputedStyle(headers[1]!).display).not.toBe('none');
  });
});
