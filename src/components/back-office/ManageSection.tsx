import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled block of a back-office page (a supplier's avatar, an account's licence). */
export function ManageSection({ title, children, labelId }: { title: ReactNode; children: ReactNode; labelId?: string }) {
  return (
    <Stack as="section" gap="4" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }} aria-labelledby={labelId} minW="0">
      <Heading as="h2" fontSize="lg" id={labelId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
