import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AdminOnly } from '@/src/components/back-office/AdminOnly';

/** The blog and the help centre are the team's. */
export const Route = createFileRoute('/manage/blog')({
  component: () => (
    <AdminOnly>
      <Outlet />
    </AdminOnly>
  ),
});
