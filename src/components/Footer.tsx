import { Box, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { BrandMark } from './BrandMark';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border.muted" bg="bg.subtle" mt="auto">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="8">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4" align={{ md: 'center' }}>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '3' }} align={{ sm: 'center' }}>
            <HStack gap="2">
              <BrandMark color="brand.primary" width="6" height="6" />
              <Text fontWeight="semibold">Azura</Text>
            </HStack>
            <Text color="fg.muted" fontSize="sm">
              <Trans>Car and yacht rental on the Riviera and the Mediterranean.</Trans>
            </Text>
          </Stack>
          <Text color="fg.muted" fontSize="sm">
            <Trans>© {year} Azura. All rights reserved.</Trans>
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
