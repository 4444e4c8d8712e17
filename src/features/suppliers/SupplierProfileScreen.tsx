import { Alert, Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { PRODUCT_BOOKING_LIMITS } from '@/domain/booking-limits';
import { supplierProfileMachine, type SupplierTier } from '@/machines/fleet/supplier-profile.machine';
import { supplierFields, type SupplierField, type SupplierValues, type PaymentType } from '@/machines/fleet/supplier.form';
import { createFleetManageActors } from '@/machines/fleet/fleet-manage.actors';
import { failureCode } from '@/machines/shared/failure';
import { useApi } from '@/src/core/api-context';
import { handleError } from '@/src/core/errors';
import { notify } from '@/src/core/toasts';
import { paymentTypeLabels } from '@/src/components/booking-labels';
import { changesSaved } from '@/src/components/form/form-messages';
import { FormSummary } from '@/src/components/form/FormSummary';
import { TextField } from '@/src/components/form/TextField';
import { LoadFailedNotice } from '@/src/components/LoadFailedNotice';
import { SupplierTierBadge, supplierTierLabels } from '@/src/components/SupplierTierBadge';
import { CheckboxField, CheckboxGroupField, SelectInputField, TextAreaField } from '@/src/components/form/record-fields';
import { ManageSection } from '@/src/components/back-office/ManageSection';
import { LoadingSpinner } from '@/src/components/PageSpinner';
import { SupplierAvatarField } from './SupplierAvatarField';
import { supplierFieldLabels, supplierFieldMessage } from './supplier-messages';

export interface SupplierProfileScreenProps {
  /** The supplier shown; none yet when an admin has not picked one. */
  supplierId?: string;
  /** An admin adds a new supplier (its tier too); `onCreated` then opens its page. */
  creating?: boolean;
  onCreated?: (supplierId: string) => void;
  /** The suppliers an admin picks from; none for a supplier's own account, which sees its own only. */
  suppliers?: readonly { _id: string; name: string }[];
  onSupplierChange?: (supplierId: string) => void;
}

const paymentTypes: readonly PaymentType[] = ['card', 'cash', 'crypto'];
const tiers: readonly SupplierTier[] = ['silver', 'gold', 'vip'];

/**
 * A supplier's profile in the back office: its avatar (the screen's Logo), contact, terms of booking and what it says of
 * itself in each language (machines/fleet/supplier-profile.machine.ts). A supplier's account sees its own; an admin
 * picks one.
 */
export function SupplierProfileScreen({ supplierId, creating, onCreated, suppliers, onSupplierChange }: SupplierProfileScreenProps) {
  const { t } = useLingui();
  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Stack gap="6">
        <Heading as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight">
          {creating ? <Trans>New rental company</Trans> : <Trans>Company profile</Trans>}
        </Heading>
        {creating ? (
          <SupplierProfileForm onCreated={onCreated} />
        ) : suppliers && (
          <Box maxW="md">
            <SelectInputField
              name="supplier"
              label={<Trans>Company</Trans>}
              value={supplierId ?? ''}
              placeholder={t`Choose…`}
              options={suppliers.map((supplier) => ({ value: supplier._id, label: supplier.name }))}
              onChange={(id) => id && onSupplierChange?.(id)}
            />
          </Box>
        )}
        {creating ? null : supplierId ? (
          <SupplierProfileForm key={supplierId} supplierId={supplierId} />
        ) : (
          <Text color="fg.muted">
            <Trans>Choose a company to see and change its profile.</Trans>
          </Text>
        )}
      </Stack>
    </Container>
  );
}

function SupplierProfileForm({ supplierId, onCreated }: { supplierId?: string; onCreated?: (supplierId: string) => void }) {
  const api = useApi();
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  // A new onCreated needs no new actor: useMachine hands the running one the latest implementations.
  const logic = useMemo(
    () =>
      supplierProfileMachine.provide({
        actors: createFleetManageActors(api).supplier,
        actions: {
          notifySaved: () => notify('positive', i18n._(changesSaved)),
          notifyFailure: (_, { error }) => handleError(error),
          showCreated: (_, { id }) => onCreated?.(id),
        },
      }),
    [api, i18n, onCreated],
  );
  const [snapshot, send] = useMachine(logic, { input: { supplierId } });
  const { context } = snapshot;
  const { values, errors, profile } = context;

  // After a refused submit (a new attempt, not a new error while typing), the focus goes to the first invalid field.
  const focusFirstInvalid = useEffectEvent(() => {
    const first = supplierFields.find((field) => errors[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  });
  useEffect(() => {
    if (context.attempt > 0) focusFirstInvalid();
  }, [context.attempt]);

  if (snapshot.matches('loading')) {
    return <LoadingSpinner />;
  }
  if (snapshot.matches('loadFailed')) {
    const code = failureCode(context.error);
    if (code === 'NOT_FOUND' || code === 'FORBIDDEN') {
      return (
        <Alert.Root status="warning" role="alert" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>This company is not one you manage.</Trans>
          </Alert.Title>
        </Alert.Root>
      );
    }
    return <LoadFailedNotice error={context.error} onRetry={() => send({ type: 'form.retry' })} />;
  }

  const saving = snapshot.matches('saving') || snapshot.matches('creating') || snapshot.matches('created');
  const label = (field: SupplierField) => i18n._(supplierFieldLabels[field]);
  const error = (field: SupplierField) => {
    const problem = errors[field];
    return problem ? i18n._(supplierFieldMessage(field, problem, label(field))) : undefined;
  };
  const change = (changed: Partial<SupplierValues>) => send({ type: 'form.change', values: changed });
  const missing = supplierFields.filter((field) => errors[field] === 'required').map(label);
  const bio = [
    { field: 'bioEn', lang: 'en' },
    { field: 'bioFr', lang: 'fr' },
    { field: 'bioRu', lang: 'ru' },
  ] as const;

  return (
    <Stack gap="6">
      {profile && (
        <HStack gap="3" wrap="wrap">
          <Text fontSize="lg" fontWeight="semibold">
            {profile.name}
          </Text>
          <SupplierTierBadge tier={profile.tier} />
        </HStack>
      )}
      {profile && (
        <ManageSection title={<Trans>Logo</Trans>}>
          <SupplierAvatarField
            name={profile.name}
            avatar={profile.avatar}
            hasOwnAvatar={profile.hasOwnAvatar}
            working={snapshot.matches('sendingAvatar') ? 'sending' : snapshot.matches('removingAvatar') ? 'removing' : undefined}
            disabled={saving}
            problem={context.avatarProblem}
            onChoose={(file) => send({ type: 'avatar.send', file })}
            onRemove={() => send({ type: 'avatar.remove' })}
          />
        </ManageSection>
      )}
      <form
        ref={formRef}
        noValidate
        aria-busy={saving}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        <fieldset disabled={saving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="6">
            {Object.keys(errors).length > 0 && <FormSummary missing={missing} />}
            {supplierId === undefined && (
              <ManageSection title={<Trans>Tier</Trans>}>
                <Box maxW="xs">
                  <SelectInputField<SupplierTier>
                    name="tier"
                    label={<Trans>Tier</Trans>}
                    value={context.tier}
                    options={tiers.map((tier) => ({ value: tier, label: i18n._(supplierTierLabels[tier]) }))}
                    onChange={(tier) => tier && send({ type: 'tier.choose', tier })}
                  />
                </Box>
                <Text fontSize="sm" color="fg.muted">
                  <Trans>Drivers see it on each of its offers. Its logo is added once the company is saved.</Trans>
                </Text>
              </ManageSection>
            )}
            <ManageSection title={<Trans>Contact</Trans>}>
              <TextField name="name" label={label('name')} value={values.name} error={error('name')} required maxLength={80} autoComplete="organization" onChange={(name) => change({ name })} />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField
                  name="email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  label={label('email')}
                  value={values.email}
                  error={error('email')}
                  required
                  onChange={(email) => change({ email })}
                />
                <TextField name="phone" type="tel" inputMode="tel" autoComplete="tel" label={label('phone')} value={values.phone} error={error('phone')} required onChange={(phone) => change({ phone })} />
              </SimpleGrid>
            </ManageSection>
            <ManageSection title={<Trans>Terms of booking</Trans>}>
              <CheckboxGroupField
                name="paymentTypes"
                legend={label('paymentTypes')}
                options={paymentTypes.map((value) => ({ value, label: i18n._(paymentTypeLabels[value]) }))}
                selected={values.paymentTypes}
                error={error('paymentTypes')}
                required
                onChange={(selected) => change({ paymentTypes: selected })}
              />
              <CheckboxField name="payLater" label={<Trans>Drivers may book now and pay at pick-up (pay later)</Trans>} checked={values.payLater} onChange={(payLater) => change({ payLater })} />
              <CheckboxField
                name="licenceRequired"
                label={<Trans>Drivers add a picture of their driving licence before booking</Trans>}
                checked={values.licenceRequired}
                onChange={(licenceRequired) => change({ licenceRequired })}
              />
              <Box maxW="xs">
                <TextField
                  name="minimumAge"
                  inputMode="numeric"
                  label={label('minimumAge')}
                  value={values.minimumAge}
                  error={error('minimumAge')}
                  helper={<Trans>A car can ask for an older driver, never a younger one.</Trans>}
                  required
                  maxLength={2}
                  onChange={(minimumAge) => change({ minimumAge })}
                />
              </Box>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <TextField
                  name="maxDaysAhead"
                  inputMode="numeric"
                  label={label('maxDaysAhead')}
                  value={values.maxDaysAhead}
                  error={error('maxDaysAhead')}
                  helper={<Trans>Empty: up to {PRODUCT_BOOKING_LIMITS.maxDaysAhead} days (18 months), the most allowed.</Trans>}
                  maxLength={3}
                  onChange={(maxDaysAhead) => change({ maxDaysAhead })}
                />
                <TextField
                  name="maxRentalDays"
                  inputMode="numeric"
                  label={label('maxRentalDays')}
                  value={values.maxRentalDays}
                  error={error('maxRentalDays')}
                  helper={<Trans>Empty: up to {PRODUCT_BOOKING_LIMITS.maxRentalDays} days, the most allowed.</Trans>}
                  maxLength={2}
                  onChange={(maxRentalDays) => change({ maxRentalDays })}
                />
              </SimpleGrid>
            </ManageSection>
            <ManageSection title={<Trans>About the company</Trans>}>
              <Text color="fg.muted" fontSize="sm" mt="-2">
                <Trans>Drivers read it on your cars and yachts, in their language.</Trans>
              </Text>
              {bio.map(({ field, lang }) => (
                <TextAreaField
                  key={field}
                  name={field}
                  lang={lang}
                  label={label(field)}
                  value={values[field]}
                  error={error(field)}
                  required
                  onChange={(text) => change({ [field]: text })}
                />
              ))}
            </ManageSection>
            <HStack justify="flex-end" gap="3" position="sticky" bottom="0" py="3" bg="bg" borderTopWidth="1px" zIndex="docked">
              <Button type="submit" colorPalette="brand" loading={saving} loadingText={<Trans>Saving…</Trans>}>
                <Trans>Save</Trans>
              </Button>
            </HStack>
          </Stack>
        </fieldset>
      </form>
    </Stack>
  );
}
