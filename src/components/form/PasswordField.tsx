import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type ReactNode, type Ref } from 'react';
import { useHydrated } from '@/src/core/hydrated';
import { FieldFrame } from './FieldFrame';

export interface PasswordFieldProps {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  autoComplete: 'current-password' | 'new-password';
  inputRef?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide button (a view preference, not part of the flow): the account and settings forms. */
export function PasswordField({
  name,
  label,
  value,
  onChange,
  error,
  helper,
  required,
  autoComplete,
  inputRef,
}: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  // Shows the password through the page's script: off until it runs.
  const hydrated = useHydrated();
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required}>
      {(describedBy) => (
        <InputGroup
          endElementProps={{ pe: '1' }}
          endElement={
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={visible ? t`Hide password` : t`Show password`}
              aria-pressed={visible}
              disabled={!hydrated}
              onClick={() => setVisible((shown) => !shown)}
            >
              {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            </IconButton>
          }
        >
          <Input
            ref={inputRef}
            name={name}
            type={visible ? 'text' : 'password'}
            size="lg"
            value={value}
            autoComplete={autoComplete}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
        </InputGroup>
      )}
    </FieldFrame>
  );
}
