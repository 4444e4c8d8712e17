import { Box, Container, Grid, Heading, Link as ChakraLink, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { User } from '@/openapi/types';
import { SettingsSection } from './account-layout';
import { AvatarEditor } from './AvatarEditor';
import { EmailChangeForm } from './EmailChangeForm';
import { EmailNotificationsSwitch } from './EmailNotificationsSwitch';
import { LanguageChooser } from './LanguageChooser';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ProfileForm } from './ProfileForm';
import { SignOutEverywhere } from './SignOutEverywhere';

export interface SettingsScreenProps {
  user: User;
  /** Signed out of every device: the route ends this session too and shows the sign-in page. */
  onSignedOut: () => void;
}

function SectionLinks({ sections }: { sections: Array<{ id: string; title: ReactNode }> }) {
  const { t } = useLingui();
  return (
    <Box as="nav" aria-label={t`Settings sections`} position="sticky" top="24" hideBelow="lg">
      <Stack as="ul" gap="1" m="0" p="0">
        {sections.map((section) => (
          <Box as="li" key={section.id} listStyleType="none">
            <ChakraLink href={`#${section.id}`} display="block" px="3" py="2" borderRadius="md" color="fg.muted" _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}>
              {section.title}
            </ChakraLink>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** Every setting of the account on one page: profile and avatar, email, preferences, password, devices. */
export function SettingsScreen({ user, onSignedOut }: SettingsScreenProps) {
  const titles = {
    profile: <Trans>Profile</Trans>,
    email: <Trans>Email address</Trans>,
    preferences: <Trans>Preferences</Trans>,
    password: <Trans>Password</Trans>,
    devices: <Trans>Devices</Trans>,
  };
  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Heading as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight">
        <Trans>Settings</Trans>
      </Heading>
      <Text color="fg.muted" mt="2">
        <Trans>Your profile, how we reach you, and the security of your account.</Trans>
      </Text>
      <Grid templateColumns={{ base: '1fr', lg: '220px 1fr' }} gap={{ base: '5', lg: '10' }} mt={{ base: '5', lg: '8' }} alignItems="start">
        <SectionLinks sections={Object.entries(titles).map(([id, title]) => ({ id, title }))} />
        <Stack gap="6" minW="0">
          <SettingsSection id="profile" title={titles.profile} description={<Trans>What rental companies see when you book.</Trans>}>
            <Stack gap="6">
              <AvatarEditor user={user} />
              <Separator />
              <ProfileForm user={user} fields={['fullName', 'phone', 'location', 'bio', 'birthDate']} />
            </Stack>
          </SettingsSection>
          <SettingsSection id="email" title={titles.email}>
            <EmailChangeForm user={user} />
          </SettingsSection>
          <SettingsSection id="preferences" title={titles.preferences}>
            <Stack gap="6">
              <EmailNotificationsSwitch user={user} />
              <Separator />
              <Stack gap="3">
                <Text fontWeight="medium" fontSize="sm">
                  <Trans>Language</Trans>
                </Text>
                <LanguageChooser />
              </Stack>
              <Separator />
              <ProfileForm user={user} fields={['preferredContactMethod', 'drivingLicenceYear']} />
            </Stack>
          </SettingsSection>
          <SettingsSection id="password" title={titles.password} description={<Trans>Changing it signs you out on your other devices.</Trans>}>
            <PasswordChangeForm user={user} />
          </SettingsSection>
          <SettingsSection id="devices" title={titles.devices} tone="danger">
            <SignOutEverywhere user={user} onSignedOut={onSignedOut} />
          </SettingsSection>
        </Stack>
      </Grid>
    </Container>
  );
}
