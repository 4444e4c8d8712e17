import { Box, Checkbox, Field, Fieldset, Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSearchAsYouType } from '@/src/components/use-search-as-you-type';

export interface Option<T> {
  value: T;
  label: string;
}

interface CheckboxGroupFieldProps<T extends string | number> {
  legend: ReactNode;
  name: string;
  options: readonly Option<T>[];
  selected: readonly T[] | undefined;
  onChange: (selected: T[] | undefined) => void;
  /** A long list scrolls inside the panel. */
  scroll?: boolean;
}

/** A checkbox group in a fieldset whose legend names it; an empty selection is no filter. */
export function CheckboxGroupField<T extends string | number>({
  legend,
  name,
  options,
  selected = [],
  onChange,
  scroll = false,
}: CheckboxGroupFieldProps<T>) {
  const toggle = (value: T, checked: boolean) => {
    const next = checked ? [...selected, value] : selected.filter((item) => item !== value);
    onChange(next.length ? next : undefined);
  };
  return (
    <Fieldset.Root size="sm">
      <Fieldset.Legend fontWeight="semibold" fontSize="sm" color="fg">
        {legend}
      </Fieldset.Legend>
      <Fieldset.Content mt="2">
        <Box maxH={scroll ? '48' : undefined} overflowY={scroll ? 'auto' : undefined} px="0.5" py="0.5">
          <Stack gap="1.5">
            {options.map((option) => (
              <Checkbox.Root
                key={String(option.value)}
                size="sm"
                name={name}
                value={String(option.value)}
                checked={selected.includes(option.value)}
                onCheckedChange={(details) => toggle(option.value, details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="normal">{option.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Box>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

interface SelectFieldProps<T extends string | number> {
  label: ReactNode;
  name: string;
  value: T | undefined;
  /** The text of the empty choice (no filter). */
  anyLabel?: string;
  options: readonly Option<T>[];
  onChange: (value: T | undefined) => void;
  disabled?: boolean;
}

/** A native select (the phone's own picker) with a label; the empty choice clears the filter. */
export function SelectField<T extends string | number>({ label, name, value, anyLabel, options, onChange, disabled }: SelectFieldProps<T>) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label fontWeight="semibold">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          name={name}
          value={value === undefined ? '' : String(value)}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) === event.currentTarget.value);
            onChange(chosen?.value);
          }}
        >
          {anyLabel !== undefined && <option value="">{anyLabel}</option>}
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

interface CommitInputProps {
  label: ReactNode;
  name: string;
  value: string | undefined;
  type?: 'text' | 'number' | 'search' | 'datetime-local';
  min?: number;
  /** The latest date-time a picker offers. */
  max?: string;
  inputMode?: 'decimal' | 'search';
  onCommit: (value: string | undefined) => void;
  /** Commit at each change (pickers) rather than on Enter or leaving the field (typing). */
  commitOnChange?: boolean;
  /** Also commit once typing pauses this long (a text search that applies as the person types). */
  debounceMs?: number;
}

/**
 * A text field whose value reaches the address when the user is done (Enter, leaving it, or a pause in typing
 * with `debounceMs`), so typing does not add a history entry per key.
 */
export function CommitInput({ label, name, value, type = 'text', min, max, inputMode, onCommit, commitOnChange = false, debounceMs }: CommitInputProps) {
  const { text, change, searchNow, leave } = useSearchAsYouType(
    value ?? '',
    (words) => onCommit(words.trim() === '' ? undefined : words.trim()),
    debounceMs,
  );
  return (
    <Field.Root>
      <Field.Label fontWeight="semibold">{label}</Field.Label>
      <Input
        size="sm"
        name={name}
        type={type}
        min={min}
        max={max}
        inputMode={inputMode}
        value={text}
        onChange={(event) => {
          change(event.currentTarget.value);
          if (commitOnChange) searchNow(event.currentTarget.value);
        }}
        onBlur={leave}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            searchNow();
          }
        }}
      />
    </Field.Root>
  );
}
