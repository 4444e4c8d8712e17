import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AdminOnly } from '@/src/components/back-office/AdminOnly';

/** The coupons are the team's. */
export const Route = createFileRoute('/manage/coupons')({
  component: () => (
    <AdminOnly>
      <Outlet />
    </AdminOnly>
  ),
});
