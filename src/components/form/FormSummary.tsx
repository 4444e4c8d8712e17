import { Alert } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formSummary, missingFieldsMessage } from './form-messages';

/** Above a refused form: 'Please fix errors.', and the missing fields named ('Please fill in the fields: X, Y'). */
export function FormSummary({ missing }: { missing: readonly string[] }) {
  const { i18n } = useLingui();
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
