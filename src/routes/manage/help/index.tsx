import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { FaqTopic } from '@/openapi/generated/enums';
import { definedOnly, listPage, listText, oneOf } from '@/src/components/list/list-search';
import { pageHead } from '@/src/core/head';
import { FaqEntriesScreen, type FaqEntriesSearch } from '@/src/features/content/FaqEntriesScreen';

/** Keeps what the list understands from the address; anything else is dropped. */
export function validateFaqEntriesSearch(search: Record<string, unknown>): FaqEntriesSearch {
  return definedOnly<FaqEntriesSearch>({
    search: listText(search.search),
    topic: oneOf(search.topic, FaqTopic),
    page: listPage(search.page),
  });
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
