import { Alert, Avatar, Box, Container, Heading, HStack, Image, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { Schemas } from '@/openapi/types';
import { JsonLd } from '@/src/components/JsonLd';
import { nativeLanguageNames } from '@/src/components/LanguageSwitch';
import { Prose } from '@/src/components/Prose';
import { siteName } from '@/src/core/head';
import { useLanguage } from '@/src/core/use-language';
import { formatPublished } from './blog-loader';
import { BlogCard } from './BlogCard';
import { ShareLinks } from './ShareLinks';

/** `/blog/<slug>`: the article, its author, related posts and share links; `Article` structured data for search engines. */
export function BlogPostScreen({ post }: { post: Schemas['BlogPost'] }) {
  const language = useLanguage();
  const fallback = post.language !== language;
  return (
    <Box as="article" lang={post.language} pb={{ base: '12', lg: '20' }}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: post.title,
          description: post.summary,
          image: post.cover,
          datePublished: post.publishedAt,
          inLanguage: post.language,
          author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
          publisher: { '@type': 'Organization', name: siteName },
        }}
      />
      <Container maxW="3xl" px={{ base: '4', md: '6' }} pt={{ base: '6', lg: '10' }}>
        <Stack gap="6">
          <ChakraLink asChild color="fg.muted" fontSize="sm" w="fit-content">
            <Link to="/blog">
              <ArrowLeft size={16} aria-hidden="true" />
              <Trans>All articles</Trans>
            </Link>
          </ChakraLink>
          {fallback && (
            <Alert.Root status="info" lang={language}>
              <Alert.Indicator />
              <Alert.Description>
                <Trans>This article is not written in your language yet: here it is in {nativeLanguageNames[post.language]}.</Trans>
              </Alert.Description>
            </Alert.Root>
          )}
          <Stack gap="4">
            <Heading as="h1" fontSize={{ base: '3xl', lg: '4xl' }} lineHeight="1.15" letterSpacing="tight" fontWeight="extrabold">
              {post.title}
            </Heading>
            <Text fontSize={{ base: 'lg', lg: 'xl' }} color="fg.muted" lineHeight="1.6">
              {post.summary}
            </Text>
            <HStack gap="3" lang={language}>
              <Avatar.Root size="md" colorPalette="brand">
                <Avatar.Fallback name={post.author.name} />
              </Avatar.Root>
              <Stack gap="0" fontSize="sm">
                <Text fontWeight="semibold" lang={post.language}>
                  {post.author.name}
                </Text>
                <Text color="fg.muted">
                  {post.author.role} · <time dateTime={post.publishedAt}>{formatPublished(post.publishedAt, language)}</time> ·{' '}
                  <Plural value={post.readingMinutes} one="# min read" other="# min read" />
                </Text>
              </Stack>
            </HStack>
          </Stack>
          <Image src={post.cover} alt="" htmlWidth={300} htmlHeight={200} w="full" h="auto" aspectRatio="3 / 2" objectFit="cover" borderRadius="2xl" bg="bg.muted" fetchPriority="high" />
          <Prose html={post.html} />
          <Box lang={language}>
            <ShareLinks title={post.title} />
          </Box>
          {post.author.bio && (
            <HStack align="start" gap="4" p="5" borderRadius="xl" bg="bg.subtle" lang={language}>
              <Avatar.Root size="lg" colorPalette="brand">
                <Avatar.Fallback name={post.author.name} />
              </Avatar.Root>
              <Stack gap="1">
                <Text fontWeight="semibold">
                  <Trans>About {post.author.name}</Trans>
                </Text>
                <Text color="fg.muted">{post.author.bio}</Text>
              </Stack>
            </HStack>
          )}
        </Stack>
      </Container>
      {post.related.length > 0 && (
        <Container maxW="6xl" px={{ base: '4', md: '6' }} mt={{ base: '12', lg: '16' }} lang={language}>
          <Stack as="section" aria-labelledby="related-posts" gap="5">
            <Heading as="h2" id="related-posts" fontSize="2xl">
              <Trans>Read next</Trans>
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '5', lg: '6' }}>
              {post.related.map((other) => (
                <BlogCard key={other.slug} post={other} headingLevel="h3" />
              ))}
            </SimpleGrid>
          </Stack>
        </Container>
      )}
    </Box>
  );
}
