import { Box, Button, Center, Checkbox, Container, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { carSearchMachine, hasMorePages, pageCount, type SearchCarsQuery } from '@/machines/car-search/car-search.machine';
import { LoadFailedNotice } from '@/src/components/LoadFailedNotice';
import type { Car } from './CarCard';
import { CarFilters, type CatalogLookups } from './CarFilters';
import { CarList } from './CarList';
import { SelectField } from './filter-fields';
import { FiltersSheet } from './FiltersSheet';
import { NoCarsHelp } from './NoCarsHelp';
import { catalogSorts, sortLabels } from '@/src/components/car-labels';
import { activeFilterCount, type CarFilterKey, type CarSearch } from './search-params';
import { Pagination } from '@/src/components/Pagination';
import { InertUntilHydrated } from '@/src/components/InertUntilHydrated';
import type { FirstPage } from './lookups';

export interface CarSearchScreenProps {
  /** The car search machine with its actor provided by the page. */
  logic: typeof carSearchMachine;
  /** The API query of the address; a new one starts a new search. */
  params: SearchCarsQuery;
  /** The filters of the address, the path's presets included. */
  search: CarSearch;
  locked?: readonly CarFilterKey[];
  lookups: CatalogLookups;
  title: ReactNode;
  /** A car shown first and marked (the `$carId` addresses). */
  highlighted?: Car | null;
  /**
   * The first page the server searched (for these params, or for those it read the address as): shown at once, so that
   * hydration finds the server's results; the address's own params follow, searched only when they differ.
   */
  firstPage?: FirstPage;
  /** Puts the new filters in the address (the machine follows the address). */
  onSearchChange: (next: CarSearch) => void;
}

/** 40 px before the end of the list, the next page loads (spec 9: infinite scroll offset 40). */
const infiniteScrollMargin = '0px 0px 40px 0px';

function useInfiniteScroll(enabled: boolean, actor: ActorRefFrom<typeof carSearchMachine>) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && actor.getSnapshot().can({ type: 'search.loadMore' })) {
          actor.send({ type: 'search.loadMore' });
        }
      },
      { rootMargin: infiniteScrollMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, actor]);
  return sentinel;
}

const noLocks: readonly CarFilterKey[] = [];

/** The car search: filters, count, sort, the list, pages or infinite scrolling; all state in the address. */
export function CarSearchScreen({ logic, params, search, locked = noLocks, lookups, title, highlighted, firstPage, onSearchChange }: CarSearchScreenProps) {
  const { t, i18n } = useLingui();
  const [snapshot, send, actor] = useMachine(logic, { input: firstPage ? { params: firstPage.params, firstPage: firstPage.page } : { params } });
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    send({ type: 'search.change', params: JSON.parse(paramsKey) as SearchCarsQuery });
  }, [paramsKey, send]);

  const infinite = search.scroll === 'infinite';
  // The screen is drawn from a deferred snapshot: a page of cards renders in the background, in slices that
  // leave the main thread free, rather than in one block when the machine's update arrives (the machine's
  // updates reach React synchronously). The filters and the results are memoized, so the urgent render that
  // the update itself causes has nothing to redraw.
  const shown = useDeferredValue(snapshot);
  const sentinel = useInfiniteScroll(infinite && shown.matches('loaded'), actor);
  const { total } = shown.context;
  const currentPage = search.page ?? 1;
  const busy = shown.hasTag('busy');
  const filterCount = activeFilterCount(search, locked);
  // The sheet's 'Show results (N)' counts only what the filters it shows have found: none while their search is
  // on its way (the address changed, the machine not there yet, or its answer not in).
  const sheetTotal =
    snapshot.matches('loading') || snapshot.matches('failed') || JSON.stringify(snapshot.context.params) !== paramsKey
      ? undefined
      : snapshot.context.total;

  const change = useCallback(
    (changes: Partial<CarSearch>) => onSearchChange({ ...search, ...changes, page: undefined }),
    [search, onSearchChange],
  );
  const clear = useCallback(
    () =>
      onSearchChange(
        Object.fromEntries(Object.entries(search).filter(([key]) => locked.includes(key as CarFilterKey) || key === 'sort' || key === 'scroll')),
      ),
    [search, locked, onSearchChange],
  );
  // The filters do not depend on the machine: its updates (count, busy) do not render them again.
  const filters = useMemo(
    () => <CarFilters search={search} lookups={lookups} locked={locked} onChange={change} onClear={clear} />,
    [search, lookups, locked, change, clear],
  );
  const sheetFilters = useMemo(
    () => <CarFilters search={search} lookups={lookups} locked={locked} onChange={change} onClear={clear} inSheet />,
    [search, lookups, locked, change, clear],
  );

  const router = useRouter();
  // A car added or deleted: the list searches again and the route's data (place counts, the addressed car) reloads.
  const fleet = useMemo(
    () => ({
      lookups,
      onChange: () => {
        send({ type: 'search.reload' });
        void router.invalidate();
      },
    }),
    [lookups, send, router],
  );

  const results = useMemo(() => {
    const { cars, error } = shown.context;
    const pages = pageCount(shown.context);
    const goToPage = (page: number) => {
      onSearchChange({ ...search, page: page > 1 ? page : undefined });
      window.scrollTo({ top: 0 });
    };
    if (shown.matches('failed')) {
      return <LoadFailedNotice error={error} onRetry={() => send({ type: 'search.retry' })} />;
    }
    if (shown.matches('loading') && cars.length === 0) {
      return (
        // As tall as a page of results: the footer does not jump when they arrive.
        <Center py="16" minH="100dvh" alignItems="flex-start">
          <Spinner size="lg" color="brand.primary" aria-hidden="true" />
        </Center>
      );
    }
    return (
      <Stack gap="6" opacity={shown.matches('loading') ? 0.6 : 1} transition="opacity 0.2s">
        {/* Right under the page's h1 (the filters' h2 is hidden on a phone until opened): the cars' names are h2. */}
        <CarList cars={shown.matches('empty') ? [] : cars} highlighted={highlighted} dates={{ from: search.from, to: search.to, place: search.location }} headingLevel="h2" fleet={fleet} />
        {shown.matches('empty') && !highlighted && (
          <NoCarsHelp
            location={search.location}
            locationLocked={locked.includes('location')}
            filterCount={filterCount}
            presetCount={locked.length}
            places={lookups.locations}
            onClear={clear}
            onPlace={(location) => change({ location })}
          />
        )}
        {infinite ? (
          <Stack gap="3" align="center">
            <Box ref={sentinel} h="1px" w="full" aria-hidden="true" />
            {shown.matches('loadMoreFailed') && <LoadFailedNotice error={error} onRetry={() => send({ type: 'search.retry' })} />}
            {shown.matches('loadingMore') && <Spinner color="brand.primary" aria-hidden="true" />}
            {shown.matches('loaded') && hasMorePages(shown.context) && (
              <Button variant="outline" colorPalette="brand" onClick={() => send({ type: 'search.loadMore' })}>
                <Trans>Show more cars</Trans>
              </Button>
            )}
          </Stack>
        ) : (
          shown.hasTag('results') && pages > 1 && <Pagination page={currentPage} pages={pages} onPage={goToPage} />
        )}
      </Stack>
    );
  }, [shown, search, infinite, currentPage, highlighted, onSearchChange, send, sentinel, fleet, filterCount, locked, lookups, clear, change]);

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Heading as="h1" fontSize={{ base: '2xl', lg: '3xl' }} mb={{ base: '4', lg: '6' }} letterSpacing="tight">
        {title}
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: '280px 1fr' }} gap={{ base: '4', lg: '8' }} alignItems="start">
        {/* The filters answer through the page's script (the address changes as they do): off until it runs. */}
        <InertUntilHydrated>
        <Box as="aside" aria-label={t`Filters`}>
          <FiltersSheet filterCount={filterCount} total={sheetTotal} onClear={clear}>
            {sheetFilters}
          </FiltersSheet>
          <Box hideBelow="lg">{filters}</Box>
        </Box>
        </InertUntilHydrated>
        <Stack gap="4" minW="0" aria-busy={busy}>
          <HStack justify="space-between" wrap="wrap" gap="3" align="flex-end">
            <Text role="status" aria-live="polite" fontWeight="semibold">
              {shown.matches('loading') ? (
                <Trans>Searching…</Trans>
              ) : shown.matches('failed') ? null : (
                <Plural value={total} one="# car found" other="# cars found" />
              )}
            </Text>
            <InertUntilHydrated>
            <HStack gap="4" align="flex-end" wrap="wrap">
              <Checkbox.Root
                size="sm"
                checked={infinite}
                onCheckedChange={(details) =>
                  onSearchChange({ ...search, page: undefined, scroll: details.checked === true ? 'infinite' : undefined })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <Trans>Infinite scroll</Trans>
                </Checkbox.Label>
              </Checkbox.Root>
              <Box minW="48">
                <SelectField
                  label={<Trans>Sort by</Trans>}
                  name="sort"
                  value={search.sort}
                  anyLabel={t`Recommended`}
                  options={catalogSorts.map((sort) => ({ value: sort, label: i18n._(sortLabels[sort]) }))}
                  onChange={(sort) => onSearchChange({ ...search, sort, page: undefined })}
                />
              </Box>
            </HStack>
            </InertUntilHydrated>
          </HStack>
          {results}
        </Stack>
      </Grid>
    </Container>
  );
}
