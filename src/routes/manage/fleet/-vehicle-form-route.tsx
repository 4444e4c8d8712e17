import { Button } from '@chakra-ui/react';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useSessionUser } from '@/src/core/session-context';
import { VehicleFormScreen } from '@/src/features/cars/fleet/VehicleFormScreen';

const manage = getRouteApi('/manage');

/** The four vehicle pages (a new or an existing car or yacht): the form, with the back office's places and suppliers. */
export function VehicleFormRoute({ kind, id }: { kind: 'car' | 'yacht'; id?: string }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const lookups = manage.useLoaderData();
  if (!user) return null;
  return (
    <VehicleFormScreen
      key={id ?? 'new'}
      kind={kind}
      id={id}
      account={user}
      lookups={lookups}
      onDone={() => void navigate({ to: '/manage/fleet' })}
      backLink={(children) => <Link to="/manage/fleet">{children}</Link>}
      calendarLink={
        id
          ? (children) => (
              <Button asChild size="sm" variant="outline">
                <Link to="/manage/calendar/$kind/$id" params={{ kind, id }}>
                  {children}
                </Link>
              </Button>
            )
          : undefined
      }
    />
  );
}
