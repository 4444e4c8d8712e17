import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';

/** Where the payment stands in the booking: booking done, payment now, confirmation next. */
export function CheckoutSteps() {
  const { t } = useLingui();
  const steps = [
    { label: t`Booking`, state: 'done' },
    { label: t`Payment`, state: 'current' },
    { label: t`Confirmation`, state: 'next' },
  ] as const;
  return (
    <Box as="nav" aria-label={t`Booking steps`}>
      <Flex as="ol" gap={{ base: '1.5', sm: '3' }} align="center" listStyleType="none" fontSize={{ base: 'xs', sm: 'sm' }} wrap="wrap">
        {steps.map((step, index) => (
          <HStack as="li" key={step.label} gap={{ base: '1.5', sm: '2' }} aria-current={step.state === 'current' ? 'step' : undefined}>
            {index > 0 && <Box aria-hidden="true" w={{ base: '3', sm: '8' }} h="1px" bg="border.emphasized" />}
            <Flex
              aria-hidden="true"
              boxSize="6"
              borderRadius="full"
              align="center"
              justify="center"
              fontWeight="bold"
              fontSize="xs"
              bg={step.state === 'next' ? 'bg.muted' : 'brand.solid'}
              color={step.state === 'next' ? 'fg.muted' : 'brand.contrast'}
            >
              {step.state === 'done' ? <Check size={14} /> : index + 1}
            </Flex>
            <Text fontWeight={step.state === 'current' ? 'semibold' : 'normal'} color={step.state === 'next' ? 'fg.muted' : 'fg'}>
              {step.label}
              {step.state === 'done' && <Box as="span" srOnly>{t`(done)`}</Box>}
            </Text>
          </HStack>
        ))}
      </Flex>
    </Box>
  );
}
