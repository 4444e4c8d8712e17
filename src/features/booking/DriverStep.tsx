import { Box, Button, CloseButton, Dialog, Heading, Link as ChakraLink, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type AdditionalDriverField, type AdditionalDriverValues, type DriverField, isAdditionalDriverOptional } from '@/machines/booking/booking.form';
import { CheckboxField } from '@/src/components/form/CheckboxField';
import { FormNotice } from './FormNotice';
import { LicenceField } from './LicenceField';
import { TextField } from './booking-fields';
import { additionalDriverErrorMessage, additionalDriverLabels, additionalDriverMissingMessage, driverErrorMessage, driverLabels } from './booking-messages';
import { missingFieldsMessage } from '@/src/components/form/form-messages';
import type { StepProps } from './step-props';
import { useFocusFirstInvalid } from '@/src/components/form/use-focus-first-invalid';

type Field = `driver.${DriverField}` | `additionalDriver.${AdditionalDriverField}`;
const additionalFields: readonly AdditionalDriverField[] = ['fullName', 'email', 'phone', 'birthDate'];
export const driverFields: readonly Field[] = [
  'driver.birthDate',
  'driver.licence',
  'driver.acceptTerms',
  ...additionalFields.map((field) => `additionalDriver.${field}` as const),
];

/** What a guest does about his account on the spot: sign in, or create one (the route brings the forms). */
export type AccountMode = 'signIn' | 'signUp';
export type AccountPanel = (mode: AccountMode) => ReactNode;

/**
 * A guest: booking needs an account. Signing in or creating one happens in a dialog over the step; signed in, the
 * step carries on as that driver (and the dialog goes). A new account signs in there once activated.
 */
function SignInFirst({ accountPanel }: { accountPanel: AccountPanel }) {
  const [mode, setMode] = useState<AccountMode | null>(null);
  return (
    <Stack gap="5" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }} bg="bg.panel">
      <Stack direction="row" gap="3" align="center">
        <Box color="brand.fg" bg="brand.subtle" borderRadius="full" p="2" aria-hidden="true">
          <UserRound size={22} />
        </Box>
        <Heading as="h3" size="md">
          <Trans>Booking needs an account</Trans>
        </Heading>
      </Stack>
      <Text>
        <Trans>Sign in to book: your choices are kept and you continue right here.</Trans>
      </Text>
      <Text color="fg.muted" fontSize="sm">
        <Trans>
          New to Azura? Create an account: we send you an activation link by email. Once your account is activated, sign in and
          your booking continues where you left it.
        </Trans>
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button colorPalette="brand" size="lg" onClick={() => setMode('signIn')}>
          <Trans>Sign in</Trans>
        </Button>
        <Button variant="outline" colorPalette="brand" size="lg" onClick={() => setMode('signUp')}>
          <Trans>Create account</Trans>
        </Button>
      </Stack>
      <Dialog.Root
        open={mode !== null}
        onOpenChange={(details) => {
          if (!details.open) setMode(null);
        }}
        placement="center"
        size="md"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>
                  <Trans>Book with your account</Trans>
                </Dialog.Title>
              </Dialog.Header>
              {/* Its own forms, drawn outside the step's form (a portal): their submits stop here. */}
              <Dialog.Body pb="6" onSubmit={(event) => event.stopPropagation()}>
                {mode && accountPanel(mode)}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}

function AdditionalDriverForm({ snapshot, send, fieldRef }: StepProps & { fieldRef: (field: Field) => (element: HTMLElement | null) => void }) {
  const { i18n } = useLingui();
  const { context } = snapshot;
  const values = context.additionalDriver;
  const saved = context.additionalDriverId !== null;
  const removing = snapshot.matches({ driver: { signedIn: 'removingAdditionalDriver' } });
  // Included in the price: the driver may name a second one, or leave the form empty and drive alone.
  const optional = isAdditionalDriverOptional(context.offer);
  const label = (field: AdditionalDriverField) => i18n._(additionalDriverLabels[field]);
  const error = (field: AdditionalDriverField) => {
    const key = context.errors.additionalDriver[field];
    return key && i18n._(additionalDriverErrorMessage(key, label(field), context.minimumAge));
  };
  const change = (patch: Partial<AdditionalDriverValues>) => send({ type: 'additionalDriver.change', values: patch });
  /** What each of the form's inputs takes alike: its name, label, value, error, whether it is required, its ref and its change. */
  const inputOf = (field: AdditionalDriverField) => ({
    name: `additionalDriver.${field}` as const,
    label: label(field),
    value: values[field],
    error: error(field),
    required: !optional,
    inputRef: fieldRef(`additionalDriver.${field}` as const),
    onChange: (value: string) => change({ [field]: value }),
  });

  return (
    <Stack as="section" aria-labelledby="additional-driver-title" gap="4" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '5' }}>
      <Heading id="additional-driver-title" as="h3" size="md">
        {optional ? <Trans>Additional driver (optional)</Trans> : <Trans>Additional driver</Trans>}
      </Heading>
      {saved ? (
        <Stack gap="3">
          <Text>
            <Trans>
              <strong>{values.fullName}</strong> ({values.email}) will also drive.
            </Trans>
          </Text>
          <Box>
            <Button
              variant="outline"
              colorPalette="red"
              loading={removing}
              loadingText={<Trans>Removing…</Trans>}
              disabled={!snapshot.can({ type: 'additionalDriver.remove' })}
              onClick={() => send({ type: 'additionalDriver.remove' })}
            >
              <Trans>Remove</Trans>
            </Button>
          </Box>
        </Stack>
      ) : (
        <>
          {optional && (
            <Text fontSize="sm">
              <Trans>A second driver is included in the price. Leave this empty to drive alone.</Trans>
            </Text>
          )}
          <Text color="fg.muted" fontSize="sm">
            <Trans>Who else will drive? They must be at least {context.minimumAge} years old on the pick-up day.</Trans>
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField
              {...inputOf('fullName')}
              autoComplete="off"
            />
            <TextField
              {...inputOf('email')}
              type="email"
              inputMode="email"
              autoComplete="off"
            />
            <TextField
              {...inputOf('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
            />
            <TextField
              {...inputOf('birthDate')}
              type="date"
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

/** The driver: a guest is asked to sign in; a driver sees his details, accepts the terms, and names an additional driver when he chose one. */
export function DriverStep({ snapshot, send, accountPanel }: StepProps & { accountPanel: AccountPanel }) {
  const { i18n } = useLingui();
  const { context } = snapshot;
  const errors = {
    ...Object.fromEntries(Object.entries(context.errors.driver).map(([field, key]) => [`driver.${field}`, key])),
    ...Object.fromEntries(Object.entries(context.errors.additionalDriver).map(([field, key]) => [`additionalDriver.${field}`, key])),
  } as Partial<Record<Field, string>>;
  const { fieldRef } = useFocusFirstInvalid(context.attempt, errors, driverFields);
  const driver = context.driver;
  if (snapshot.matches({ driver: 'guest' }) || !driver) return <SignInFirst accountPanel={accountPanel} />;

  const labelOf = (field: Field) => {
    const [group, name] = field.split('.') as ['driver' | 'additionalDriver', string];
    return i18n._(group === 'driver' ? driverLabels[name as DriverField] : additionalDriverLabels[name as AdditionalDriverField]);
  };
  const driverError = (field: DriverField) => {
    const key = context.errors.driver[field];
    return key && i18n._(driverErrorMessage(key, i18n._(driverLabels[field]), context.minimumAge));
  };
  // Whose fields are missing: the driver's own (from his account) and the additional driver's, each said apart.
  const describeMissing = (missing: readonly Field[]) => {
    const own = missing.filter((field) => field.startsWith('driver.')).map(labelOf);
    const additional = missing.filter((field) => field.startsWith('additionalDriver.')).map(labelOf);
    return [
      ...(own.length > 0 ? [i18n._(missingFieldsMessage(own))] : []),
      ...(additional.length > 0 ? [i18n._(additionalDriverMissingMessage(additional))] : []),
    ];
  };
  const formError = context.formError === 'additionalDriverNotSaved' || context.formError === 'additionalDriverNotRemoved' ? context.formError : null;
  const withAdditionalDriver = context.offer.kind === 'car' && context.extras.additionalDriver === true;

  return (
    <Stack gap="6">
      <FormNotice errors={errors} order={driverFields} label={labelOf} formError={formError} describeMissing={describeMissing} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="driver.fullName" label={i18n._(driverLabels.fullName)} value={driver.fullName} readOnly onChange={() => {}} />
        <TextField name="driver.email" type="email" label={i18n._(driverLabels.email)} value={driver.email} readOnly onChange={() => {}} />
        {driver.phone && (
          <TextField name="driver.phone" type="tel" label={i18n._(driverLabels.phone)} value={driver.phone} readOnly onChange={() => {}} />
        )}
        <TextField
          name="driver.birthDate"
          type="date"
          label={i18n._(driverLabels.birthDate)}
          value={driver.birthDate ?? ''}
          readOnly
          error={driverError('birthDate')}
          helper={<Trans>From your account.</Trans>}
          inputRef={fieldRef('driver.birthDate')}
          onChange={() => {}}
        />
      </SimpleGrid>
      {context.errors.driver.birthDate && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Your date of birth comes from your account: update it there, then come back to book.</Trans>
        </Text>
      )}
      {context.supplier.licenceRequired && <LicenceField snapshot={snapshot} send={send} inputRef={fieldRef('driver.licence')} />}
      {withAdditionalDriver && <AdditionalDriverForm snapshot={snapshot} send={send} fieldRef={fieldRef} />}
      <CheckboxField
        name="driver.acceptTerms"
        checked={context.acceptTerms}
        error={driverError('acceptTerms')}
        inputRef={fieldRef('driver.acceptTerms')}
        onChange={(acceptTerms) => send({ type: 'driver.change', values: { acceptTerms } })}
        label={
          <Trans>
            I accept the{' '}
            <ChakraLink asChild color="brand.fg" fontWeight="medium">
              <Link to="/terms-and-conditions" target="_blank">
                Terms of Use
              </Link>
            </ChakraLink>
          </Trans>
        }
      />
    </Stack>
  );
}
