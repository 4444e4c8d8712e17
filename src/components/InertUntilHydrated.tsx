import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useHydrated } from '@/src/core/hydrated';

/**
 * Controls that need the page's scripts (filters, a price calculator): until the page the server rendered is alive
 * they are disabled, and look it, rather than taking clicks and typing that nothing would answer. Links inside keep
 * working. Laid out as if it were not there (`display: contents`).
 */
export function InertUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <chakra.fieldset
      disabled={!hydrated}
      aria-busy={!hydrated || undefined}
      display="contents"
      css={{
        // Chakra's checkboxes and switches draw their box beside a hidden input, which the fieldset disables unseen.
        '&:disabled :is([data-scope="checkbox"], [data-scope="switch"], [data-scope="radio-group"]) [data-part="control"]': {
          opacity: 0.5,
        },
        '&:disabled :is(button, input, select, textarea, label)': { cursor: 'progress' },
      }}
    >
      {children}
    </chakra.fieldset>
  );
}
