import { Checkbox, Field } from '@chakra-ui/react';
import { useId, type ReactNode, type Ref } from 'react';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A checkbox with its label and, when given, its error linked to it (aria-describedby). */
export function CheckboxField({ name, label, checked, onChange, error, inputRef }: CheckboxFieldProps) {
  const id = useId();
  const errorText = `${id}-error`;
  return (
    <Field.Root id={id} ids={{ errorText }} invalid={Boolean(error)}>
      <Checkbox.Root
        name={name}
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked === true)}
        colorPalette="brand"
      >
        <Checkbox.HiddenInput ref={inputRef} aria-describedby={error ? errorText : undefined} />
        <Checkbox.Control />
        <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
