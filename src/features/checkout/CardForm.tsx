import { Box, Grid, HStack, Icon, Input, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FlaskConical } from 'lucide-react';
import type { Ref } from 'react';
import { formatCardNumber } from '@/domain/card';
import type { CardErrors, CardField, CardValues } from '@/machines/checkout/checkout.machine';
import { FieldFrame } from '@/src/components/form/FieldFrame';
import { cardErrorMessages, cardFieldLabels } from './checkout-messages';
import { formatCvcInput, formatExpiryInput } from './format';

/** The card fields in screen order: the first invalid one gets the focus after a refused submit. */
export const cardFields = ['number', 'expiry', 'cvc', 'holder'] as const satisfies readonly CardField[];

export interface CardFormProps {
  card: CardValues;
  errors: CardErrors;
  /** While the payment is sent or the form is not the current step. */
  disabled: boolean;
  onChange: (field: CardField, value: string) => void;
  fieldRef: (field: CardField) => Ref<HTMLInputElement>;
}

interface CardInputProps {
  field: CardField;
  value: string;
  error?: string;
  disabled: boolean;
  autoComplete: string;
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
  maxLength?: number;
  format: (value: string) => string;
  onChange: (field: CardField, value: string) => void;
  inputRef: Ref<HTMLInputElement>;
}

function CardInput({ field, value, error, disabled, autoComplete, inputMode = 'text', placeholder, maxLength, format, onChange, inputRef }: CardInputProps) {
  const { i18n } = useLingui();
  return (
    <FieldFrame label={i18n._(cardFieldLabels[field])} error={error} required={field !== 'holder'}>
      {(describedBy) => (
        <Input
          ref={inputRef}
          name={field}
          size="lg"
          type="text"
          value={value}
          disabled={disabled}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          maxLength={maxLength}
          spellCheck={false}
          autoCorrect="off"
          aria-describedby={describedBy}
          fontVariantNumeric={inputMode === 'numeric' ? 'tabular-nums' : undefined}
          onChange={(event) => onChange(field, format(event.target.value))}
        />
      )}
    </FieldFrame>
  );
}

const asTyped = (value: string) => value;

/**
 * The card fields: the number grouped by 4 as it is typed, the expiry shaped MM/YY, the CVC in digits.
 * Each error is the machine's reason code in the product's words, read with its field.
 */
export function CardForm({ card, errors, disabled, onChange, fieldRef }: CardFormProps) {
  const { i18n } = useLingui();
  const error = (field: keyof CardErrors) => {
    const code = errors[field];
    return code && i18n._(cardErrorMessages[code]);
  };
  /** What every card input takes alike: its field, value, state and handlers. */
  const inputOf = (field: CardField) => ({ field, value: card[field], disabled, onChange, inputRef: fieldRef(field) });
  return (
    <Box>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <Box gridColumn={{ sm: 'span 2' }}>
          <CardInput
            {...inputOf('number')}
            error={error('number')}
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            format={formatCardNumber}
          />
        </Box>
        <CardInput
          {...inputOf('expiry')}
          error={error('expiry')}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={5}
          format={formatExpiryInput}
        />
        <CardInput
          {...inputOf('cvc')}
          error={error('cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={4}
          format={formatCvcInput}
        />
        <Box gridColumn={{ sm: 'span 2' }}>
          <CardInput
            {...inputOf('holder')}
            autoComplete="cc-name"
            maxLength={120}
            format={asTyped}
          />
        </Box>
      </Grid>
      <HStack
        mt="4"
        gap="2"
        align="flex-start"
        fontSize="sm"
        color="fg.muted"
        bg="bg.subtle"
        borderRadius="lg"
        px="3"
        py="2"
        data-testid="test-mode-note"
      >
        <Icon as={FlaskConical} boxSize="4" mt="0.5" aria-hidden="true" flexShrink={0} />
        <Text>
          <Trans>
            <Text as="strong" fontWeight="semibold">
              Test mode:
            </Text>{' '}
            no real charge. Pay with the card <Text as="span" whiteSpace="nowrap">4242 4242 4242 4242</Text>, any future expiry date
            and any CVC.
          </Trans>
        </Text>
      </HStack>
    </Box>
  );
}
