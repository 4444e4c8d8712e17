import { Alert, Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { CalendarDays } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useRef, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { mustNameSupplier, type FleetAccount } from '@/domain/fleet';
import { createFleetManageActors } from '@/machines/fleet/fleet-manage.actors';
import { newCarFields, type NewCarValues } from '@/machines/fleet/new-car.form';
import {
  carFormMachine,
  yachtFormMachine,
  type VehicleFormContext,
  type VehicleFormEvent,
  type VehicleKind,
} from '@/machines/fleet/vehicle-form.machine';
import { failedUploads } from '@/machines/fleet/vehicle-images';
import { failureCode } from '@/machines/shared/failure';
import { yachtFields, type YachtValues } from '@/machines/fleet/yacht.form';
import { useApi } from '@/src/core/api-context';
import { handleError, refusalMessage } from '@/src/core/errors';
import { notify } from '@/src/core/toasts';
import { useLanguage } from '@/src/core/use-language';
import { changesSaved } from '@/src/components/form/form-messages';
import { FormSummary } from '@/src/components/form/FormSummary';
import { LoadFailedNotice } from '@/src/components/LoadFailedNotice';
import { BackToFleet } from '@/src/components/back-office/BackToFleet';
import type { CatalogLookups } from '@/src/features/cars/CarFilters';
import { SelectInputField } from '@/src/components/form/record-fields';
import { LoadingSpinner } from '@/src/components/PageSpinner';
import { NewCarDescriptionFields, NewCarExtrasFields, NewCarTermsFields } from './NewCarOfferFields';
import { NewCarIdentityFields, NewCarSpecFields } from './NewCarSpecFields';
import { ImagesField } from './ImagesField';
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

/** What the page reads of either kind's machine: its states, tags and the context both kinds share. */
interface VehicleFormView {
  context: VehicleFormContext<{ brand: string; model: string }, string, string>;
  matches: (state: VehicleFormStateName) => boolean;
  hasTag: (tag: 'busy' | 'error') => boolean;
}
type VehicleFormStateName = 'starting' | 'loading' | 'loadFailed' | 'editing' | 'failed' | 'imagesFailed';
/** The events both kinds take as they are (a change carries each kind's own values). */
type VehicleFormSend = (event: Exclude<VehicleFormEvent<object>, { type: 'form.change' }>) => void;

/** The actors, the screen's actions and the input of either kind's machine. */
function useVehicleFormSetup({ kind, id, account, onDone }: VehicleFormScreenProps) {
  const api = useApi();
  const language = useLanguage();
  const { i18n } = useLingui();
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const implementations = useMemo(
    () => ({
      actors: createFleetManageActors(api),
      actions: {
        notifySaved: () => notify('positive', i18n._(changesSaved)),
        notifyFailure: (_: unknown, { error }: { error: unknown }) => handleError(error, refusalMessage(i18n, error, kind)),
        leave: () => done.current(),
      },
    }),
    [api, kind, i18n],
  );
  return { ...implementations, input: { id, supplierRequired: mustNameSupplier(account), language } };
}

function CarFormScreen(props: VehicleFormScreenProps) {
  const { actors, actions, input } = useVehicleFormSetup(props);
  const logic = useMemo(() => carFormMachine.provide({ actors: actors.car, actions }), [actors, actions]);
  const [snapshot, send] = useMachine(logic, { input });
  const change = (values: Partial<NewCarValues>) => send({ type: 'form.change', values });
  return (
    <VehicleFormPage {...props} view={snapshot} send={send} fields={newCarFields} labels={fieldLabels}>
      <CarFields snapshot={snapshot} send={change} lookups={props.lookups} />
    </VehicleFormPage>
  );
}

function YachtFormScreen(props: VehicleFormScreenProps) {
  const { actors, actions, input } = useVehicleFormSetup(props);
  const logic = useMemo(() => yachtFormMachine.provide({ actors: actors.yacht, actions }), [actors, actions]);
  const [snapshot, send] = useMachine(logic, { input });
  const change = (values: Partial<YachtValues>) => send({ type: 'form.change', values });
  return (
    <VehicleFormPage {...props} view={snapshot} send={send} fields={yachtFields} labels={yachtFieldLabels}>
      <YachtFields state={snapshot.context} change={change} lookups={props.lookups} />
    </VehicleFormPage>
  );
}

/**
 * The back office's page that adds or changes a car or a yacht with its images (machines/fleet/vehicle-form.machine.ts):
 * nothing is sent before Save; after it, the images follow one by one with their status, and the list comes back.
 * One machine a kind (each with its own values); the page around the fields is the same.
 */
export function VehicleFormScreen(props: VehicleFormScreenProps) {
  return props.kind === 'car' ? <CarFormScreen {...props} /> : <YachtFormScreen {...props} />;
}

function VehicleFormPage({
  kind,
  id,
  onDone,
  backLink,
  calendarLink,
  view: snapshot,
  send,
  fields,
  labels,
  children,
}: VehicleFormScreenProps & {
  view: VehicleFormView;
  send: VehicleFormSend;
  fields: readonly string[];
  labels: Record<string, MessageDescriptor>;
  /** The kind's own fields. */
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const editable = snapshot.matches('editing') || snapshot.matches('failed');

  // After a refused submit (a new attempt, not a new error while typing), the focus goes to the first invalid field.
  const focusFirstInvalid = useEffectEvent(() => {
    const first = fields.find((field) => context.errors[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  });
  useEffect(() => {
    if (context.attempt > 0) focusFirstInvalid();
  }, [context.attempt]);

  const heading =
    kind === 'car' ? (id ? <Trans>Edit car</Trans> : <Trans>New car</Trans>) : id ? <Trans>Edit yacht</Trans> : <Trans>New yacht</Trans>;
  const missing = fields.filter((field) => context.errors[field] === 'required').map((field) => i18n._(labels[field]!));
  const failedCount = failedUploads(context.images).length;

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
          <LoadingSpinner />
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
              <ImagesField
                images={context.images}
                rejected={context.rejected}
                editable={editable}
                failedRemovable={snapshot.matches('imagesFailed')}
                onAdd={(images) => send({ type: 'images.add', images })}
                onRemove={(key) => send({ type: 'images.remove', key })}
                onRestore={(key) => send({ type: 'images.restore', key })}
              />
              {children}
              {snapshot.matches('imagesFailed') && (
                <Alert.Root status="warning" role="alert" borderRadius="lg">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>
                      <Plural value={failedCount} one="Saved, but # photo could not be sent." other="Saved, but # photos could not be sent." />
                    </Alert.Title>
                    <HStack gap="3" mt="3" wrap="wrap">
                      <Button size="sm" colorPalette="brand" onClick={() => send({ type: 'images.retry' })}>
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
                <Button type="submit" colorPalette="brand" loading={busy} loadingText={<Trans>Saving…</Trans>} disabled={snapshot.matches('imagesFailed')}>
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
