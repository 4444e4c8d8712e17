import { Alert, Avatar, Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useRef, type ReactNode } from 'react';
import { mayActOnAccount } from '@/domain/accounts';
import type { UserType } from '@/openapi/generated/enums';
import { type Booking, userViewMachine } from '@/machines/users/user-view.machine';
import { createUserAdminActors } from '@/machines/users/users.actors';
import { failureCode } from '@/machines/shared/failure';
import { useApi } from '@/src/core/api-context';
import { handleError } from '@/src/core/errors';
import { notify } from '@/src/core/toasts';
import { useLanguage } from '@/src/core/use-language';
import { ConfirmDialog } from '@/src/components/ConfirmDialog';
import { changesSaved } from '@/src/components/form/form-messages';
import { useFormat } from '@/src/components/format';
import { nativeLanguageNames } from '@/src/components/LanguageSwitch';
import { LoadFailedNotice } from '@/src/components/LoadFailedNotice';
import { ManageSection } from '@/src/components/back-office/ManageSection';
import { LoadingSpinner } from '@/src/components/PageSpinner';
import { UserAccountSection } from './UserAccountSection';
import { UserBadges } from './UserBadges';
import { UserBookingsSection } from './UserBookingsSection';
import { UserLicenceSection } from './UserLicenceSection';
import { UserMessageSection } from './UserMessageSection';
import { messageSent } from './users-messages';

export interface UserViewScreenProps {
  userId: string;
  viewer: { _id: string; type: UserType };
  suppliers: readonly { _id: string; name: string }[];
  backLink: (children: ReactNode) => ReactNode;
  bookingLink: (booking: Booking, children: ReactNode) => ReactNode;
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" wordBreak="break-word">
        {children}
      </Text>
    </Box>
  );
}

/**
 * An account as the admins see it (machines/users/user-view.machine.ts): who it is, its licence image with the
 * verified badge's check, its latest bookings; suspend or reinstate it, change its type, write to it.
 */
export function UserViewScreen({ userId, viewer, suppliers, backLink, bookingLink }: UserViewScreenProps) {
  const api = useApi();
  const language = useLanguage();
  const { t, i18n } = useLingui();
  const { date } = useFormat();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const logic = useMemo(
    () =>
      userViewMachine.provide({
        actors: createUserAdminActors(api, language).view({ id: viewer._id, type: viewer.type }),
        actions: {
          notifySaved: () => notify('positive', i18n._(changesSaved)),
          notifySent: () => notify('positive', i18n._(messageSent)),
          notifyFailure: (_, { error }) => handleError(error),
        },
      }),
    [api, i18n, language, viewer._id, viewer.type],
  );
  const [snapshot, send] = useMachine(logic, { input: { userId } });
  const { record, error } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const refused = snapshot.matches('failed') && (failureCode(error) === 'NOT_FOUND' || failureCode(error) === 'FORBIDDEN');
  const user = record?.user;
  const none = t`Not given`;

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Stack gap="6">
        {backLink(
          <HStack gap="1" fontSize="sm">
            <ArrowLeft size="16" aria-hidden="true" />
            <Trans>Back to the users</Trans>
          </HStack>,
        )}
        {snapshot.matches('loading') ? (
          <LoadingSpinner />
        ) : refused ? (
          <Alert.Root status="warning" role="alert" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>This account does not exist.</Trans>
            </Alert.Title>
          </Alert.Root>
        ) : snapshot.matches('failed') || !user || !record ? (
          <LoadFailedNotice error={error} onRetry={() => send({ type: 'retry' })} />
        ) : (
          <>
            <HStack gap="4" align="center" wrap="wrap">
              <Avatar.Root size="2xl" colorPalette="brand">
                <Avatar.Fallback name={user.fullName} />
                {user.avatar && <Avatar.Image src={user.avatar} alt="" />}
              </Avatar.Root>
              <Stack gap="1" minW="0">
                <Heading ref={headingRef} tabIndex={-1} as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight" outline="none">
                  {user.fullName}
                </Heading>
                <Text color="fg.muted" wordBreak="break-all">
                  {user.email}
                </Text>
                <UserBadges type={user.type} verified={user.verified} suspended={user.suspended} licence={user.licence} size="md" />
              </Stack>
            </HStack>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
              <Stack gap="6" minW="0">
                <ManageSection title={<Trans>Profile</Trans>}>
                  <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="4">
                    <Fact label={<Trans>Phone</Trans>}>{user.phone ?? none}</Fact>
                    <Fact label={<Trans>Location</Trans>}>{user.location ?? none}</Fact>
                    <Fact label={<Trans>Date of birth</Trans>}>{user.birthDate ? date(user.birthDate) : none}</Fact>
                    <Fact label={<Trans>Driving licence since</Trans>}>{user.drivingLicenceYear ?? none}</Fact>
                    <Fact label={<Trans>Language</Trans>}>{nativeLanguageNames[user.language]}</Fact>
                    <Fact label={<Trans>Member since</Trans>}>{date(user.createdAt)}</Fact>
                  </SimpleGrid>
                </ManageSection>
                <ManageSection title={<Trans>Driving licence</Trans>}>
                  {mayActOnAccount({ id: viewer._id, type: viewer.type }, { id: user._id, type: user.type }) ? (
                    <UserLicenceSection
                      userId={user._id}
                      name={user.fullName}
                      licence={user.licence}
                      documents={record.documents}
                      busy={busy}
                      working={snapshot.matches('checkingLicence')}
                      onVerify={(verified) => send({ type: 'licence.set', verified })}
                    />
                  ) : (
                    <Text color="fg.muted">
                      <Trans>Only a superadmin sees and checks an admin’s licence.</Trans>
                    </Text>
                  )}
                </ManageSection>
                <ManageSection title={<Trans>Bookings</Trans>}>
                  <UserBookingsSection bookings={record.bookings} total={record.bookingsTotal} bookingLink={bookingLink} />
                </ManageSection>
              </Stack>
              <Stack gap="6" minW="0">
                <ManageSection title={<Trans>Account</Trans>}>
                  <UserAccountSection
                    user={user}
                    viewer={viewer}
                    suppliers={suppliers}
                    type={snapshot.context.type ?? user.type}
                    supplierId={snapshot.context.supplierId}
                    supplierMissing={snapshot.context.typeError === 'supplierRequired'}
                    busy={busy}
                    working={snapshot.matches('suspending') || snapshot.matches('reinstating') ? 'suspension' : snapshot.matches('changingType') ? 'type' : undefined}
                    onSuspend={() => send({ type: 'suspension.ask' })}
                    onReinstate={() => send({ type: 'suspension.lift' })}
                    onChooseType={(userType, supplierId) => send({ type: 'type.choose', userType, supplierId })}
                    onSaveType={() => send({ type: 'type.save' })}
                  />
                </ManageSection>
                <ManageSection title={<Trans>Write to {user.fullName}</Trans>}>
                  <UserMessageSection
                    message={snapshot.context.message}
                    error={snapshot.context.messageError}
                    busy={busy}
                    sending={snapshot.matches('sendingMessage')}
                    onChange={(text) => send({ type: 'message.change', text })}
                    onSend={() => send({ type: 'message.send' })}
                  />
                </ManageSection>
              </Stack>
            </SimpleGrid>
            <ConfirmDialog
              open={snapshot.matches('confirmingSuspension') || snapshot.matches('suspending')}
              busy={snapshot.matches('suspending')}
              title={<Trans>Suspend this account?</Trans>}
              subject={<Text fontWeight="semibold">{`${user.fullName} (${user.email})`}</Text>}
              note={<Trans>The account is signed out at once and cannot sign in until it is reinstated.</Trans>}
              confirmLabel={<Trans>Suspend</Trans>}
              onConfirm={() => send({ type: 'suspension.confirm' })}
              onDismiss={() => send({ type: 'suspension.cancel' })}
              finalFocus={() => headingRef.current}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
