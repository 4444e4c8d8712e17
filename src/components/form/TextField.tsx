import { Input } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { FieldFrame } from './FieldFrame';

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
  inputMode?: 'email' | 'tel' | 'text' | 'numeric';
  maxLength?: number;
  readOnly?: boolean;
  min?: string;
  max?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** What an email address's input takes (spread on a TextField): the keyboard and the autofill of an address. */
export const emailInput = { type: 'email', inputMode: 'email', autoComplete: 'email' } as const;

/** A labelled input whose error (or helper) is its accessible description: the account, booking and fleet forms. */
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
