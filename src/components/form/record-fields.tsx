import { Checkbox, Fieldset, HStack, Input, NativeSelect, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
export { CheckboxField } from './CheckboxField';
import { FieldFrame } from './FieldFrame';

/**
 * The controls of the new-car form. Each one has a visible label; its error text is linked to the
 * control with aria-describedby (and Ark's aria-errormessage), so a screen reader reads it with the field.
 */

interface BaseFieldProps {
  name: string;
  label: ReactNode;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
}

export interface TextInputFieldProps extends BaseFieldProps {
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'text' | 'numeric' | 'decimal';
  type?: 'text' | 'color';
  maxLength?: number;
}

export function TextInputField({ name, label, error, helper, required, value, onChange, inputMode, type = 'text', maxLength }: TextInputFieldProps) {
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required}>
      {(describedBy) => (
        <Input
          name={name}
          type={type}
          value={value}
          inputMode={inputMode}
          maxLength={maxLength}
          autoComplete="off"
          aria-describedby={describedBy}
          p={type === 'color' ? '1' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends BaseFieldProps {
  value: string;
  onChange: (value: string) => void;
  lang: string;
}

export function TextAreaField({ name, label, error, helper, required, value, onChange, lang }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required}>
      {(describedBy) => (
        <Textarea
          name={name}
          lang={lang}
          rows={3}
          maxLength={2000}
          value={value}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

export interface Option<T extends string> {
  value: T;
  label: string;
}

export interface SelectInputFieldProps<T extends string> extends BaseFieldProps {
  value: T | '';
  options: readonly Option<T>[];
  /** The empty first choice ('Choose…'); left out when a value is always set. */
  placeholder?: string;
  onChange: (value: T | '') => void;
}

/** A native select: the phone's own picker. */
export function SelectInputField<T extends string>({ name, label, error, helper, required, value, options, placeholder, onChange }: SelectInputFieldProps<T>) {
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required}>
      {(describedBy) => (
        <NativeSelect.Root>
          <NativeSelect.Field
            name={name}
            value={value}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value as T | '')}
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

export interface CheckboxGroupFieldProps<T extends string> {
  name: string;
  legend: ReactNode;
  options: readonly Option<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  error?: string;
  required?: boolean;
}

/** Several choices in a fieldset whose legend names them; the error is read with the group. */
export function CheckboxGroupField<T extends string>({ name, legend, options, selected, onChange, error, required }: CheckboxGroupFieldProps<T>) {
  const errorId = useId();
  const toggle = (value: T, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <Fieldset.Root invalid={Boolean(error)} aria-describedby={error ? errorId : undefined}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
        {legend}
        {required && (
          <Text as="span" aria-hidden="true" ms="1" color="fg.error">
            *
          </Text>
        )}
      </Fieldset.Legend>
      <Fieldset.Content mt="2">
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
          {options.map((option) => (
            <Checkbox.Root
              key={option.value}
              name={name}
              value={option.value}
              size="sm"
              colorPalette="brand"
              checked={selected.includes(option.value)}
              onCheckedChange={(details) => toggle(option.value, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </Fieldset.Content>
      {error && (
        <Fieldset.ErrorText id={errorId} mt="1">
          {error}
        </Fieldset.ErrorText>
      )}
    </Fieldset.Root>
  );
}

export interface ExtraFieldProps<T extends string> {
  name: string;
  label: string;
  offer: T;
  offers: readonly Option<T>[];
  /** The amount is asked only for a priced extra. */
  priced: boolean;
  price: string;
  priceLabel: string;
  error?: string;
  onOfferChange: (offer: T) => void;
  onPriceChange: (price: string) => void;
}

/** An extra: not offered, included, or at a price typed beside the choice. */
export function ExtraField<T extends string>({ name, label, offer, offers, priced, price, priceLabel, error, onOfferChange, onPriceChange }: ExtraFieldProps<T>) {
  const errorId = useId();
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
        {label}
      </Fieldset.Legend>
      <HStack gap="2" mt="1.5" align="stretch">
        <NativeSelect.Root flex="1" minW="0">
          <NativeSelect.Field name={`${name}Offer`} aria-label={label} value={offer} onChange={(event) => onOfferChange(event.target.value as T)}>
            {offers.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {priced && (
          <Input
            name={name}
            flex="1"
            minW="0"
            inputMode="decimal"
            autoComplete="off"
            value={price}
            aria-label={priceLabel}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onPriceChange(event.target.value)}
          />
        )}
      </HStack>
      {error && (
        <Fieldset.ErrorText id={errorId} mt="1">
          {error}
        </Fieldset.ErrorText>
      )}
    </Fieldset.Root>
  );
}
