import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AdminOnly } from '@/src/components/back-office/AdminOnly';

/** The list of suppliers is the team's. */
export const Route = createFileRoute('/manage/suppliers')({
  component: () => (
    <AdminOnly>
      <Outlet />
    </AdminOnly>
  ),
});
