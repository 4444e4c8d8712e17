import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { MESSAGE_MAX_LENGTH, type MessageError } from '@/machines/users/user-view.machine';
import { TextareaField } from '@/src/components/form/TextareaField';

export interface UserMessageSectionProps {
  message: string;
  error?: MessageError;
  busy: boolean;
  sending: boolean;
  onChange: (text: string) => void;
  onSend: () => void;
}

/** A message from the team to the account: it arrives as a notification, and by email when the account takes emails. */
export function UserMessageSection({ message, error, busy, sending, onChange, onSend }: UserMessageSectionProps) {
  const { t } = useLingui();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <Stack gap="3">
      <TextareaField
        name="message"
        label={<Trans>Message</Trans>}
        value={message}
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        required
        error={error ? t`Write the message first.` : undefined}
        helper={<Trans>It arrives as a notification, and by email when the account takes emails.</Trans>}
        onChange={onChange}
      />
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text fontSize="xs" color="fg.muted">
          {message.length} / {MESSAGE_MAX_LENGTH}
        </Text>
        <Button type="submit" size="sm" colorPalette="brand" disabled={busy && !sending} loading={sending} loadingText={<Trans>Sending…</Trans>}>
          <Send aria-hidden="true" />
          <Trans>Send message</Trans>
        </Button>
      </HStack>
      </Stack>
    </form>
  );
}
