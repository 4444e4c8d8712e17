import { Button, CloseButton, Dialog, Portal, useChakraContext, useMediaQuery } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';

export interface FiltersSheetProps {
  /** How many filters the person has set, on the button that opens the sheet. */
  filterCount: number;
  /** The number of cars the filters find; unknown while the search runs. */
  total: number | undefined;
  onClear: () => void;
  /** The filters (CarFilters with `inSheet`). */
  children: ReactNode;
}

/**
 * The car filters below the sidebar's width: behind a 'Filters' button, so the results come first on the screen, in a
 * full-screen sheet whose 'Show results (N)' closes it on the results the filters found (a phone's screen holds a
 * few filters, not the list under them).
 */
export function FiltersSheet({ filterCount, total, onClear, children }: FiltersSheetProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // A window widened to the sidebar's width while the sheet is open: the sheet is hidden there, and a modal sheet
  // hidden would leave the page inert behind it.
  const lg = String(useChakraContext().token('breakpoints.lg', '960px'));
  const [wide] = useMediaQuery([`(min-width: ${lg})`], { ssr: true, fallback: [false] });
  if (wide && open) setOpen(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      size="full"
      motionPreset="slide-in-bottom"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger asChild>
        <Button hideFrom="lg" variant="outline" width="full">
          <SlidersHorizontal aria-hidden="true" />
          {filterCount > 0 ? <Trans>Filters ({filterCount})</Trans> : <Trans>Filters</Trans>}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop hideFrom="lg" />
        <Dialog.Positioner hideFrom="lg">
          <Dialog.Content>
            {/* Room on the right for the close button; the footer's one button is as wide as the sheet (Russian's label is long). */}
            <Dialog.Header justifyContent="space-between" alignItems="center" gap="3" pe="14">
              <Dialog.Title>
                <Trans>Filters</Trans>
              </Dialog.Title>
              <Button size="sm" variant="ghost" colorPalette="brand" onClick={onClear}>
                <Trans>Clear filters</Trans>
              </Button>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer borderTopWidth="1px" py="3">
              <Button colorPalette="brand" width="full" onClick={() => setOpen(false)}>
                {total === undefined ? <Trans>Show results</Trans> : <Trans>Show results ({total})</Trans>}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
