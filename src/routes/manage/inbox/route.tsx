import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AdminOnly } from '@/src/components/back-office/AdminOnly';

/** The inbox is the team's. */
export const Route = createFileRoute('/manage/inbox')({
  component: () => (
    <AdminOnly>
      <Outlet />
    </AdminOnly>
  ),
});
