import { NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConciergeRequestType } from '@/openapi/generated/enums';
import { conciergeRequestLabels } from '@/src/components/team-messages';
import { conciergeFields, conciergeMachine } from '@/machines/team-form/concierge.machine';
import { FieldFrame } from '@/src/components/form/FieldFrame';
import { TextareaField } from '@/src/components/form/TextareaField';
import { TextField } from '@/src/components/form/TextField';
import { TeamFormFrame } from './TeamFormFrame';
import { keyedBySender } from './keyed-by-sender';
import { useTeamForm } from './use-team-form';

/** `/concierge`: a bespoke request (a driver, a delivery, a charter with crew) with its dates, place and guests. */
function ConciergeFormBody() {
  const { i18n, t } = useLingui();
  const form = useTeamForm({
    machine: conciergeMachine,
    operation: 'sendConciergeRequest',
    fields: conciergeFields,
    initial: (user) => ({ name: user.fullName, email: user.email, phone: user.phone ?? '' }),
  });
  const { field } = form;
  const requestType = field('requestType');
  return (
    <TeamFormFrame
      form={form}
      label={t`Concierge request`}
      submitLabel={<Trans>Send my request</Trans>}
      sentTitle={<Trans>Thank you, your request has been sent.</Trans>}
      sentText={<Trans>A member of our concierge team will contact you within one working day. A copy is in your inbox.</Trans>}
      anotherLabel={<Trans>Send another request</Trans>}
    >
      <FieldFrame label={requestType.label} error={requestType.error} required>
        {(describedBy) => (
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              ref={requestType.inputRef}
              name="requestType"
              value={requestType.value}
              aria-describedby={describedBy}
              onChange={(event) => requestType.onChange(event.currentTarget.value)}
            >
              <option value="">{t`Choose…`}</option>
              {ConciergeRequestType.map((type) => (
                <option key={type} value={type}>
                  {i18n._(conciergeRequestLabels[type])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FieldFrame>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField {...field('startDate')} required type="date" />
        <TextField {...field('endDate')} type="date" min={field('startDate').value || undefined} />
        <TextField {...field('place')} required maxLength={200} helper={<Trans>A city, a hotel, a villa or a port.</Trans>} />
        <TextField {...field('guests')} required inputMode="numeric" maxLength={3} />
        <TextField {...field('name')} required autoComplete="name" maxLength={100} />
        <TextField {...field('email')} required type="email" inputMode="email" autoComplete="email" maxLength={254} />
        <TextField {...field('phone')} label={t`Phone (optional)`} type="tel" inputMode="tel" autoComplete="tel" maxLength={30} />
        <TextField {...field('budget')} label={t`Budget in € (optional)`} inputMode="numeric" maxLength={9} />
      </SimpleGrid>
      <TextareaField {...field('message')} required maxLength={5000} helper={<Trans>What you have in mind: the car or the boat, times, wishes.</Trans>} />
    </TeamFormFrame>
  );
}

export const ConciergeForm = keyedBySender(ConciergeFormBody);
