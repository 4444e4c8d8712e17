import { Alert, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { BookingFormError } from '../../../machines/booking/booking.form';
import { FormSummary } from '../../components/form/FormSummary';
import { formErrorMessages } from './booking-messages';

export interface FormNoticeProps<TField extends string> {
  /** The step's field errors (keys by field). */
  errors: Partial<Record<TField, string>>;
  /** The fields in screen order. */
  order: readonly TField[];
  label: (field: TField) => string;
  formError?: BookingFormError | null;
}

/**
 * Above a step's fields: the reason the machine gives for the whole form (dates just taken...), and when several
 * fields are wrong, 'Please fix errors.' with the missing ones named ('Please fill in the fields: X, Y').
 */
export function FormNotice<TField extends string>({ errors, order, label, formError }: FormNoticeProps<TField>) {
  const { i18n } = useLingui();
  const invalid = order.filter((field) => errors[field] !== undefined);
  const missing = invalid.filter((field) => errors[field] === 'required').map(label);
  if (!formError && invalid.length < 2) return null;
  return (
    <Stack gap="3">
      {formError && (
        <Alert.Root status="error" role="alert" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>{i18n._(formErrorMessages[formError])}</Alert.Title>
        </Alert.Root>
      )}
      {invalid.length >= 2 && <FormSummary missing={missing} />}
    </Stack>
  );
}
