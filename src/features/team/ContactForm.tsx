import { SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { contactFields, contactMachine } from '@/machines/team-form/contact.machine';
import { TextareaField } from '@/src/components/form/TextareaField';
import { TextField } from '@/src/components/form/TextField';
import { TeamFormFrame } from './TeamFormFrame';
import { keyedBySender } from './keyed-by-sender';
import { useTeamForm } from './use-team-form';

/** `/contact`: subject and message; a guest gives a name and an address, a signed-in person is answered at theirs. */
function ContactFormBody() {
  const { t } = useLingui();
  const form = useTeamForm({ machine: contactMachine, operation: 'sendEmail', fields: contactFields });
  const { field, signedIn } = form;
  return (
    <TeamFormFrame
      form={form}
      label={t`Contact form`}
      submitLabel={<Trans>Send message</Trans>}
      sentTitle={<Trans>Thank you, your message has been sent.</Trans>}
      sentText={<Trans>We answer within one working day. A copy of your message is in your inbox.</Trans>}
      anotherLabel={<Trans>Write another message</Trans>}
    >
      {!signedIn && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField {...field('name')} required autoComplete="name" maxLength={100} />
          <TextField {...field('email')} required type="email" inputMode="email" autoComplete="email" maxLength={254} />
        </SimpleGrid>
      )}
      <TextField {...field('subject')} required maxLength={200} />
      <TextareaField {...field('message')} required maxLength={5000} />
    </TeamFormFrame>
  );
}

export const ContactForm = keyedBySender(ContactFormBody);
