import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The top of a content page: its title, what it is about, and what comes with it (actions, a search). */
export function PageHero({ title, lead, children, maxW = '6xl' }: { title: ReactNode; lead: ReactNode; children?: ReactNode; maxW?: string }) {
  return (
    <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg">
      <Container maxW={maxW} px={{ base: '4', md: '6' }} pt={{ base: '10', lg: '16' }} pb={{ base: '6', lg: '10' }}>
        <Stack gap="4" maxW={maxW === '6xl' ? '65ch' : undefined}>
          <Heading as="h1" fontSize={{ base: '3xl', sm: '4xl', lg: '5xl' }} lineHeight="1.1" letterSpacing="tight" fontWeight="extrabold">
            {title}
          </Heading>
          <Text fontSize={{ base: 'md', lg: 'lg' }} color="fg.muted" lineHeight="1.7">
            {lead}
          </Text>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
