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
import { CheckboxField, SelectInputField, TextInputField } from '@/src/components/form/record-fields';
import { NewCarSection, NewCarTextField } from './NewCarSection';
import type { NewCarForm } from './use-new-car-form';

/** The car itself: make, model, year, body, category and the colour of its placeholder picture. */
export function NewCarIdentityFields({ form }: { form: NewCarForm }) {
  const { context, label, error, change, options, choose } = form;
  return (
    <NewCarSection legend={<Trans>The car</Trans>}>
      <NewCarTextField form={form} field="brand" inputMode="text" />
      <NewCarTextField form={form} field="model" inputMode="text" />
      <NewCarTextField form={form} field="year" />
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
    </NewCarSection>
  );
}

/** Engine, gearbox, fuel policy, seats, doors, air conditioning and mileage. */
export function NewCarSpecFields({ form }: { form: NewCarForm }) {
  const { context, label, error, change, options, choose } = form;
  return (
    <NewCarSection legend={<Trans>Specifications</Trans>}>
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
