import { Box, Heading, HStack, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Plural } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Schemas } from '@/openapi/types';
import { useLanguage } from '@/src/core/use-language';
import { formatPublished } from './blog-loader';

/** A post in a list: its image, date, reading time, title and excerpt; the whole card opens it. */
export function BlogCard({ post, headingLevel = 'h2' }: { post: Schemas['BlogPostSummary']; headingLevel?: 'h2' | 'h3' }) {
  const language = useLanguage();
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="xl"
      overflow="hidden"
      bg="bg.panel"
      transition="box-shadow 0.15s, transform 0.15s"
      _hover={{ shadow: 'md', transform: 'translateY(-2px)' }}
      h="full"
      display="flex"
      flexDirection="column"
    >
      <Image src={post.cover} alt="" htmlWidth={300} htmlHeight={200} w="full" h="auto" aspectRatio="3 / 2" objectFit="cover" bg="bg.muted" loading="lazy" decoding="async" />
      <Stack gap="2" p="5" flex="1">
        <HStack gap="2" color="fg.muted" fontSize="sm" wrap="wrap">
          <time dateTime={post.publishedAt}>{formatPublished(post.publishedAt, language)}</time>
          <Box as="span" aria-hidden="true">
            ·
          </Box>
          <Text as="span">
            <Plural value={post.readingMinutes} one="# min read" other="# min read" />
          </Text>
        </HStack>
        <Heading as={headingLevel} fontSize="lg" lineHeight="1.35">
          <LinkOverlay asChild>
            <Link to="/blog/$slug" params={{ slug: post.slug }}>
              {post.title}
            </Link>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted" lineClamp={3}>
          {post.summary}
        </Text>
      </Stack>
    </LinkBox>
  );
}
