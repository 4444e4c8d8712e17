import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/src/core/router-context';
import { whenSessionReady } from '@/src/core/session';
import { Layout } from '@/src/components/Layout';
import { NotificationPopups } from '@/src/features/notifications/NotificationPopups';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Guards below the root read the session: let it finish checking the stored one first.
  beforeLoad: async ({ context }) => {
    await whenSessionReady(context.session);
  },
  component: RootLayout,
});

function RootLayout() {
  return (
    <Layout>
      <Outlet />
      <NotificationPopups />
    </Layout>
  );
}
