import { Avatar, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Bell, CalendarCheck, CarFront, ChevronDown, LayoutDashboard, LogOut, Settings, UserRound } from 'lucide-react';
import { isAdmin } from '@/domain/accounts';
import { canAddCars } from '@/domain/fleet';
import type { User } from '@/openapi/types';
import { useSessionActor } from '@/src/core/session-context';
import { accountTypeLabels } from './account-type';

/** The signed-in user's menu; loaded only once someone is signed in (see UserMenu). */
export function SignedInMenu({ user }: { user: User }) {
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
            <Menu.Item value="account" asChild>
              <Link to="/mobile/MyAccountMobile">
                <UserRound aria-hidden="true" />
                <Trans>My account</Trans>
              </Link>
            </Menu.Item>
            <Menu.Item value="settings" asChild>
              <Link to="/settings">
                <Settings aria-hidden="true" />
                <Trans>Settings</Trans>
              </Link>
            </Menu.Item>
            <Menu.Item value="bookings" asChild>
              <Link to="/bookings">
                <CalendarCheck aria-hidden="true" />
                <Trans>Bookings</Trans>
              </Link>
            </Menu.Item>
            {/* A supplier's back office is its fleet; an admin's is every supplier's, and the places, accounts, blog… */}
            {canAddCars(user) && (
              <Menu.Item value="back-office" asChild>
                <Link to="/manage/fleet">
                  {isAdmin(user) ? <LayoutDashboard aria-hidden="true" /> : <CarFront aria-hidden="true" />}
                  {isAdmin(user) ? <Trans>Back office</Trans> : <Trans>Fleet</Trans>}
                </Link>
              </Menu.Item>
            )}
            <Menu.Item value="notifications" asChild>
              <Link to="/notifications">
                <Bell aria-hidden="true" />
                <Trans>Notifications</Trans>
              </Link>
            </Menu.Item>
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
