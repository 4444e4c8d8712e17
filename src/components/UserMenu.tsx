import { Avatar, Box, Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronDown, LogOut } from 'lucide-react';
import type { User } from '../api/client';
import { useSessionActor, useSessionUser } from '../app/session-context';
import { accountTypeLabels } from './account-type';

function GuestActions() {
  return (
    <HStack gap="1">
      <Button asChild variant="ghost" size="sm">
        <Link to="/sign-in">
          <Trans>Sign in</Trans>
        </Link>
      </Button>
      <Button asChild colorPalette="brand" size="sm" hideBelow="sm">
        <Link to="/sign-up">
          <Trans>Sign up</Trans>
        </Link>
      </Button>
    </HStack>
  );
}

function SignedInMenu({ user }: { user: User }) {
  const { i18n } = useLingui();
  const session = useSessionActor();
  const accountType = i18n._(accountTypeLabels[user.type]);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1.5" gap="2" maxW={{ base: 'auto', lg: '64' }}>
          <Avatar.Root size="xs" colorPalette="brand">
            <Avatar.Fallback name={user.fullName} />
            {user.avatar && <Avatar.Image src={user.avatar} alt="" />}
          </Avatar.Root>
          {/* Hidden visually on small screens, still the button's accessible name. */}
          <Box srOnly={{ base: true, lg: false }} textAlign="start" lineHeight="short" minW="0">
            <Text fontWeight="semibold" truncate>
              {user.fullName}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {accountType}
            </Text>
          </Box>
          <ChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" truncate>
                {user.fullName}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="sign-out" onSelect={() => session.send({ type: 'session.signOut' })}>
              <LogOut aria-hidden="true" />
              <Trans>Sign out</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The header's account corner: sign-in and sign-up for guests, the user's menu once signed in. */
export function UserMenu() {
  const user = useSessionUser();
  return user ? <SignedInMenu user={user} /> : <GuestActions />;
}
