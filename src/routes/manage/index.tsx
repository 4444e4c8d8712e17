import { createFileRoute, redirect } from '@tanstack/react-router';

/** The back office opens on the fleet. */
export const Route = createFileRoute('/manage/')({
  beforeLoad: () => {
    throw redirect({ to: '/manage/fleet', replace: true });
  },
});
