import { Alert, Box, Button, Center, Container, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { couponFields, couponLimits, type CouponField, type CouponValues, type DiscountUnit } from '../../../machines/coupons/coupon.form';
import { couponFormMachine } from '../../../machines/coupons/coupon-form.machine';
import { createCouponActors } from '../../../machines/coupons/coupons.actors';
import { failureCode } from '../../../machines/shared/failure';
import { useApi } from '../../core/api-context';
import { handleError } from '../../core/errors';
import { i18n } from '../../core/i18n';
import { notify } from '../../core/toasts';
import { changesSaved } from '../../components/form/form-messages';
import { FormSummary } from '../../components/form/FormSummary';
import { TextField } from '../../components/form/TextField';
import { LoadFailedNotice } from '../../components/LoadFailedNotice';
import { SelectInputField } from '../cars/fleet/car-form-fields';
import { ManageSection } from '../manage/ManageSection';
import { couponFieldLabels, couponFieldMessage } from './coupon-messages';

export interface CouponFormScreenProps {
  /** The coupon to change; none to create one. */
  id?: string;
  onDone: () => void;
  backLink: (children: ReactNode) => ReactNode;
}

/**
 * A coupon as an admin writes it (machines/coupons/coupon-form.machine.ts): its code, discount (an amount or a
 * percentage), validity and usage limit; checked before it is sent, and nothing typed is lost when the server refuses.
 */
export function CouponFormScreen({ id, onDone, backLink }: CouponFormScreenProps) {
  const api = useApi();
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const logic = useMemo(
    () =>
      couponFormMachine.provide({
        actors: createCouponActors(api).form,
        actions: {
          notifySaved: () => notify('positive', i18n._(changesSaved)),
          notifyFailure: (_, { error }) => handleError(error),
          leave: () => done.current(),
        },
      }),
    [api],
  );
  const [snapshot, send] = useMachine(logic, { input: { id } });
  const { values, errors, coupon, error } = snapshot.context;
  const busy = snapshot.hasTag('busy');

  useEffect(() => {
    if (snapshot.context.attempt === 0) return;
    const first = couponFields.find((field) => errors[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [snapshot.context.attempt]);

  const label = (field: CouponField) => i18n._(couponFieldLabels[field]);
  const range = (field: CouponField) => {
    const limits = field === 'maxUses' ? couponLimits.maxUses : couponLimits[values.discountUnit];
    return { min: i18n.number(limits.min), max: i18n.number(limits.max) };
  };
  const problem = (field: CouponField) => {
    const key = errors[field];
    return key ? i18n._(couponFieldMessage(key, label(field), range(field))) : undefined;
  };
  const change = (changed: Partial<CouponValues>) => send({ type: 'form.change', values: changed });
  const refused = snapshot.matches('loadFailed') && failureCode(error) === 'NOT_FOUND';
  const codeLocked = (coupon?.uses ?? 0) > 0;

  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Stack gap="6">
        <Box>
          {backLink(
            <HStack gap="1" fontSize="sm">
              <ArrowLeft size="16" aria-hidden="true" />
              <Trans>Back to the coupons</Trans>
            </HStack>,
          )}
          <Heading as="h1" mt="2" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight">
            {id ? <Trans>Edit coupon</Trans> : <Trans>New coupon</Trans>}
          </Heading>
        </Box>
        {snapshot.matches('loading') || snapshot.matches('starting') ? (
          <Center py="16">
            <Spinner size="lg" color="brand.primary" aria-label={t`Loading…`} />
          </Center>
        ) : refused ? (
          <Alert.Root status="warning" role="alert" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>This coupon does not exist.</Trans>
            </Alert.Title>
          </Alert.Root>
        ) : snapshot.matches('loadFailed') ? (
          <LoadFailedNotice error={error} onRetry={() => send({ type: 'form.retry' })} />
        ) : (
          <form
            ref={formRef}
            noValidate
            aria-busy={busy}
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'form.submit' });
            }}
          >
            <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Stack gap="6">
                {Object.keys(errors).length > 0 && <FormSummary missing={couponFields.filter((field) => errors[field] === 'required').map(label)} />}
                <ManageSection title={<Trans>What it gives</Trans>}>
                  <TextField
                    name="code"
                    label={label('code')}
                    value={values.code}
                    error={problem('code')}
                    helper={codeLocked ? <Trans>Bookings have used it: its code stays as it is.</Trans> : <Trans>Drivers type it as they book; kept in capitals.</Trans>}
                    readOnly={codeLocked}
                    required
                    maxLength={32}
                    autoComplete="off"
                    onChange={(code) => change({ code: code.toUpperCase() })}
                  />
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    <TextField name="discount" inputMode="text" label={label('discount')} value={values.discount} error={problem('discount')} required maxLength={9} onChange={(discount) => change({ discount })} />
                    <SelectInputField<DiscountUnit>
                      name="discountUnit"
                      label={<Trans>Unit</Trans>}
                      value={values.discountUnit}
                      options={[
                        { value: 'percentage', label: t`% of the price` },
                        { value: 'amount', label: t`€ off the price` },
                      ]}
                      onChange={(discountUnit) => discountUnit && change({ discountUnit })}
                    />
                  </SimpleGrid>
                </ManageSection>
                <ManageSection title={<Trans>When and how often</Trans>}>
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    <TextField
                      name="validFrom"
                      type="datetime-local"
                      label={label('validFrom')}
                      value={values.validFrom}
                      error={problem('validFrom')}
                      helper={<Trans>Empty: from now.</Trans>}
                      onChange={(validFrom) => change({ validFrom })}
                    />
                    <TextField
                      name="validUntil"
                      type="datetime-local"
                      label={label('validUntil')}
                      value={values.validUntil}
                      error={problem('validUntil')}
                      helper={<Trans>Empty: no end.</Trans>}
                      onChange={(validUntil) => change({ validUntil })}
                    />
                  </SimpleGrid>
                  <Box maxW="xs">
                    <TextField
                      name="maxUses"
                      inputMode="numeric"
                      label={label('maxUses')}
                      value={values.maxUses}
                      error={problem('maxUses')}
                      helper={<Trans>How many bookings may use it. Empty: no limit.</Trans>}
                      maxLength={7}
                      onChange={(maxUses) => change({ maxUses })}
                    />
                  </Box>
                  {coupon && (
                    <Text fontSize="sm" color="fg.muted">
                      <Plural value={coupon.uses} _0="No booking has used it yet." one="Used by # booking so far." other="Used by # bookings so far." />
                    </Text>
                  )}
                </ManageSection>
                <HStack justify="flex-end" gap="3" position="sticky" bottom="0" py="3" bg="bg" borderTopWidth="1px" zIndex="docked">
                  <Button variant="outline" disabled={busy} onClick={() => onDone()}>
                    <Trans>Cancel</Trans>
                  </Button>
                  <Button type="submit" colorPalette="brand" loading={busy} loadingText={<Trans>Saving…</Trans>}>
                    <Trans>Save</Trans>
                  </Button>
                </HStack>
              </Stack>
            </fieldset>
          </form>
        )}
      </Stack>
    </Container>
  );
}
