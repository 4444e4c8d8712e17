import { Link as ChakraLink } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { FaqEntryFormScreen } from '@/src/features/content/FaqEntryFormScreen';

/** A new or an existing help-centre entry's page: the form, and the way back to the list. */
export function FaqEntryFormRoute({ id }: { id?: string }) {
  const navigate = useNavigate();
  return (
    <FaqEntryFormScreen
      key={id ?? 'new'}
      id={id}
      onDone={() => void navigate({ to: '/manage/help' })}
      backLink={(children) => (
        <ChakraLink asChild color="fg.muted">
          <Link to="/manage/help">{children}</Link>
        </ChakraLink>
      )}
    />
  );
}
