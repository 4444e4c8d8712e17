import { Box, Checkbox, Fieldset, HStack, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { PartnerOffer } from '@/openapi/generated/enums';
import { partnerOfferLabels } from '@/src/components/team-messages';
import { partnerFields, partnerMachine } from '@/machines/team-form/partner.machine';
import { TextareaField } from '@/src/components/form/TextareaField';
import { TextField } from '@/src/components/form/TextField';
import { TeamFormFrame } from './TeamFormFrame';
import { keyedBySender } from './keyed-by-sender';
import { useTeamForm } from './use-team-form';

/** `/work-with-us`: a supplier's application to list its cars or yachts. */
function PartnerFormBody() {
  const { i18n, t } = useLingui();
  const form = useTeamForm({
    machine: partnerMachine,
    operation: 'sendPartnerApplication',
    fields: partnerFields,
    initial: (user) => ({ contactName: user.fullName, email: user.email, phone: user.phone ?? '' }),
  });
  const { field, snapshot, send, errorOf } = form;
  const offers = snapshot.context.values.offers;
  const offersError = errorOf('offers');
  const errorId = useId();
  const toggle = (offer: PartnerOffer, checked: boolean) =>
    send({ type: 'form.change', values: { offers: checked ? [...offers.filter((o) => o !== offer), offer] : offers.filter((o) => o !== offer) } });
  const offersField = field('offers');
  return (
    <TeamFormFrame
      form={form}
      label={t`Application to list your fleet`}
      submitLabel={<Trans>Send my application</Trans>}
      sentTitle={<Trans>Thank you, your application has been sent.</Trans>}
      sentText={<Trans>Our partnerships team will contact you within three working days. A copy is in your inbox.</Trans>}
      anotherLabel={<Trans>Send another application</Trans>}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField {...field('supplier')} required autoComplete="organization" maxLength={120} />
        <TextField {...field('city')} required autoComplete="address-level2" maxLength={100} />
        <TextField {...field('contactName')} required autoComplete="name" maxLength={100} />
        <TextField {...field('email')} required type="email" inputMode="email" autoComplete="email" maxLength={254} />
        <TextField {...field('phone')} required type="tel" inputMode="tel" autoComplete="tel" maxLength={30} />
        <TextField {...field('fleetSize')} required inputMode="numeric" maxLength={6} />
      </SimpleGrid>
      <Fieldset.Root invalid={Boolean(offersError)} aria-describedby={offersError ? errorId : undefined}>
        <Fieldset.Legend fontWeight="medium">
          {offersField.label}
          <Box as="span" color="fg.error" ms="1" aria-hidden="true">
            *
          </Box>
        </Fieldset.Legend>
        <HStack gap="6" mt="2">
          {(['cars', 'yachts'] as const).map((offer, index) => (
            <Checkbox.Root
              key={offer}
              name="offers"
              value={offer}
              checked={offers.includes(offer)}
              onCheckedChange={(details) => toggle(offer, details.checked === true)}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput ref={index === 0 ? offersField.inputRef : undefined} />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{i18n._(partnerOfferLabels[offer])}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
        <Fieldset.ErrorText id={errorId}>{offersError}</Fieldset.ErrorText>
      </Fieldset.Root>
      <TextareaField {...field('message')} label={t`Tell us about your fleet (optional)`} maxLength={5000} rows={4} />
    </TeamFormFrame>
  );
}

export const PartnerForm = keyedBySender(PartnerFormBody);
