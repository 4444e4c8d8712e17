import { Input, NativeSelect } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { FieldFrame } from '../../components/form/FieldFrame';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date' | 'datetime-local';
  autoComplete?: string;
  inputMode?: 'email' | 'tel' | 'text';
  readOnly?: boolean;
  min?: string;
  max?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input whose error (or helper) is its accessible description. */
export function TextField({ name, label, value, onChange, error, helper, required, type = 'text', inputRef, readOnly, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required}>
      {(describedBy) => (
        <Input
          ref={inputRef}
          name={name}
          type={type}
          size="lg"
          value={value}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          // A value the driver reads but changes elsewhere does not look like a field to type in.
          readOnly={readOnly}
          variant={readOnly ? 'subtle' : 'outline'}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string;
  required?: boolean;
  inputRef?: Ref<HTMLSelectElement>;
}

export function SelectField({ name, label, value, options, onChange, placeholder, error, required, inputRef }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} required={required}>
      {(describedBy) => (
        <NativeSelect.Root size="lg">
          <NativeSelect.Field
            ref={inputRef}
            name={name}
            value={value}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FieldFrame>
  );
}
