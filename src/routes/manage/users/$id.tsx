import { Link as ChakraLink } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Link, createFileRoute, getRouteApi, notFound } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { useSessionUser } from '@/src/core/session-context';
import { isUuid } from '@/src/core/uuid';
import { UserViewScreen } from '@/src/features/users/UserViewScreen';

/** The back office's places and suppliers (its layout's loader). */
const manage = getRouteApi('/manage');

export const Route = createFileRoute('/manage/users/$id')({
  beforeLoad: ({ params }) => {
    if (!isUuid(params.id)) throw notFound();
  },
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`User`, noIndex: true }),
  component: UserRoute,
});

function UserRoute() {
  const user = useSessionUser();
  const { id } = Route.useParams();
  const { suppliers } = manage.useLoaderData();
  if (!user) return null;
  return (
    <UserViewScreen
      key={id}
      userId={id}
      viewer={user}
      suppliers={suppliers}
      backLink={(children) => (
        <ChakraLink asChild color="fg.muted" alignSelf="flex-start">
          <Link to="/manage/users">{children}</Link>
        </ChakraLink>
      )}
      bookingLink={(booking, children) => (
        <ChakraLink asChild color="fg">
          <Link to="/booking" search={{ b: booking._id }}>
            {children}
          </Link>
        </ChakraLink>
      )}
    />
  );
}
