import { Textarea } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { FieldFrame } from './FieldFrame';

export interface TextareaFieldProps {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  maxLength?: number;
  rows?: number;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text whose error (or helper) is its accessible description. */
export function TextareaField({ name, label, value, onChange, error, helper, required, inputRef, rows = 6, maxLength }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required}>
      {(describedBy) => (
        <Textarea
          ref={inputRef}
          name={name}
          size="lg"
          rows={rows}
          maxLength={maxLength}
          value={value}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          autoresize
        />
      )}
    </FieldFrame>
  );
}
