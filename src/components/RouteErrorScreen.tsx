import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorScreen } from './ErrorScreen';

/** The router's `defaultErrorComponent`: 'Try Again' resets the route and reloads its data. */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorScreen
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
