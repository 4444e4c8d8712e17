import { Box, HStack, Icon, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { countdownMilestone, formatCountdown } from './format';

export interface PaymentCountdownProps {
  /** When the unpaid booking stops holding its dates (the booking's `expiresAt`). */
  expiresAt: string;
}

/** The time left, read when the countdown appears and then every second (a new deadline is a new countdown: see the key below). */
function useTimeLeft(expiresAt: string): number {
  const deadline = new Date(expiresAt).getTime();
  const [left, setLeft] = useState(() => deadline - Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      const next = deadline - Date.now();
      setLeft(next);
      if (next <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}

/**
 * The time left to pay. The figure changes every second for the eyes only (a timer role is not read as
 * it ticks); screen readers are told politely at 5 minutes and at 1 minute.
 */
export function PaymentCountdown({ expiresAt }: PaymentCountdownProps) {
  return <Countdown key={expiresAt} expiresAt={expiresAt} />;
}

function Countdown({ expiresAt }: PaymentCountdownProps) {
  const left = useTimeLeft(expiresAt);
  const milestone = countdownMilestone(left);
  const over = left <= 0;
  const palette = over || milestone === 'oneMinute' ? 'red' : milestone === 'fiveMinutes' ? 'orange' : 'brand';
  const time = formatCountdown(left);
  return (
    <Box bg={`${palette}.subtle`} color={`${palette}.fg`} borderRadius="xl" px="4" py="3">
      <HStack gap="3">
        <Icon as={Timer} boxSize="5" aria-hidden="true" flexShrink={0} />
        {over ? (
          <Text fontWeight="medium">
            <Trans>The time to pay is over.</Trans>
          </Text>
        ) : (
          <Text fontWeight="medium">
            <Trans>
              Time left to pay:{' '}
              <Text as="span" role="timer" aria-live="off" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="time-left">
                {time}
              </Text>
            </Trans>
          </Text>
        )}
      </HStack>
      <Box srOnly aria-live="polite" data-testid="time-left-announcement">
        {milestone === 'fiveMinutes' ? (
          <Trans>5 minutes left to pay.</Trans>
        ) : milestone === 'oneMinute' ? (
          <Trans>1 minute left to pay.</Trans>
        ) : null}
      </Box>
    </Box>
  );
}
