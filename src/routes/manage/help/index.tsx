import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { FaqTopic } from '../../../../openapi/generated/enums';
import { pageHead } from '../../../core/head';
import { FaqEntriesScreen, type FaqEntriesSearch } from '../../../features/content/FaqEntriesScreen';

/** Keeps what the list understands from the address; anything else is dropped. */
export function validateFaqEntriesSearch(search: Record<string, unknown>): FaqEntriesSearch {
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 80) : '';
  const page = Number(search.page);
  const result: FaqEntriesSearch = {
    search: text || undefined,
    topic: FaqTopic.includes(search.topic as FaqTopic) ? (search.topic as FaqTopic) : undefined,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined)) as FaqEntriesSearch;
}

export const Route = createFileRoute('/manage/help/')({
  validateSearch: validateFaqEntriesSearch,
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Help centre`, noIndex: true }),
  component: FaqEntriesRoute,
});

function FaqEntriesRoute() {
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <FaqEntriesScreen
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
      newLink={(children) => (
        <Button asChild colorPalette="brand" size="sm">
          <Link to="/manage/help/new">{children}</Link>
        </Button>
      )}
      editLink={(item, children) => (
        <ChakraLink asChild color="fg">
          <Link to="/manage/help/$id" params={{ id: item._id }}>
            {children}
          </Link>
        </ChakraLink>
      )}
    />
  );
}
