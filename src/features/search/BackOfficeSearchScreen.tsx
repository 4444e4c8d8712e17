import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { createBackOfficeSearchActors } from '@/machines/search/back-office-search.actors';
import { backOfficeSearchMachine, foundNothing, searchKinds } from '@/machines/search/back-office-search.machine';
import { ListSearchBox } from '@/src/components/ListFilters';
import { LoadFailedNotice } from '@/src/components/LoadFailedNotice';
import { useFormat } from '@/src/components/format';
import { useApi } from '@/src/core/api-context';
import { SearchGroups } from './SearchGroups';

/** The search's address: what /manage/search keeps in its query (validated by the route). */
export interface BackOfficeSearch {
  q?: string;
}

export interface BackOfficeSearchScreenProps {
  search: BackOfficeSearch;
  onSearchChange: (next: BackOfficeSearch) => void;
}

/**
 * The back office's one search (machines/search/back-office-search.machine.ts): the words of the address, and every
 * kind of record that holds them, grouped, each match a link to where it is run; a kind with more matches than it
 * shows links to its own list, searched by the same words.
 */
export function BackOfficeSearchScreen({ search, onSearchChange }: BackOfficeSearchScreenProps) {
  const api = useApi();
  const { t } = useLingui();
  const { language } = useFormat();
  const q = search.q ?? '';
  const logic = useMemo(() => backOfficeSearchMachine.provide({ actors: createBackOfficeSearchActors(api) }), [api]);
  const [snapshot, send] = useMachine(logic, { input: { query: { q, language } } });
  useEffect(() => {
    send({ type: 'search.query', query: { q, language } });
  }, [q, language, send]);

  const { result, error } = snapshot.context;
  const searching = snapshot.hasTag('busy');
  const matches = result ? searchKinds.reduce((sum, kind) => sum + result[kind].total, 0) : 0;

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Stack gap="5">
        <Heading as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight">
          <Trans>Search</Trans>
        </Heading>

        <Box display="flex" maxW={{ lg: '2xl' }}>
          <ListSearchBox
            value={q}
            label={t`Search the back office`}
            placeholder={t`Name, email, company, model, place, code…`}
            onSearch={(text) => onSearchChange(text.trim() ? { q: text.trim() } : {})}
          />
        </Box>

        <Text role="status" aria-live="polite" fontWeight="semibold" minH="6">
          {snapshot.matches('idle') ? (
            <Trans>Type words to find accounts, rental companies, cars, yachts, places, coupons and bookings.</Trans>
          ) : searching ? (
            <Trans>Searching…</Trans>
          ) : snapshot.matches('results') ? (
            <Plural value={matches} _0="No account, company, car, yacht, place, coupon or booking matches these words." one="# match" other="# matches" />
          ) : null}
        </Text>

        {snapshot.matches('failed') ? (
          <LoadFailedNotice error={error} onRetry={() => send({ type: 'search.retry' })} />
        ) : (
          result &&
          !foundNothing(snapshot.context) && (
            <Box aria-busy={searching} opacity={searching ? 0.6 : 1} transition="opacity 0.2s">
              <SearchGroups result={result} words={snapshot.context.query.q} />
            </Box>
          )
        )}
      </Stack>
    </Container>
  );
}
