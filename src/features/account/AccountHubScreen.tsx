import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, CalendarCheck, Car, IdCard, LogOut, Mail, Phone, Settings, UserRound } from 'lucide-react';
import type { User } from '@/openapi/types';
import { useSessionActor } from '@/src/core/session-context';
import { AccountPage, LinkList, LinkRow } from './account-layout';
import { AccountSummary } from './AccountSummary';
import { licenceImageTexts, licenceYearText, notSet as notSetText } from './account-messages';
import { WalletPanel } from './WalletPanel';

/** The account on a phone (and on a desktop): who is signed in, the wallet, and the way to every account screen. */
export function AccountHubScreen({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const session = useSessionActor();
  const notSet = i18n._(notSetText);
  return (
    <AccountPage title={<Trans>My account</Trans>}>
      <AccountSummary user={user} />
      {user.type === 'user' && <WalletPanel userId={user._id} />}
      <LinkList label={t`Your account`}>
        <LinkRow to="/mobile/MyAccountMobile/ManageAccount" icon={UserRound} label={<Trans>Profile and picture</Trans>} value={<Trans>Name, phone, location, about you, date of birth</Trans>} />
        <LinkRow to="/mobile/UpdateName" icon={IdCard} label={<Trans>Name</Trans>} value={user.fullName} />
        <LinkRow to="/mobile/UpdatePhone" icon={Phone} label={<Trans>Phone</Trans>} value={user.phone ?? notSet} />
        <LinkRow to="/mobile/UpdateEmail" icon={Mail} label={<Trans>Email address</Trans>} value={user.pendingEmail ? `${user.email} → ${user.pendingEmail}` : user.email} />
        <LinkRow
          to="/mobile/UpdateDriverExperienceYear"
          icon={Car}
          label={<Trans>Driving licence</Trans>}
          value={`${i18n._(licenceImageTexts[user.licence])} · ${i18n._(licenceYearText(user.drivingLicenceYear))}`}
          wrap
        />
      </LinkList>
      <LinkList label={t`More`}>
        <LinkRow to="/bookings" icon={CalendarCheck} label={<Trans>Bookings</Trans>} />
        <LinkRow to="/notifications" icon={Bell} label={<Trans>Notifications</Trans>} />
        <LinkRow to="/mobile/MobileSettings" icon={Settings} label={<Trans>Settings</Trans>} />
      </LinkList>
      <Button variant="outline" colorPalette="red" size="lg" onClick={() => session.send({ type: 'session.signOut' })}>
        <LogOut aria-hidden="true" />
        <Trans>Sign out</Trans>
      </Button>
    </AccountPage>
  );
}
