import { Link as ChakraLink } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { PostFormOptions } from '@/src/features/content/content-loaders';
import { PostFormScreen } from '@/src/features/content/PostFormScreen';

/** A new or an existing post's page: the form, and the way back to the list. */
export function PostFormRoute({ id, options }: { id?: string; options: PostFormOptions }) {
  const navigate = useNavigate();
  return (
    <PostFormScreen
      key={id ?? 'new'}
      id={id}
      options={options}
      onDone={() => void navigate({ to: '/manage/blog' })}
      backLink={(children) => (
        <ChakraLink asChild color="fg.muted">
          <Link to="/manage/blog">{children}</Link>
        </ChakraLink>
      )}
    />
  );
}
