import { Alert } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formSummary, missingFieldsMessage } from './form-messages';

/**
 * Above a refused form: 'Please fix errors.', and the missing fields named ('Please fill in the fields: X, Y'), or
 * `details` when the form names them its own way (whose fields they are).
 */
export function FormSummary({ missing, details }: { missing: readonly string[]; details?: readonly string[] }) {
  const { i18n } = useLingui();
  if (details) {
    return (
      <Alert.Root status="error" role="alert" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{i18n._(formSummary)}</Alert.Title>
          {details.map((detail) => (
            <Alert.Description key={detail}>{detail}</Alert.Description>
          ))}
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="error" role="alert" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{i18n._(formSummary)}</Alert.Title>
        {missing.length > 0 && <Alert.Description>{i18n._(missingFieldsMessage(missing))}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
