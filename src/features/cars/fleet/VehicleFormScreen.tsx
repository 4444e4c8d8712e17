import { Alert, Box, Button, Center, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { CalendarDays } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useRef, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { mustNameSupplier, type FleetAccount } from '@/domain/fleet';
import { createFleetManageActors } from '@/machines/fleet/fleet-manage.actors';
import { newCarFields, type NewCarValues } from '@/machines/fleet/new-car.form';
import { carFormMachine, yachtFormMachine, type VehicleKind } from '@/machines/fleet/vehicle-form.machine';
import { failedUploads } from '@/machines/fleet/vehicle-pictures';
import { failureCode } from '@/machines/shared/failure';
import { yachtFields } from '@/machines/fleet/yacht.form';
import { useApi } from '@/src/core/api-context';
import { handleError, refusalMessage } from '@/src/core/errors';
import { i18n } from '@/src/core/i18n';
import { notify } from '@/src/core/toasts';
import { useLanguage } from '@/src/core/use-language';
import { changesSaved } from '@/src/components/form/form-messages';
import { FormSummary } from '@/src/components/form/FormSummary';
import { LoadFailedNotice } from '@/src/components/LoadFailedNotice';
import { BackToFleet } from '@/src/components/back-office/BackToFleet';
import type { CatalogLookups } from '@/src/features/cars/CarFilters';
import { SelectInputField } from '@/src/components/form/record-fields';
import { NewCarDescriptionFields, NewCarExtrasFields, NewCarTermsFields } from './NewCarOfferFields';
import { NewCarIdentityFields, NewCarSpecFields } from './NewCarSpecFields';
import { PicturesField } from './PicturesField';
import { useCarFormView } from './use-new-car-form';
import { fieldLabels } from './fleet-messages';
import { yachtFieldLabels } from './manage-messages';
import { YachtFields } from './YachtFields';

export interface VehicleFormScreenProps {
  kind: VehicleKind;
  /** The vehicle to change; none to add one. */
  id?: string;
  account: FleetAccount;
  lookups: CatalogLookups;
  /** Back to the fleet's list (after saving, or on Cancel). */
  onDone: () => void;
  /** The link back to the list. */
  backLink: (children: ReactNode) => ReactNode;
  /** The vehicle's calendar, for a saved one. */
  calendarLink?: (children: ReactNode) => ReactNode;
}

type CarSnapshot = SnapshotFrom<typeof carFormMachine>;
type YachtSnapshot = SnapshotFrom<typeof yachtFormMachine>;

function CarFields({ snapshot, send, lookups }: { snapshot: CarSnapshot; send: (values: Partial<NewCarValues>) => void; lookups: CatalogLookups }) {
  const { context } = snapshot;
  const form = useCarFormView(context, send, { busy: snapshot.hasTag('busy'), editing: snapshot.matches('editing') });
  return (
    <>
      {context.supplierRequired && (
        <SelectInputField
          name="supplier"
          label={form.label('supplier')}
          value={context.values.supplier}
          placeholder={form.choose}
          options={lookups.suppliers.map((s) => ({ value: s.slug, label: s.name }))}
          error={form.error('supplier')}
          required
          onChange={(supplier) => send({ supplier })}
        />
      )}
      <NewCarIdentityFields form={form} />
      <NewCarSpecFields form={form} />
      <NewCarTermsFields form={form} lookups={lookups} />
      <NewCarExtrasFields form={form} />
      <NewCarDescriptionFields form={form} />
    </>
  );
}

/**
 * The back office's page that adds or changes a car or a yacht with its photos (machines/fleet/vehicle-form.machine.ts):
 * nothing is sent before Save; after it, the photos follow one by one with their status, and the list comes back.
 */
export function VehicleFormScreen({ kind, id, account, lookups, onDone, backLink, calendarLink }: VehicleFormScreenProps) {
  const api = useApi();
  const language = useLanguage();
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  // A new onDone needs no new actor: useMachine hands the running one the latest implementations.
  const logic = useMemo(() => {
    const actors = createFleetManageActors(api);
    const actions = {
      notifySaved: () => notify('positive', i18n._(changesSaved)),
      notifyFailure: (_: unknown, { error }: { error: unknown }) => handleError(error, refusalMessage(error, kind)),
      leave: () => onDone(),
    };
    // One machine a kind; the screen reads what both share.
    return (kind === 'car' ? carFormMachine.provide({ actors: actors.car, actions }) : yachtFormMachine.provide({ actors: actors.yacht, actions })) as typeof carFormMachine;
  }, [api, kind, onDone]);
  const [snapshot, sendEvent] = useMachine(logic, { input: { id, supplierRequired: mustNameSupplier(account), language } });
  const send = sendEvent as (event: { type: string; [key: string]: unknown }) => void;
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const editable = snapshot.matches('editing') || snapshot.matches('failed');
  const fields = (kind === 'car' ? newCarFields : yachtFields) as readonly string[];

  // After a refused submit (a new attempt, not a new error while typing), the focus goes to the first invalid field.
  const focusFirstInvalid = useEffectEvent(() => {
    const first = fields.find((field) => (context.errors as Record<string, unknown>)[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  });
  useEffect(() => {
    if (context.attempt > 0) focusFirstInvalid();
  }, [context.attempt]);

  const change = (values: object) => send({ type: 'form.change', values });
  const heading =
    kind === 'car' ? (id ? <Trans>Edit car</Trans> : <Trans>New car</Trans>) : id ? <Trans>Edit yacht</Trans> : <Trans>New yacht</Trans>;
  const labels = (kind === 'car' ? fieldLabels : yachtFieldLabels) as Record<string, MessageDescriptor>;
  const missing = fields.filter((field) => (context.errors as Record<string, unknown>)[field] === 'required').map((field) => i18n._(labels[field]!));
  const failedCount = failedUploads(context.pictures).length;

  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Stack gap="6">
        <Box>
          <BackToFleet link={backLink} />
          <HStack justify="space-between" align="end" gap="3" wrap="wrap" mt="2">
            <Heading as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight">
              {heading}
            </Heading>
            {id &&
              calendarLink?.(
                <>
                  <CalendarDays aria-hidden="true" />
                  <Trans>Calendar</Trans>
                </>,
              )}
          </HStack>
          {id && context.values.brand && (
            <Text color="fg.muted" mt="1">
              {context.values.brand} {context.values.model}
            </Text>
          )}
        </Box>

        {snapshot.matches('loading') || snapshot.matches('starting') ? (
          <Center py="16">
            <Spinner size="lg" color="brand.primary" aria-label={t`Loading…`} />
          </Center>
        ) : snapshot.matches('loadFailed') && (failureCode(context.error) === 'NOT_FOUND' || failureCode(context.error) === 'FORBIDDEN') ? (
          <Alert.Root status="warning" role="alert" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Title>{kind === 'car' ? <Trans>This car is not in your fleet.</Trans> : <Trans>This yacht is not in your fleet.</Trans>}</Alert.Title>
          </Alert.Root>
        ) : snapshot.matches('loadFailed') ? (
          <LoadFailedNotice error={context.error} onRetry={() => send({ type: 'form.retry' })} />
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
            <Stack gap="8">
              {snapshot.matches('editing') && Object.keys(context.errors).length > 0 && (
                <FormSummary missing={missing} />
              )}
              {/* First, where they are chosen before saving: at the end of this long form they sat under the Save bar
                  that stays at the bottom of the screen. */}
              <PicturesField
                pictures={context.pictures}
                rejected={context.rejected}
                editable={editable}
                failedRemovable={snapshot.matches('picturesFailed')}
                onAdd={(pictures) => send({ type: 'pictures.add', pictures })}
                onRemove={(key) => send({ type: 'pictures.remove', key })}
                onRestore={(key) => send({ type: 'pictures.restore', key })}
              />
              {kind === 'car' ? (
                <CarFields snapshot={snapshot} send={change} lookups={lookups} />
              ) : (
                <YachtFields
                  state={(snapshot as unknown as YachtSnapshot).context}
                  change={change}
                  lookups={lookups}
                />
              )}
              {snapshot.matches('picturesFailed') && (
                <Alert.Root status="warning" role="alert" borderRadius="lg">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>
                      <Plural value={failedCount} one="Saved, but # photo could not be sent." other="Saved, but # photos could not be sent." />
                    </Alert.Title>
                    <HStack gap="3" mt="3" wrap="wrap">
                      <Button size="sm" colorPalette="brand" onClick={() => send({ type: 'pictures.retry' })}>
                        <Trans>Try again</Trans>
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => send({ type: 'form.finish' })}>
                        <Trans>Finish without them</Trans>
                      </Button>
                    </HStack>
                  </Alert.Content>
                </Alert.Root>
              )}
              <HStack
                justify="flex-end"
                gap="3"
                position="sticky"
                bottom="0"
                py="3"
                bg="bg"
                borderTopWidth="1px"
                zIndex="docked"
              >
                <Button variant="outline" disabled={busy} onClick={() => onDone()}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy} loadingText={<Trans>Saving…</Trans>} disabled={snapshot.matches('picturesFailed')}>
                  <Trans>Save</Trans>
                </Button>
              </HStack>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
