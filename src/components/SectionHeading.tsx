import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The title of a home page section, with an optional line under it. */
export function SectionHeading({ id, title, children }: { id: string; title: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap="3" mb={{ base: '6', lg: '8' }} maxW="2xl">
      <Heading id={id} as="h2" fontSize={{ base: '2xl', lg: '4xl' }} lineHeight="1.2" letterSpacing="tight">
        {title}
      </Heading>
      {children && (
        <Text color="fg.muted" fontSize="lg">
          {children}
        </Text>
      )}
    </Stack>
  );
}
