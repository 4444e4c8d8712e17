import { Box, Button, Container, Heading, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';

import type { Schemas } from '@/openapi/types';
import { type YachtKind, yachtKindPluralLabels } from './labels';
import { YachtKindLinks } from './YachtKindLinks';
import { YachtList } from './YachtList';

/** All yachts of one kind (`/all-yachts/category/{kind}`), a page at a time. */
export function YachtCategoryScreen({ kind, yachts }: { kind: YachtKind; yachts: Schemas['YachtPage'] }) {
  const { i18n, t } = useLingui();
  const title = i18n._(yachtKindPluralLabels[kind]);
  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '8', lg: '12' }}>
      <Stack gap={{ base: '6', lg: '8' }}>
        <Box>
          <Button asChild variant="ghost" size="sm" ms="-3">
            <Link to="/yachts">
              <ArrowLeft aria-hidden="true" />
              <Trans>All yachts</Trans>
            </Link>
          </Button>
        </Box>
        <Heading as="h1" fontSize={{ base: '3xl', lg: '4xl' }} letterSpacing="tight">
          {title}
        </Heading>
        <YachtKindLinks current={kind} label={t`Yacht types`} />
        <Box as="section" aria-labelledby="yacht-list">
          <Heading id="yacht-list" as="h2" size="xl" mb="4">
            <Trans>Yachts for charter</Trans>
          </Heading>
          <YachtList yachts={yachts} />
        </Box>
      </Stack>
    </Container>
  );
}
