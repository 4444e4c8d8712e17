import { Alert, Button, CloseButton, Dialog, Fieldset, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { carInputLimits } from '../../../../domain/fleet';
import { carExtras, type CarExtra } from '../../../../domain/price';
import {
  extraPriceRange,
  newCarFields,
  type ExtraOfferKind,
  type ExtraValue,
  type NewCarField,
  type NewCarValues,
} from '../../../../machines/fleet/new-car.form';
import type { newCarMachine } from '../../../../machines/fleet/new-car.machine';
import type { CatalogLookups } from '../CarFilters';
import {
  badgeLabels,
  bodyTypeLabels,
  bodyTypes,
  carCategories,
  categoryLabels,
  engineTypeLabels,
  engineTypes,
  fuelPolicies,
  fuelPolicyLabels,
  gearboxes,
  gearboxLabels,
  availabilityBadges,
} from '../labels';
import {
  CheckboxField,
  CheckboxGroupField,
  ExtraField,
  SelectInputField,
  TextAreaField,
  TextInputField,
  type Option,
} from './car-form-fields';
import { extraOfferLabels, fieldErrorMessage, fieldLabels, formSummary, missingFieldsMessage } from './fleet-messages';

export interface NewCarDialogProps {
  actor: ActorRefFrom<typeof newCarMachine>;
  lookups: CatalogLookups;
  /** The supplier account's own company, shown instead of the company choice. */
  companyName?: string;
  /** Where the focus goes back when the dialog closes: the 'New car' button. */
  finalFocusRef: RefObject<HTMLElement | null>;
}

const ranges: Partial<Record<NewCarField, { min: number; max: number }>> = {
  year: carInputLimits.year,
  seats: carInputLimits.seats,
  doors: carInputLimits.doors,
  mileage: carInputLimits.mileage,
  price: carInputLimits.price,
  deposit: carInputLimits.deposit,
  minimumAge: carInputLimits.minimumAge,
  ...Object.fromEntries(carExtras.map((extra) => [extra, extraPriceRange])),
};

const extraOffers: readonly ExtraOfferKind[] = ['notOffered', 'included', 'priced'];

function Section({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold" color="fg" mb="3">
        {legend}
      </Fieldset.Legend>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {children}
        </SimpleGrid>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

/** The 'New car' form in a dialog (full screen on a phone); the new-car machine holds the flow. */
export function NewCarDialog({ actor, lookups, companyName, finalFocusRef }: NewCarDialogProps) {
  const { i18n, t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const form = useRef<HTMLFormElement>(null);
  const busy = snapshot.hasTag('busy');

  // After a refused submit, the focus goes to the first invalid field (not while typing).
  useEffect(() => {
    if (context.attempt === 0) return;
    const first = newCarFields.find((field) => context.errors[field] !== undefined);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [context.attempt]);

  const label = (field: NewCarField) => i18n._(fieldLabels[field]);
  const error = (field: NewCarField) => {
    const key = context.errors[field];
    if (!key) return undefined;
    const range = ranges[field];
    return i18n._(fieldErrorMessage(key, label(field), range && { min: i18n.number(range.min), max: i18n.number(range.max) }));
  };
  const change = (values: Partial<NewCarValues>) => actor.send({ type: 'newCar.change', values });
  const options = <T extends string>(values: readonly T[], labels: Record<T, MessageDescriptor>): Option<T>[] =>
    values.map((value) => ({ value, label: i18n._(labels[value]) }));
  const choose = t`Choose…`;
  const missing = newCarFields.filter((field) => context.errors[field] === 'required').map(label);
  const showSummary = snapshot.matches('editing') && Object.keys(context.errors).length > 0;
  const extraField = (extra: CarExtra) => {
    const value: ExtraValue = context[extra];
    const name = label(extra);
    return (
      <ExtraField
        key={extra}
        name={extra}
        label={name}
        offer={value.offer}
        offers={options(extraOffers, extraOfferLabels)}
        priced={value.offer === 'priced'}
        price={value.price}
        priceLabel={t`${name}: price (€)`}
        error={error(extra)}
        onOfferChange={(offer) => change({ [extra]: { ...value, offer } })}
        onPriceChange={(price) => change({ [extra]: { ...value, price } })}
      />
    );
  };
  const text = (field: 'brand' | 'model' | 'year' | 'seats' | 'doors' | 'price' | 'deposit' | 'minimumAge' | 'mileage', inputMode: 'text' | 'numeric' | 'decimal' = 'numeric') => (
    <TextInputField
      name={field}
      label={label(field)}
      value={context[field]}
      error={error(field)}
      required
      inputMode={inputMode}
      maxLength={field === 'brand' ? 40 : field === 'model' ? 60 : undefined}
      onChange={(value) => change({ [field]: value })}
    />
  );

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
              ref={form}
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
                  {showSummary && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>{i18n._(formSummary)}</Alert.Title>
                        {missing.length > 0 && <Alert.Description>{i18n._(missingFieldsMessage(missing))}</Alert.Description>}
                      </Alert.Content>
                    </Alert.Root>
                  )}
                  {context.supplierRequired ? (
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
                  ) : (
                    companyName && (
                      <Text>
                        <Trans>
                          Rental company: <strong>{companyName}</strong>
                        </Trans>
                      </Text>
                    )
                  )}
                  <Section legend={<Trans>The car</Trans>}>
                    {text('brand', 'text')}
                    {text('model', 'text')}
                    {text('year')}
                    <SelectInputField
                      name="bodyType"
                      label={label('bodyType')}
                      value={context.bodyType}
                      placeholder={choose}
                      options={options(bodyTypes, bodyTypeLabels)}
                      error={error('bodyType')}
                      required
                      onChange={(bodyType) => change({ bodyType })}
                    />
                    <SelectInputField
                      name="category"
                      label={label('category')}
                      value={context.category}
                      placeholder={choose}
                      options={options(carCategories, categoryLabels)}
                      error={error('category')}
                      required
                      onChange={(category) => change({ category })}
                    />
                    <TextInputField
                      name="color"
                      type="color"
                      label={label('color')}
                      value={context.color}
                      error={error('color')}
                      helper={<Trans>The colour of the picture shown until a photo is added.</Trans>}
                      onChange={(color) => change({ color })}
                    />
                  </Section>
                  <Section legend={<Trans>Specifications</Trans>}>
                    <SelectInputField
                      name="engineType"
                      label={label('engineType')}
                      value={context.engineType}
                      placeholder={choose}
                      options={options(engineTypes, engineTypeLabels)}
                      error={error('engineType')}
                      required
                      onChange={(engineType) => change({ engineType })}
                    />
                    <SelectInputField
                      name="gearbox"
                      label={label('gearbox')}
                      value={context.gearbox}
                      placeholder={choose}
                      options={options(gearboxes, gearboxLabels)}
                      error={error('gearbox')}
                      required
                      onChange={(gearbox) => change({ gearbox })}
                    />
                    <SelectInputField
                      name="fuelPolicy"
                      label={label('fuelPolicy')}
                      value={context.fuelPolicy}
                      placeholder={choose}
                      options={options(fuelPolicies, fuelPolicyLabels)}
                      error={error('fuelPolicy')}
                      required
                      onChange={(fuelPolicy) => change({ fuelPolicy })}
                    />
                    {text('seats')}
                    {text('doors')}
                    <Stack gap="3" justify="center">
                      <CheckboxField name="aircon" label={<Trans>Air conditioning</Trans>} checked={context.aircon} onChange={(aircon) => change({ aircon })} />
                      <CheckboxField
                        name="unlimitedMileage"
                        label={<Trans>Unlimited mileage</Trans>}
                        checked={context.unlimitedMileage}
                        onChange={(unlimitedMileage) => change({ unlimitedMileage })}
                      />
                    </Stack>
                    {!context.unlimitedMileage && text('mileage')}
                  </Section>
                  <Section legend={<Trans>Rental terms</Trans>}>
                    {text('price', 'decimal')}
                    {text('deposit', 'decimal')}
                    {text('minimumAge')}
                    <Stack gap="3" justify="center">
                      <CheckboxField
                        name="available"
                        label={<Trans>Available for rent</Trans>}
                        checked={context.available}
                        onChange={(available) => change({ available })}
                      />
                    </Stack>
                  </Section>
                  <CheckboxGroupField
                    name="locations"
                    legend={label('locations')}
                    options={lookups.locations.map((l) => ({ value: l.slug, label: l.name }))}
                    selected={context.locations}
                    error={error('locations')}
                    required
                    onChange={(locations) => change({ locations })}
                  />
                  <CheckboxGroupField
                    name="badges"
                    legend={<Trans>Availability badges</Trans>}
                    options={options(availabilityBadges, badgeLabels)}
                    selected={context.badges}
                    onChange={(badges) => change({ badges })}
                  />
                  <Section legend={<Trans>Extras</Trans>}>{carExtras.map(extraField)}</Section>
                  <Fieldset.Root>
                    <Fieldset.Legend fontSize="md" fontWeight="semibold" color="fg" mb="3">
                      <Trans>Description</Trans>
                    </Fieldset.Legend>
                    <Fieldset.Content>
                      <Stack gap="4">
                        {(['descriptionEn', 'descriptionFr', 'descriptionRu'] as const).map((field) => (
                          <TextAreaField
                            key={field}
                            name={field}
                            lang={field.slice(-2).toLowerCase()}
                            label={label(field)}
                            value={context[field]}
                            error={error(field)}
                            required
                            onChange={(value) => change({ [field]: value })}
                          />
                        ))}
                      </Stack>
                    </Fieldset.Content>
                  </Fieldset.Root>
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
