import { Field } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface FieldFrameProps {
  label: ReactNode;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  /**
   * Renders the control, given the id of the text that describes it (the error, else the helper), and the control's
   * id (Ark gives it to the control; a second label pointing at the control needs it).
   */
  children: (describedBy: string | undefined, controlId: string) => ReactNode;
}

/**
 * Label, control, helper and error of one form field. The error text is linked to the control with
 * aria-describedby (and Ark's aria-errormessage), so a screen reader reads it with the field.
 */
export function FieldFrame({ label, error, helper, required, children }: FieldFrameProps) {
  const id = useId();
  const errorText = `${id}-error`;
  const helperText = `${id}-helper`;
  const describedBy = error ? errorText : helper ? helperText : undefined;
  return (
    <Field.Root id={id} ids={{ errorText, helperText }} invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children(describedBy, id)}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
