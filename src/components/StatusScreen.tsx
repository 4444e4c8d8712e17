import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface StatusScreenProps {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** `alert` announces the screen to screen readers (errors); plain pages leave it out. */
  role?: 'alert';
}

/** The shared look of not-found and error screens: an icon, a heading, a line of text and actions. */
export function StatusScreen({ icon, title, description, actions, role }: StatusScreenProps) {
  return (
    <Stack role={role} align="center" textAlign="center" gap="5" py={{ base: '16', md: '24' }} px="6" maxW="xl" mx="auto">
      <Box aria-hidden="true" color="brand.fg" bg="brand.subtle" borderRadius="full" p="4" display="inline-flex">
        {icon}
      </Box>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" fontSize="lg">
          {description}
        </Text>
      )}
      {actions && (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
