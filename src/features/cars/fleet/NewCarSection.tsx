import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import type { NewCarValues } from '@/machines/fleet/new-car.form';
import { SelectInputField, TextInputField } from '@/src/components/form/record-fields';
import type { NewCarForm } from './use-new-car-form';

/** A group of the 'New car' form: a legend over two columns of fields. */
export function NewCarSection({ legend, children }: { legend: ReactNode; children: ReactNode }) {
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

type TypedField = 'brand' | 'model' | 'year' | 'seats' | 'doors' | 'price' | 'deposit' | 'minimumAge' | 'mileage';

/** A required typed field of the form: a name, or a number typed on a numeric keyboard. */
export function NewCarTextField({
  form,
  field,
  inputMode = 'numeric',
}: {
  form: NewCarForm;
  field: TypedField;
  inputMode?: 'text' | 'numeric' | 'decimal';
}) {
  return (
    <TextInputField
      name={field}
      label={form.label(field)}
      value={form.context[field]}
      error={form.error(field)}
      required
      inputMode={inputMode}
      maxLength={field === 'brand' ? 40 : field === 'model' ? 60 : undefined}
      onChange={(value) => form.change({ [field]: value })}
    />
  );
}

type ChosenField = 'bodyType' | 'category' | 'engineType' | 'gearbox' | 'fuelPolicy';
type Choice<F extends ChosenField> = Exclude<NewCarValues[F], ''>;

/** A required choice of the form among `values` (named by `labels`), 'Choose…' until one is picked. */
export function NewCarSelectField<F extends ChosenField>({
  form,
  field,
  values,
  labels,
}: {
  form: NewCarForm;
  field: F;
  values: readonly Choice<F>[];
  labels: Record<Choice<F>, MessageDescriptor>;
}) {
  return (
    <SelectInputField
      name={field}
      label={form.label(field)}
      value={form.context[field] as Choice<F> | ''}
      placeholder={form.choose}
      options={form.options(values, labels)}
      error={form.error(field)}
      required
      onChange={(value) => form.change({ [field]: value })}
    />
  );
}
