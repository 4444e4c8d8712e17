import { Alert, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { BookingFormError } from '@/machines/booking/booking.form';
import { FormSummary } from '@/src/components/form/FormSummary';
import { formErrorMessages } from './booking-messages';

export interface FormNoticeProps<TField extends string> {
  /** The step's field errors (keys by field). */
  errors: Partial<Record<TField, string>>;
  /** The fields in screen order. */
  order: readonly TField[];
  label: (field: TField) => string;
  formError?: BookingFormError | null;
  /** The missing fields' sentences, when the step says whose fields they are (else 'Please fill in the fields: …'). */
  describeMissing?: (missing: readonly TField[]) => string[];
}

/**
 * Above a step's fields: the reason the machine gives for the whole form (dates just taken...), and when several
 * fields are wrong, 'Please fix errors.' with the missing ones named ('Please fill in the fields: X, Y').
 */
export function FormNotice<TField extends string>({ errors, order, label, formError, describeMissing }: FormNoticeProps<TField>) {
  const { i18n } = useLingui();
  const invalid = order.filter((field) => errors[field] !== undefined);
  const missingFields = invalid.filter((field) => errors[field] === 'required');
  const missing = missingFields.map(label);
  if (!formError && invalid.length < 2) return null;
  return (
    <Stack gap="3">
      {formError && (
        <Alert.Root status="error" role="alert" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>{i18n._(formErrorMessages[formError])}</Alert.Title>
        </Alert.Root>
      )}
      {invalid.length >= 2 && <FormSummary missing={missing} details={describeMissing?.(missingFields)} />}
    </Stack>
  );
}
