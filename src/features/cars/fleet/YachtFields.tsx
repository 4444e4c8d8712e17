import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { yachtInputLimits } from '@/domain/fleet';
import type { FieldErrors } from '@/machines/shared/form';
import { type YachtField, type YachtFieldError, type YachtValues } from '@/machines/fleet/yacht.form';
import type { CatalogLookups } from '@/src/features/cars/CarFilters';
import { CheckboxField, SelectInputField, TextInputField } from '@/src/components/form/record-fields';
import { DescriptionFields, PlacesAndBadgesFields } from './NewCarOfferFields';
import { fieldErrorMessage } from '@/src/components/form/form-messages';
import { yachtFieldLabels } from './manage-messages';
import { NewCarSection } from './NewCarSection';
import { yachtKindLabels, yachtKinds } from '@/src/components/yacht-kinds';

export interface YachtFormState {
  values: YachtValues;
  errors: FieldErrors<YachtField, YachtFieldError>;
  supplierRequired: boolean;
}

const ranges: Partial<Record<YachtField, { min: number; max: number }>> = yachtInputLimits;

/** The fields of a yacht: what it is, how many it takes, its terms, its places and badges, its description. */
export function YachtFields({ state, change, lookups }: { state: YachtFormState; change: (values: Partial<YachtValues>) => void; lookups: CatalogLookups }) {
  const { i18n, t } = useLingui();
  const { values, errors } = state;
  const label = (field: YachtField) => i18n._(yachtFieldLabels[field]);
  const error = (field: YachtField) => {
    const key = errors[field];
    if (!key) return undefined;
    const range = ranges[field];
    return i18n._(fieldErrorMessage(key, label(field), range && { min: i18n.number(range.min), max: i18n.number(range.max) }));
  };
  const text = (field: 'brand' | 'model' | 'year' | 'lengthMeters' | 'cabins' | 'guests' | 'crew' | 'price' | 'deposit', inputMode: 'text' | 'numeric' | 'decimal' = 'numeric') => (
    <TextInputField
      name={field}
      label={label(field)}
      value={values[field]}
      error={error(field)}
      required
      inputMode={inputMode}
      maxLength={field === 'brand' ? 40 : field === 'model' ? 60 : undefined}
      onChange={(value) => change({ [field]: value })}
    />
  );
  return (
    <>
      {state.supplierRequired && (
        <SelectInputField
          name="supplier"
          label={label('supplier')}
          value={values.supplier}
          placeholder={t`Choose…`}
          options={lookups.suppliers.map((s) => ({ value: s.slug, label: s.name }))}
          error={error('supplier')}
          required
          onChange={(supplier) => change({ supplier })}
        />
      )}
      <NewCarSection legend={<Trans>The yacht</Trans>}>
        {text('brand', 'text')}
        {text('model', 'text')}
        {text('year')}
        <SelectInputField
          name="kind"
          label={label('kind')}
          value={values.kind}
          placeholder={t`Choose…`}
          options={yachtKinds.map((kind) => ({ value: kind, label: i18n._(yachtKindLabels[kind]) }))}
          error={error('kind')}
          required
          onChange={(kind) => change({ kind })}
        />
        {text('lengthMeters', 'decimal')}
        {text('cabins')}
        {text('guests')}
        {text('crew')}
        <TextInputField name="color" type="color" label={label('color')} value={values.color} error={error('color')} onChange={(color) => change({ color })} />
      </NewCarSection>
      <NewCarSection legend={<Trans>Rental terms</Trans>}>
        {text('price', 'decimal')}
        {text('deposit', 'decimal')}
        <Stack gap="3" justify="center">
          <CheckboxField name="available" label={<Trans>Available for rent</Trans>} checked={values.available} onChange={(available) => change({ available })} />
        </Stack>
      </NewCarSection>
      <PlacesAndBadgesFields lookups={lookups} values={values} legend={label('locations')} error={error('locations')} change={change} />
      <DescriptionFields values={values} label={label} error={error} change={change} />
    </>
  );
}
