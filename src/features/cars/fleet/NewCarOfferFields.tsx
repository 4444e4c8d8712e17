import { Fieldset, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { carExtras, type CarExtra } from '@/domain/price';
import type { ExtraOfferKind, ExtraValue } from '@/machines/fleet/new-car.form';
import type { CatalogLookups } from '@/src/features/cars/CarFilters';
import { availabilityBadges, badgeLabels } from '@/src/components/car-labels';
import { CheckboxField, CheckboxGroupField, ExtraField, TextAreaField } from '@/src/components/form/record-fields';
import { extraOfferLabels } from './fleet-messages';
import { NewCarSection, NewCarTextField } from './NewCarSection';
import type { NewCarForm } from './use-new-car-form';

const extraOffers: readonly ExtraOfferKind[] = ['notOffered', 'included', 'priced'];

/** Price, deposit, minimum age, availability, the places and the badges of the offer. */
export function NewCarTermsFields({ form, lookups }: { form: NewCarForm; lookups: CatalogLookups }) {
  const { context, label, error, change } = form;
  return (
    <>
      <NewCarSection legend={<Trans>Rental terms</Trans>}>
        <NewCarTextField form={form} field="price" inputMode="decimal" />
        <NewCarTextField form={form} field="deposit" inputMode="decimal" />
        <NewCarTextField form={form} field="minimumAge" />
        <Stack gap="3" justify="center">
          <CheckboxField
            name="available"
            label={<Trans>Available for rent</Trans>}
            checked={context.available}
            onChange={(available) => change({ available })}
          />
        </Stack>
      </NewCarSection>
      <PlacesAndBadgesFields lookups={lookups} values={context} legend={label('locations')} error={error('locations')} change={change} />
    </>
  );
}

type Badge = (typeof availabilityBadges)[number];

/** Where a car or a yacht is offered (one place at least) and the badges its cards show. */
export function PlacesAndBadgesFields({
  lookups,
  values,
  legend,
  error,
  change,
}: {
  lookups: CatalogLookups;
  values: { locations: string[]; badges: Badge[] };
  legend: string;
  error?: string;
  change: (values: { locations?: string[]; badges?: Badge[] }) => void;
}) {
  const { i18n } = useLingui();
  return (
    <>
      <CheckboxGroupField
        name="locations"
        legend={legend}
        options={lookups.locations.map((l) => ({ value: l.slug, label: l.name }))}
        selected={values.locations}
        error={error}
        required
        onChange={(locations) => change({ locations })}
      />
      <CheckboxGroupField
        name="badges"
        legend={<Trans>Availability badges</Trans>}
        options={availabilityBadges.map((badge) => ({ value: badge, label: i18n._(badgeLabels[badge]) }))}
        selected={values.badges}
        onChange={(badges) => change({ badges })}
      />
    </>
  );
}

/** Each extra: not offered, included, or at a price. */
export function NewCarExtrasFields({ form }: { form: NewCarForm }) {
  const { t } = useLingui();
  const { context, label, error, change, options } = form;
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
  return <NewCarSection legend={<Trans>Extras</Trans>}>{carExtras.map(extraField)}</NewCarSection>;
}

type DescriptionField = 'descriptionEn' | 'descriptionFr' | 'descriptionRu';

/** The description of a car or a yacht in each language of the site. */
export function DescriptionFields({
  values,
  label,
  error,
  change,
}: {
  values: Record<DescriptionField, string>;
  label: (field: DescriptionField) => string;
  error: (field: DescriptionField) => string | undefined;
  change: (values: Partial<Record<DescriptionField, string>>) => void;
}) {
  return (
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
              value={values[field]}
              error={error(field)}
              required
              onChange={(value) => change({ [field]: value })}
            />
          ))}
        </Stack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

/** The description of the car in each language of the site. */
export function NewCarDescriptionFields({ form }: { form: NewCarForm }) {
  return <DescriptionFields values={form.context} label={form.label} error={form.error} change={form.change} />;
}
