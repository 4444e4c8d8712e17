import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PriceLineProps {
  label: ReactNode;
  value: ReactNode;
  /** The total: bold, larger, under a rule. */
  strong?: boolean;
  /** The total's size where it is the page's main figure (the booking summary). */
  strongSize?: 'lg' | 'xl';
  /** For tests reading the figure. */
  testId?: string;
}

/** One line of a price's details (a term and its amount) inside a `<dl>`: the car page, the booking, the checkout. */
export function PriceLine({ label, value, strong = false, strongSize = 'lg', testId }: PriceLineProps) {
  return (
    <Flex
      justify="space-between"
      gap="4"
      fontWeight={strong ? 'bold' : 'normal'}
      fontSize={strong ? strongSize : 'md'}
      borderTopWidth={strong ? '1px' : undefined}
      borderColor="border.muted"
      pt={strong ? '3' : undefined}
    >
      <Box as="dt">{label}</Box>
      <Box as="dd" textAlign="end" whiteSpace="nowrap" data-testid={testId}>
        {value}
      </Box>
    </Flex>
  );
}
