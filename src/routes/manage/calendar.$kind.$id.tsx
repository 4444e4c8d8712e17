import { Button } from '@chakra-ui/react';
import { Link, createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { Pencil } from 'lucide-react';
import { isMonthKey, monthOf, type MonthKey } from '@/machines/fleet/calendar-month';
import { pageHead } from '@/src/core/head';
import { useSessionUser } from '@/src/core/session-context';
import { VehicleCalendarScreen } from '@/src/features/bookings/calendar/VehicleCalendarScreen';

/** The month of the address ('2026-12'); none means this month. */
export function validateCalendarSearch(search: Record<string, unknown>): { month?: MonthKey } {
  return isMonthKey(search.month) ? { month: search.month } : {};
}

export const Route = createFileRoute('/manage/calendar/$kind/$id')({
  validateSearch: validateCalendarSearch,
  beforeLoad: ({ params }) => {
    if (params.kind !== 'car' && params.kind !== 'yacht') throw notFound();
  },
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Calendar`, noIndex: true }),
  component: CalendarRoute,
});

function CalendarRoute() {
  const user = useSessionUser();
  const { kind, id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  if (!user) return null;
  const vehicleKind = kind === 'yacht' ? 'yacht' : 'car';
  return (
    <VehicleCalendarScreen
      key={`${vehicleKind}-${id}`}
      kind={vehicleKind}
      id={id}
      month={search.month ?? monthOf(new Date())}
      account={user}
      onMonthChange={(month) => void navigate({ search: { month } })}
      backLink={(children) => <Link to="/manage/fleet">{children}</Link>}
      editLink={(children) => (
        <Button asChild size="sm" variant="outline">
          {vehicleKind === 'car' ? (
            <Link to="/manage/fleet/cars/$id" params={{ id }}>
              <Pencil aria-hidden="true" />
              {children}
            </Link>
          ) : (
            <Link to="/manage/fleet/yachts/$id" params={{ id }}>
              <Pencil aria-hidden="true" />
              {children}
            </Link>
          )}
        </Button>
      )}
      bookingLink={(booking, children) => (
        <Button asChild size="sm" variant="ghost" colorPalette="brand">
          <Link to="/booking" search={{ b: booking._id }}>
            {children}
          </Link>
        </Button>
      )}
    />
  );
}
