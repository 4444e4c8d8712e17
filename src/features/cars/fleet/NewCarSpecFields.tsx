import { Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import {
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
} from '@/src/components/car-labels';
import { CheckboxField, TextInputField } from '@/src/components/form/record-fields';
import { NewCarSection, NewCarSelectField, NewCarTextField } from './NewCarSection';
import type { NewCarForm } from './use-new-car-form';

/** The car itself: make, model, year, body, category and the colour of its placeholder image. */
export function NewCarIdentityFields({ form }: { form: NewCarForm }) {
  const { context, label, error, change } = form;
  return (
    <NewCarSection legend={<Trans>The car</Trans>}>
      <NewCarTextField form={form} field="brand" inputMode="text" />
      <NewCarTextField form={form} field="model" inputMode="text" />
      <NewCarTextField form={form} field="year" />
      <NewCarSelectField form={form} field="bodyType" values={bodyTypes} labels={bodyTypeLabels} />
      <NewCarSelectField form={form} field="category" values={carCategories} labels={categoryLabels} />
      <TextInputField
        name="color"
        type="color"
        label={label('color')}
        value={context.color}
        error={error('color')}
        helper={<Trans>The colour of the picture shown until a photo is added.</Trans>}
        onChange={(color) => change({ color })}
      />
    </NewCarSection>
  );
}

/** Engine, gearbox, fuel policy, seats, doors, air conditioning and mileage. */
export function NewCarSpecFields({ form }: { form: NewCarForm }) {
  const { context, change } = form;
  return (
    <NewCarSection legend={<Trans>Specifications</Trans>}>
      <NewCarSelectField form={form} field="engineType" values={engineTypes} labels={engineTypeLabels} />
      <NewCarSelectField form={form} field="gearbox" values={gearboxes} labels={gearboxLabels} />
      <NewCarSelectField form={form} field="fuelPolicy" values={fuelPolicies} labels={fuelPolicyLabels} />
      <NewCarTextField form={form} field="seats" />
      <NewCarTextField form={form} field="doors" />
      <Stack gap="3" justify="center">
        <CheckboxField name="aircon" label={<Trans>Air conditioning</Trans>} checked={context.aircon} onChange={(aircon) => change({ aircon })} />
        <CheckboxField
          name="unlimitedMileage"
          label={<Trans>Unlimited mileage</Trans>}
          checked={context.unlimitedMileage}
          onChange={(unlimitedMileage) => change({ unlimitedMileage })}
        />
      </Stack>
      {!context.unlimitedMileage && <NewCarTextField form={form} field="mileage" />}
    </NewCarSection>
  );
}
