import { Box, Flex, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { type BookingStep, stepLabels } from './booking-messages';

export interface StepIndicatorProps {
  steps: readonly BookingStep[];
  current: BookingStep;
}

/** The steps of the booking in order: done ones ticked, the current one marked (aria-current="step"). */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  const { i18n, t } = useLingui();
  const index = steps.indexOf(current);
  const position = index + 1;
  const count = steps.length;
  return (
    <Box as="nav" aria-label={t`Booking steps`}>
      {/* A phone shows where the current step is in the flow and its name above the bars; the list names every step. */}
      <Text hideFrom="md" fontSize="sm" color="fg.muted" mb="2" aria-hidden="true">
        {t`Step ${position} of ${count}: ${i18n._(stepLabels[current])}`}
      </Text>
      <Flex as="ol" gap={{ base: '1', md: '2' }} listStyleType="none" p="0" m="0">
        {steps.map((step, position) => {
          const state = position < index ? 'done' : position === index ? 'current' : 'todo';
          return (
            <Flex
              as="li"
              key={step}
              data-step={step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              flex="1"
              minW="0"
              direction="column"
              gap="2"
            >
              <Box h="1.5" borderRadius="full" bg={state === 'todo' ? 'border.muted' : 'brand.solid'} />
              <Box as="span" srOnly hideFrom="md">
                {i18n._(stepLabels[step])}
                {state === 'done' && t`(done)`}
              </Box>
              <Flex align="center" gap="2" minW="0" hideBelow="md">
                <Flex
                  aria-hidden="true"
                  flexShrink={0}
                  boxSize="6"
                  borderRadius="full"
                  align="center"
                  justify="center"
                  fontSize="xs"
                  fontWeight="bold"
                  bg={state === 'todo' ? 'bg.muted' : 'brand.solid'}
                  color={state === 'todo' ? 'fg.muted' : 'brand.contrast'}
                >
                  {state === 'done' ? <Check size={14} /> : position + 1}
                </Flex>
                <Text
                  fontSize="sm"
                  fontWeight={state === 'current' ? 'semibold' : 'normal'}
                  color={state === 'todo' ? 'fg.muted' : 'fg'}
                  truncate
                >
                  {i18n._(stepLabels[step])}
                  {state === 'done' && <Box as="span" srOnly>{t`(done)`}</Box>}
                </Text>
              </Flex>
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
}
