import { HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { InertUntilHydrated } from '@/src/components/InertUntilHydrated';

/** The other ways to sign in, under a sign-in form: "or", then a button each. */
export function SignInAlternatives({ children }: { children: ReactNode }) {
  return (
    <Stack gap="4" mt="6">
      <HStack gap="3">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted">
          <Trans>or</Trans>
        </Text>
        <Separator flex="1" />
      </HStack>
      {/* Buttons the page's script answers (Google's is one): off until it runs; the links work at once. */}
      <InertUntilHydrated>{children}</InertUntilHydrated>
    </Stack>
  );
}
