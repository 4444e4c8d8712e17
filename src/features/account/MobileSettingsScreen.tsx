import { Card, HStack, Icon, Switch } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, Languages, MessageSquare, Moon, SlidersHorizontal } from 'lucide-react';
import type { User } from '@/openapi/types';
import { nativeLanguageNames } from '@/src/components/LanguageSwitch';
import { useColorMode } from '@/src/core/color-mode';
import { useLanguage } from '@/src/core/use-language';
import { AccountPage, LinkList, LinkRow } from './account-layout';
import { contactMethodLabels } from './account-messages';

function DarkModeSwitch() {
  const { colorMode, setColorMode } = useColorMode();
  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body py="3" px="5">
        <Switch.Root
          name="darkMode"
          checked={colorMode === 'dark'}
          onCheckedChange={({ checked }) => setColorMode(checked ? 'dark' : 'light')}
          colorPalette="brand"
          size="lg"
          display="flex"
          gap="3"
        >
          <HStack gap="3" flex="1">
            <Icon as={Moon} boxSize="5" color="brand.fg" aria-hidden="true" />
            <Switch.Label fontWeight="medium">
              <Trans>Dark theme</Trans>
            </Switch.Label>
          </HStack>
          <Switch.HiddenInput role="switch" />
          <Switch.Control />
        </Switch.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** The settings on a phone: each preference on a screen of its own, the theme right here. */
export function MobileSettingsScreen({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  return (
    <AccountPage title={<Trans>Settings</Trans>} back={{ to: '/mobile/MyAccountMobile', label: <Trans>My account</Trans> }}>
      <LinkList label={t`Preferences`}>
        <LinkRow
          to="/mobile/NotificationPreferences"
          icon={Bell}
          label={<Trans>Notification preferences</Trans>}
          value={user.enableEmailNotifications ? <Trans>Email notifications on</Trans> : <Trans>Email notifications off</Trans>}
        />
        <LinkRow
          to="/mobile/PreferredContactMethod"
          icon={MessageSquare}
          label={<Trans>Preferred contact method</Trans>}
          value={i18n._(contactMethodLabels[user.preferredContactMethod])}
        />
        <LinkRow to="/mobile/Language" icon={Languages} label={<Trans>Language</Trans>} value={nativeLanguageNames[language]} />
      </LinkList>
      <DarkModeSwitch />
      <LinkList>
        <LinkRow to="/settings" icon={SlidersHorizontal} label={<Trans>All settings</Trans>} value={<Trans>Password, sign out of every device</Trans>} />
      </LinkList>
    </AccountPage>
  );
}
