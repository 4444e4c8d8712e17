import { Input } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { FieldFrame } from '@/src/components/form/FieldFrame';

export interface CodeFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper?: ReactNode;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The emailed code: one input, so that pasting the code or the phone's one-time-code suggestion fills it at once.
 * No maxLength: a pasted '123 456' reaches the machine whole, which keeps its six digits.
 */
export function CodeField({ label, value, onChange, error, helper, disabled, inputRef }: CodeFieldProps) {
  return (
    <FieldFrame label={label} error={error} helper={helper} required>
      {(describedBy) => (
        <Input
          ref={inputRef}
          name="code"
          size="xl"
          value={value}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          spellCheck={false}
          disabled={disabled}
          aria-describedby={describedBy}
          textAlign="center"
          fontSize="2xl"
          fontWeight="semibold"
          letterSpacing="0.5em"
          // The letter spacing also follows the last digit: this keeps the code centred.
          ps="0.5em"
          fontVariantNumeric="tabular-nums"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
