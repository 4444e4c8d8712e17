import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import type { Schemas } from '@/openapi/types';
import { PageLinks } from './PageLinks';
import { YachtCard } from './YachtCard';

/** A page of yachts as cards, how many match, and the links to the other pages. */
export function YachtList({ yachts }: { yachts: Schemas['YachtPage'] }) {
  if (yachts.items.length === 0) {
    return (
      <Text fontSize="lg" color="fg.muted" py="8" textAlign="center">
        <Trans>No yachts.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="6">
      <Text color="fg.muted" aria-live="polite">
        <Plural value={yachts.total} one="# yacht" other="# yachts" />
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '4', lg: '6' }}>
        {yachts.items.map((yacht) => (
          <li key={yacht._id}>
            <YachtCard yacht={yacht} />
          </li>
        ))}
      </SimpleGrid>
      <PageLinks page={yachts.page} size={yachts.size} total={yachts.total} />
    </Stack>
  );
}
