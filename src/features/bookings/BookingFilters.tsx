import { Button, Checkbox, Field, Fieldset, Flex, HStack, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { bookingStatuses } from '@/domain/bookings';
import { statusLabels } from '@/src/components/booking-labels';
import type { BookingsSearch } from './bookings-search';

export interface BookingFiltersProps {
  search: BookingsSearch;
  /** Changed filters: the list goes back to its first page. */
  onChange: (changes: Partial<BookingsSearch>) => void;
  onClear: () => void;
}

/** The list's filters: any of the six statuses, and a period (from, to). */
export function BookingFilters({ search, onChange, onClear }: BookingFiltersProps) {
  const { i18n } = useLingui();
  const chosen = search.status ?? [];
  const filtered = chosen.length > 0 || search.from !== undefined || search.to !== undefined;
  return (
    <Stack gap="4">
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">
          <Trans>Status</Trans>
        </Fieldset.Legend>
        <Flex wrap="wrap" gap={{ base: '3', lg: '5' }} mt="2">
          {bookingStatuses.map((status) => (
            <Checkbox.Root
              key={status}
              name="status"
              value={status}
              colorPalette="brand"
              checked={chosen.includes(status)}
              onCheckedChange={(details) =>
                onChange({ status: details.checked === true ? [...chosen, status] : chosen.filter((item) => item !== status) })
              }
              // Big enough to hit on a phone.
              minH="8"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{i18n._(statusLabels[status])}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Flex>
      </Fieldset.Root>
      <HStack gap="4" align="flex-end" wrap="wrap">
        <Field.Root w={{ base: 'full', sm: '44' }}>
          <Field.Label>
            <Trans>From</Trans>
          </Field.Label>
          <Input type="date" name="from" value={search.from ?? ''} onChange={(event) => onChange({ from: event.target.value || undefined })} />
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '44' }}>
          <Field.Label>
            <Trans>To</Trans>
          </Field.Label>
          <Input
            type="date"
            name="to"
            min={search.from}
            value={search.to ?? ''}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
          />
        </Field.Root>
        {filtered && (
          <Button variant="ghost" onClick={onClear}>
            <X aria-hidden="true" />
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
