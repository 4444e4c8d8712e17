import { Button, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** Sign up and sign in, for a visitor; `inverted` on a dark band. */
export function GuestActions({ inverted = false }: { inverted?: boolean }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" width={{ base: 'full', sm: 'auto' }}>
      <Button asChild size="lg" colorPalette={inverted ? 'gray' : 'brand'} variant={inverted ? 'surface' : 'solid'}>
        <Link to="/sign-up">
          <Trans>Sign up</Trans>
        </Link>
      </Button>
      <Button
        asChild
        size="lg"
        variant="outline"
        colorPalette={inverted ? undefined : 'brand'}
        color={inverted ? 'white' : undefined}
        borderColor={inverted ? 'whiteAlpha.700' : undefined}
        _hover={inverted ? { bg: 'whiteAlpha.200' } : undefined}
      >
        <Link to="/sign-in">
          <Trans>Sign in</Trans>
        </Link>
      </Button>
    </Stack>
  );
}
