import { Link as ChakraLink } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { PlaceFormScreen } from '@/src/features/places/PlaceFormScreen';

/** A new or an existing place's page: the form, and the way back to the list. */
export function PlaceFormRoute({ id }: { id?: string }) {
  const navigate = useNavigate();
  return (
    <PlaceFormScreen
      key={id ?? 'new'}
      id={id}
      onDone={() => void navigate({ to: '/manage/places' })}
      backLink={(children) => (
        <ChakraLink asChild color="fg.muted">
          <Link to="/manage/places">{children}</Link>
        </ChakraLink>
      )}
    />
  );
}
