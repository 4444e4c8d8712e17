import { Center, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** Shown while a lazy screen loads (the router's `defaultPendingComponent`). */
export function PageSpinner() {
  const { t } = useLingui();
  return (
    <Center minH="50vh" role="status" aria-live="polite" aria-label={t`Loading…`}>
      <Spinner size="xl" color="brand.primary" borderWidth="3px" />
    </Center>
  );
}
