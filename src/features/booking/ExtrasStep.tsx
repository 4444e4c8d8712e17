import { Box, Checkbox, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { carExtras, isDailyExtra } from '@/domain/price';
import { isExtraOfferedBy } from '@/machines/booking/booking.form';
import { useFormat } from '@/src/components/format';
import { extraDescriptions, extraLabels } from './booking-messages';
import type { StepProps } from './step-props';


/** The car's extras as large ticks, each with what it does and what it costs; only those the car offers. */
export function ExtrasStep({ snapshot, send }: StepProps) {
  const { i18n } = useLingui();
  const { money } = useFormat();
  const { offer, extras } = snapshot.context;
  if (offer.kind !== 'car') return null;
  const offered = carExtras.filter((extra) => isExtraOfferedBy(offer, extra));

  if (offered.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>This car comes without extras.</Trans>
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" p="0" m="0">
      {offered.map((extra) => {
        const price = offer.car.extras[extra];
        const locked = !snapshot.can({ type: 'extras.toggle', extra });
        const amount = money(price);
        return (
          <Box as="li" key={extra}>
            <Checkbox.Root
              name={extra}
              checked={extras[extra] === true}
              disabled={locked}
              onCheckedChange={() => send({ type: 'extras.toggle', extra })}
              colorPalette="brand"
              size="lg"
              width="full"
              alignItems="flex-start"
              gap="4"
              p="4"
              borderWidth="1px"
              borderRadius="xl"
              borderColor={extras[extra] ? 'brand.solid' : 'border'}
              bg={extras[extra] ? 'brand.subtle' : 'bg.panel'}
              cursor={locked ? 'not-allowed' : 'pointer'}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Flex flex="1" minW="0" justify="space-between" gap="3" wrap="wrap">
                <Stack gap="1" minW="0">
                  <Checkbox.Label fontWeight="semibold">{i18n._(extraLabels[extra])}</Checkbox.Label>
                  <Text fontSize="sm" color="fg.muted">
                    {i18n._(extraDescriptions[extra])}
                  </Text>
                  {extra === 'additionalDriver' && price === 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      <Trans>Included: a second driver may drive at no cost. Name him on the next step, if you wish.</Trans>
                    </Text>
                  ) : (
                    locked &&
                    extra === 'additionalDriver' && (
                      <Text fontSize="sm" color="fg.muted">
                        <Trans>To untick it, remove the additional driver on the next step.</Trans>
                      </Text>
                    )
                  )}
                </Stack>
                <Text fontWeight="semibold" whiteSpace="nowrap">
                  {price === 0 ? <Trans>Included</Trans> : isDailyExtra(extra) ? <Trans>{amount} per day</Trans> : <Trans>{amount} one-off</Trans>}
                </Text>
              </Flex>
            </Checkbox.Root>
          </Box>
        );
      })}
    </Stack>
  );
}
