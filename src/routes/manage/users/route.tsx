import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AdminOnly } from '@/src/components/back-office/AdminOnly';

/** The accounts are the team's. */
export const Route = createFileRoute('/manage/users')({
  component: () => (
    <AdminOnly>
      <Outlet />
    </AdminOnly>
  ),
});
