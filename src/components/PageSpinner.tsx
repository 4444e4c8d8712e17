import { Center, Spinner, type CenterProps, type SpinnerProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/**
 * The one way to show that content is loading: a spinner in a box named "Loading…" with the status role (a spinner
 * alone is a bare span, on which a name is not allowed; the linter refuses `aria-label` on a `Spinner`).
 */
export function LoadingSpinner({ size = 'lg', ...box }: { size?: SpinnerProps['size'] } & CenterProps) {
  const { t } = useLingui();
  return (
    <Center py="16" role="status" aria-label={t`Loading…`} {...box}>
      <Spinner size={size} color="brand.primary" borderWidth={size === 'xl' ? '3px' : undefined} />
    </Center>
  );
}

/** Shown while a lazy screen loads (the router's `defaultPendingComponent`). */
export function PageSpinner() {
  return <LoadingSpinner size="xl" py="0" minH="50vh" aria-live="polite" />;
}
