import { Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageHero } from '@/src/components/PageHero';
import { Trans } from '@lingui/react/macro';
import type { Schemas } from '@/openapi/types';
import { Pagination } from '@/src/components/Pagination';
import { BlogCard } from './BlogCard';

export interface BlogListScreenProps {
  posts: Schemas['BlogPostPage'];
  onPage: (page: number) => void;
}

/** `/blog`: the posts written in the reader's language, newest first. */
export function BlogListScreen({ posts, onPage }: BlogListScreenProps) {
  const pages = Math.max(1, Math.ceil(posts.total / posts.size));
  return (
    <>
      <PageHero
        title={<Trans>The Azura blog</Trans>}
        lead={<Trans>Road trips, sailing weeks and practical advice for renting a car or a yacht around the Mediterranean.</Trans>}
      />
      <Container maxW="6xl" px={{ base: '4', md: '6' }} pb={{ base: '12', lg: '20' }}>
        {posts.items.length === 0 ? (
          <Text color="fg.muted" py="10">
            <Trans>No articles here yet. Come back soon.</Trans>
          </Text>
        ) : (
          <Stack gap="10">
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '5', lg: '6' }}>
              {posts.items.map((post) => (
                <BlogCard key={post.slug} post={post} />
              ))}
            </SimpleGrid>
            {pages > 1 && <Pagination page={posts.page} pages={pages} onPage={onPage} />}
          </Stack>
        )}
      </Container>
    </>
  );
}
