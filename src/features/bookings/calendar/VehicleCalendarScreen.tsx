import { Alert, Badge, Box, Button, Container, Heading, HStack, IconButton, Stack, Text, Wrap } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { bookingActorOf } from '@/domain/bookings';
import type { UserType } from '@/domain/accounts';
import type { Booking } from '@/machines/bookings/booking-rules';
import { firstDayOf, monthOf, shiftMonth, type MonthKey } from '@/machines/fleet/calendar-month';
import { createFleetManageActors } from '@/machines/fleet/fleet-manage.actors';
import { vehicleCalendarMachine } from '@/machines/fleet/vehicle-calendar.machine';
import type { VehicleKind } from '@/machines/fleet/vehicle-form.machine';
import { failureCode } from '@/machines/shared/failure';
import { useApi } from '@/src/core/api-context';
import { useLanguage } from '@/src/core/use-language';
import { BookingStatusBadge } from '@/src/components/BookingStatusBadge';
import { LoadFailedNotice } from '@/src/components/LoadFailedNotice';
import { BackToFleet } from '@/src/components/back-office/BackToFleet';
import { useStatusChange } from '@/src/features/bookings/use-bookings';
import { LoadingSpinner } from '@/src/components/PageSpinner';
import { CalendarAgenda, agendaCardId } from './CalendarAgenda';
import { CalendarMonthGrid } from './CalendarMonthGrid';

export interface VehicleCalendarScreenProps {
  kind: VehicleKind;
  id: string;
  month: MonthKey;
  account: { type: UserType };
  onMonthChange: (month: MonthKey) => void;
  /** Links of the back office (the route owns the paths). */
  backLink: (children: ReactNode) => ReactNode;
  editLink: (children: ReactNode) => ReactNode;
  bookingLink: (booking: Booking, children: ReactNode) => ReactNode;
}

/** The statuses the legend explains: those a calendar shows (void bookings never held the dates). */
const legend = ['pending', 'reserved', 'deposit', 'paid', 'cancelled'] as const;

/**
 * A car's or a yacht's calendar in the back office (machines/fleet/vehicle-calendar.machine.ts): a month at a time
 * from the address, each booking a bar on its days, and the month's bookings listed with their driver, dates and
 * places; the supplier moves each along the transition table from here.
 */
export function VehicleCalendarScreen({ kind, id, month, account, onMonthChange, backLink, editLink, bookingLink }: VehicleCalendarScreenProps) {
  const api = useApi();
  const language = useLanguage();
  const { t } = useLingui();
  const logic = useMemo(() => vehicleCalendarMachine.provide({ actors: createFleetManageActors(api).calendar }), [api]);
  const [snapshot, send] = useMachine(logic, { input: { kind, id, month, language } });
  useEffect(() => {
    send({ type: 'month.show', month });
  }, [month, send]);
  const viewer = bookingActorOf(account.type);
  const statusChange = useStatusChange(viewer, (booking) => send({ type: 'booking.changed', booking }));
  const [selectedId, setSelectedId] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const { vehicle, bookings, error } = snapshot.context;
  const loading = snapshot.matches('loading');
  const current = monthOf(new Date());
  const monthLabel = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(firstDayOf(month));
  const title = monthLabel.charAt(0).toLocaleUpperCase(language) + monthLabel.slice(1);
  const refused = snapshot.matches('failed') && (failureCode(error) === 'NOT_FOUND' || failureCode(error) === 'FORBIDDEN');
  const go = (next: MonthKey) => {
    setSelectedId(undefined);
    onMonthChange(next);
  };
  const pick = (booking: Booking) => {
    setSelectedId(booking._id);
    const card = document.getElementById(agendaCardId(booking));
    card?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    card?.focus({ preventScroll: true });
  };

  return (
    <Container maxW="6xl" px={{ base: '3', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Stack gap="5">
        <Box>
          <BackToFleet link={backLink} />
          <HStack justify="space-between" align="end" gap="3" wrap="wrap" mt="2">
            <Box minW="0">
              <Heading ref={headingRef} tabIndex={-1} as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight" outline="none">
                <Trans>Calendar</Trans>
              </Heading>
              <HStack gap="2" mt="1" wrap="wrap" minH="6">
                {vehicle && (
                  <>
                    <Text color="fg.muted" fontWeight="medium">
                      {kind === 'car' ? <Trans>Car</Trans> : <Trans>Yacht</Trans>} · {vehicle.brand} {vehicle.model}
                    </Text>
                    {!vehicle.available && (
                      <Badge colorPalette="gray" variant="outline">
                        <Trans>Unavailable</Trans>
                      </Badge>
                    )}
                  </>
                )}
              </HStack>
            </Box>
            {!refused && editLink(kind === 'car' ? <Trans>Edit the car</Trans> : <Trans>Edit the yacht</Trans>)}
          </HStack>
        </Box>

        {refused ? (
          <Alert.Root status="warning" role="alert" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Title>
              {kind === 'car' ? <Trans>This car is not in your fleet.</Trans> : <Trans>This yacht is not in your fleet.</Trans>}
            </Alert.Title>
          </Alert.Root>
        ) : (
          <>
            <HStack justify="space-between" gap="2" wrap="wrap">
              <HStack gap="1">
                <IconButton size="sm" variant="outline" aria-label={t`Previous month`} onClick={() => go(shiftMonth(month, -1))}>
                  <ChevronLeft aria-hidden="true" />
                </IconButton>
                <Heading as="h2" fontSize={{ base: 'lg', md: 'xl' }} minW={{ base: '36', md: '48' }} textAlign="center" aria-live="polite">
                  {title}
                </Heading>
                <IconButton size="sm" variant="outline" aria-label={t`Next month`} onClick={() => go(shiftMonth(month, 1))}>
                  <ChevronRight aria-hidden="true" />
                </IconButton>
              </HStack>
              <Button size="sm" variant="ghost" disabled={month === current} onClick={() => go(current)}>
                <Trans>This month</Trans>
              </Button>
            </HStack>

            <Wrap gap="2" aria-label={t`Statuses`} as="ul" listStyleType="none">
              {legend.map((status) => (
                <Box as="li" key={status}>
                  <BookingStatusBadge status={status} size="sm" />
                </Box>
              ))}
            </Wrap>

            {snapshot.matches('failed') ? (
              <LoadFailedNotice error={error} onRetry={() => send({ type: 'retry' })} />
            ) : (
              <Stack gap="6" aria-busy={loading} opacity={loading && vehicle ? 0.6 : 1} transition="opacity 0.2s">
                {loading && !vehicle ? (
                  <LoadingSpinner />
                ) : (
                  <>
                    <CalendarMonthGrid month={month} bookings={bookings} selectedId={selectedId} onPick={pick} />
                    <Stack gap="3">
                      <Heading as="h2" fontSize="lg">
                        <Trans>Bookings in {title}</Trans>
                      </Heading>
                      <Text role="status" aria-live="polite" color="fg.muted">
                        {loading ? <Trans>Loading…</Trans> : <Plural value={bookings.length} _0="No bookings this month." one="# booking" other="# bookings" />}
                      </Text>
                      {!loading && <CalendarAgenda bookings={bookings} viewer={viewer} statusChange={statusChange} selectedId={selectedId} bookingLink={bookingLink} />}
                    </Stack>
                  </>
                )}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
