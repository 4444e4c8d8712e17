import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { newCarFields } from '@/machines/fleet/new-car.form';
import type { newCarMachine } from '@/machines/fleet/new-car.machine';
import type { CatalogLookups } from '@/src/features/cars/CarFilters';
import { FormSummary } from '@/src/components/form/FormSummary';
import { SelectInputField } from '@/src/components/form/record-fields';
import { NewCarDescriptionFields, NewCarExtrasFields, NewCarTermsFields } from './NewCarOfferFields';
import { NewCarIdentityFields, NewCarSpecFields } from './NewCarSpecFields';
import { useNewCarForm, type NewCarForm } from './use-new-car-form';

export interface NewCarDialogProps {
  actor: ActorRefFrom<typeof newCarMachine>;
  lookups: CatalogLookups;
  /** A supplier account's own supplier, shown instead of the choice of one. */
  supplierName?: string;
  /** Where the focus goes back when the dialog closes: the 'New car' button. */
  finalFocusRef: RefObject<HTMLElement | null>;
}

/** The supplier of the car: chosen by an administrator, the supplier's own otherwise. */
function SupplierField({ form, lookups, supplierName }: { form: NewCarForm; lookups: CatalogLookups; supplierName?: string }) {
  const { context, label, error, change, choose } = form;
  if (context.supplierRequired) {
    return (
      <SelectInputField
        name="supplier"
        label={label('supplier')}
        value={context.supplier}
        placeholder={choose}
        options={lookups.suppliers.map((s) => ({ value: s.slug, label: s.name }))}
        error={error('supplier')}
        required
        onChange={(supplier) => change({ supplier })}
      />
    );
  }
  return (
    supplierName && (
      <Text>
        <Trans>
          Rental company: <strong>{supplierName}</strong>
        </Trans>
      </Text>
    )
  );
}

/** The 'New car' form in a dialog (full screen on a phone); the new-car machine holds the flow. */
export function NewCarDialog({ actor, lookups, supplierName, finalFocusRef }: NewCarDialogProps) {
  const { t } = useLingui();
  const form = useNewCarForm(actor);
  const { snapshot, context, busy, missing } = form;
  const formElement = useRef<HTMLFormElement>(null);

  // After a refused submit, the focus goes to the first invalid field (not while typing).
  const focusFirstInvalid = useEffectEvent(() => {
    const first = newCarFields.find((field) => context.errors[field] !== undefined);
    if (first) formElement.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  });
  useEffect(() => {
    if (context.attempt > 0) focusFirstInvalid();
  }, [context.attempt]);

  return (
    <Dialog.Root
      open={!snapshot.matches('closed')}
      onOpenChange={(details) => {
        if (!details.open) actor.send({ type: 'newCar.close' });
      }}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      closeOnEscape={!busy}
      finalFocusEl={() => finalFocusRef.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form
              ref={formElement}
              noValidate
              aria-busy={busy}
              onSubmit={(event) => {
                event.preventDefault();
                actor.send({ type: 'newCar.submit' });
              }}
            >
              <Dialog.Header>
                <Dialog.Title>
                  <Trans>New car</Trans>
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`Close`} disabled={busy} />
              </Dialog.CloseTrigger>
              <Dialog.Body>
                <Stack gap="6">
                  {form.showSummary && <FormSummary missing={missing} />}
                  <SupplierField form={form} lookups={lookups} supplierName={supplierName} />
                  <NewCarIdentityFields form={form} />
                  <NewCarSpecFields form={form} />
                  <NewCarTermsFields form={form} lookups={lookups} />
                  <NewCarExtrasFields form={form} />
                  <NewCarDescriptionFields form={form} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={busy}>
                    <Trans>Cancel</Trans>
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand" loading={busy} loadingText={<Trans>Saving…</Trans>}>
                  <Trans>Add the car</Trans>
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
