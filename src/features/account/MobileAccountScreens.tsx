import { Card, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { User } from '@/openapi/types';
import { AccountPage } from './account-layout';
import { AvatarEditor } from './AvatarEditor';
import { EmailChangeForm } from './EmailChangeForm';
import { EmailNotificationsSwitch } from './EmailNotificationsSwitch';
import { LanguageChooser } from './LanguageChooser';
import { ProfileForm } from './ProfileForm';

/**
 * The account screens of a phone, one subject each (they read as well on a desktop). They are the settings page's
 * parts: the same machines and forms, framed with a title and the way back.
 */

export interface AccountScreenProps {
  user: User;
}

export interface FieldScreenProps extends AccountScreenProps {
  /** After 'Changes made successfully.': back to where the screen was opened from. */
  onSaved: () => void;
}

const toAccount = { to: '/mobile/MyAccountMobile', label: <Trans>My account</Trans> } as const;
const toSettings = { to: '/mobile/MobileSettings', label: <Trans>Settings</Trans> } as const;

function Panel({ children }: { children: ReactNode }) {
  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

export function ManageAccountScreen({ user }: AccountScreenProps) {
  return (
    <AccountPage title={<Trans>Profile and picture</Trans>} intro={<Trans>What rental companies see when you book.</Trans>} back={toAccount}>
      <Panel>
        <AvatarEditor user={user} />
      </Panel>
      <Panel>
        <ProfileForm user={user} fields={['fullName', 'phone', 'location', 'bio', 'birthDate']} />
      </Panel>
    </AccountPage>
  );
}

export function UpdateNameScreen({ user, onSaved }: FieldScreenProps) {
  return (
    <AccountPage title={<Trans>Name</Trans>} intro={<Trans>Your full name, as on your driving licence.</Trans>} back={toAccount}>
      <Panel>
        <ProfileForm user={user} fields={['fullName']} onSaved={onSaved} />
      </Panel>
    </AccountPage>
  );
}

export function UpdatePhoneScreen({ user, onSaved }: FieldScreenProps) {
  return (
    <AccountPage title={<Trans>Phone</Trans>} intro={<Trans>The rental company calls this number about your booking.</Trans>} back={toAccount}>
      <Panel>
        <ProfileForm user={user} fields={['phone']} onSaved={onSaved} />
      </Panel>
    </AccountPage>
  );
}

export function UpdateLicenceYearScreen({ user, onSaved }: FieldScreenProps) {
  return (
    <AccountPage
      title={<Trans>Driving licence</Trans>}
      intro={<Trans>The year you got your driving licence: rental companies see it with your bookings.</Trans>}
      back={toAccount}
    >
      <Panel>
        <ProfileForm user={user} fields={['drivingLicenceYear']} onSaved={onSaved} />
      </Panel>
    </AccountPage>
  );
}

export function UpdateEmailScreen({ user }: AccountScreenProps) {
  return (
    <AccountPage title={<Trans>Email address</Trans>} back={toAccount}>
      <Panel>
        <EmailChangeForm user={user} />
      </Panel>
    </AccountPage>
  );
}

export function PreferredContactMethodScreen({ user, onSaved }: FieldScreenProps) {
  return (
    <AccountPage
      title={<Trans>Preferred contact method</Trans>}
      intro={<Trans>How rental companies and our team reach you about a booking.</Trans>}
      back={toSettings}
    >
      <Panel>
        <ProfileForm user={user} fields={['preferredContactMethod']} onSaved={onSaved} />
      </Panel>
    </AccountPage>
  );
}

export function NotificationPreferencesScreen({ user }: AccountScreenProps) {
  return (
    <AccountPage title={<Trans>Notification preferences</Trans>} back={toSettings}>
      <Panel>
        <EmailNotificationsSwitch user={user} />
      </Panel>
    </AccountPage>
  );
}

export function LanguageScreen() {
  return (
    <AccountPage title={<Trans>Language</Trans>} back={toSettings}>
      <Stack>
        <LanguageChooser />
      </Stack>
    </AccountPage>
  );
}
