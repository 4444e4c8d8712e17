import { Box, DataList, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A titled panel of the booking page. */
export function BookingSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderColor="border.muted" borderRadius="2xl" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <Heading id={id} as="h2" size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** One labelled fact of a panel. */
export function BookingItem({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW={{ base: '28', sm: '40' }}>{label}</DataList.ItemLabel>
      <DataList.ItemValue fontWeight="medium" wordBreak="break-word">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
