import { Box, chakra, Container, Heading, HStack, Input, InputGroup, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { PageHero } from '@/src/components/PageHero';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronDown, Search } from 'lucide-react';
import { useEffect } from 'react';
import type { Schemas } from '@/openapi/types';
import { useTypedBeforeHydration } from '@/src/components/form/use-typed-before-hydration';
import { useSearchAsYouType } from '@/src/components/use-search-as-you-type';
import { JsonLd } from '@/src/components/JsonLd';
import { Prose } from '@/src/components/Prose';
import { faqTopics, faqTopicTitles } from './topics';

/** How long typing pauses before the search is asked for. */
const SEARCH_DELAY_MS = 250;

export interface HelpCenterScreenProps {
  entries: Schemas['FaqEntry'][];
  query: string;
  onSearch: (query: string) => void;
}

/** Opens the answer the address's #anchor names (and scrolls to it), on arrival and when the anchor changes. */
function useOpenAnchoredAnswer() {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const element = id ? document.getElementById(id) : null;
      if (element instanceof HTMLDetailsElement) {
        element.open = true;
        element.scrollIntoView({ block: 'start' });
      }
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);
}

/** `/help-center`: the questions by topic, searched as you type (on the server, in the page's language). */
export function HelpCenterScreen({ entries, query, onSearch }: HelpCenterScreenProps) {
  const { t, i18n } = useLingui();
  const { text: typed, change, searchNow } = useSearchAsYouType(query, onSearch, SEARCH_DELAY_MS);
  // Words typed before the page's script runs are searched once it does (Enter before then sends the form as it is).
  const form = useTypedBeforeHydration({ q: typed }, (early) => early.q !== undefined && change(early.q));
  useOpenAnchoredAnswer();

  const searching = query.trim() !== '';
  const groups = faqTopics.map((topic) => ({ topic, entries: entries.filter((entry) => entry.topic === topic) })).filter((group) => group.entries.length > 0);
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: entries.map((entry) => ({
            '@type': 'Question',
            name: entry.question,
            acceptedAnswer: { '@type': 'Answer', text: entry.html },
          })),
        }}
      />
      <PageHero maxW="4xl" title={<Trans>Help centre</Trans>} lead={<Trans>Answers to the questions drivers and skippers ask us most.</Trans>}>
        <form
          ref={form}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            searchNow();
          }}
        >
          <InputGroup startElement={<Search size={18} aria-hidden="true" />}>
            <Input
              type="search"
              size="lg"
              bg="bg.panel"
              name="q"
              value={typed}
              maxLength={100}
              aria-label={t`Search the help centre`}
              placeholder={t`Search: deposit, cancel, licence…`}
              onChange={(event) => change(event.currentTarget.value)}
            />
          </InputGroup>
        </form>
        <Text aria-live="polite" color="fg.muted" fontSize="sm">
          {query.trim() ? <Plural value={entries.length} one="# answer found" other="# answers found" /> : null}
        </Text>
      </PageHero>
      <Container maxW="4xl" px={{ base: '4', md: '6' }} pb={{ base: '12', lg: '20' }}>
        {groups.length === 0 ? (
          <Stack gap="2" py="6">
            <Text fontWeight="semibold">
              <Trans>No answer matches “{query}”.</Trans>
            </Text>
            <Text color="fg.muted">
              <Trans>
                Try other words, or{' '}
                <ChakraLink asChild color="brand.fg">
                  <Link to="/contact">write to us</Link>
                </ChakraLink>
                : we answer within one working day.
              </Trans>
            </Text>
          </Stack>
        ) : (
          <Stack gap="10">
            {!query.trim() && (
              <HStack as="nav" aria-label={t`Topics`} gap="2" wrap="wrap">
                {groups.map(({ topic }) => (
                  <ChakraLink key={topic} href={`#topic-${topic}`} px="3" py="1.5" borderRadius="full" borderWidth="1px" borderColor="border" fontSize="sm" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
                    {i18n._(faqTopicTitles[topic])}
                  </ChakraLink>
                ))}
              </HStack>
            )}
            {groups.map(({ topic, entries: topicEntries }) => (
              <Stack as="section" key={topic} gap="3" aria-labelledby={`topic-${topic}`}>
                <Heading as="h2" id={`topic-${topic}`} fontSize="2xl" scrollMarginTop="20">
                  {i18n._(faqTopicTitles[topic])}
                </Heading>
                <Stack gap="0" borderTopWidth="1px" borderColor="border.muted">
                  {topicEntries.map((entry) => (
                    <chakra.details
                      // A search shows its answers open; a new search starts them afresh.
                      key={`${entry.anchor}:${searching}`}
                      open={searching || undefined}
                      id={entry.anchor}
                      borderBottomWidth="1px"
                      borderColor="border.muted"
                      scrollMarginTop="20"
                      css={{ '&[open] .faq-chevron': { transform: 'rotate(180deg)' } }}
                    >
                      <Box as="summary" py="4" cursor="pointer" display="flex" alignItems="center" gap="3" fontWeight="semibold" fontSize={{ base: 'md', lg: 'lg' }} listStyle="none" css={{ '&::-webkit-details-marker': { display: 'none' } }}>
                        <Box as="span" flex="1">
                          {entry.question}
                        </Box>
                        <Box as="span" className="faq-chevron" transition="transform 0.15s" color="fg.muted" aria-hidden="true">
                          <ChevronDown size={20} />
                        </Box>
                      </Box>
                      <Stack gap="3" pb="5">
                        <Prose html={entry.html} fontSize="md" />
                        <ChakraLink href={`#${entry.anchor}`} color="fg.muted" fontSize="sm" w="fit-content">
                          <Trans>Link to this answer</Trans>
                        </ChakraLink>
                      </Stack>
                    </chakra.details>
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </Container>
    </>
  );
}
