import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AdminOnly } from '@/src/components/back-office/AdminOnly';

/** The places are the team's. */
export const Route = createFileRoute('/manage/places')({
  component: () => (
    <AdminOnly>
      <Outlet />
    </AdminOnly>
  ),
});
