import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { FieldFrame } from '@/src/components/form/FieldFrame';
export { TextField, type TextFieldProps } from '@/src/components/form/TextField';

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
