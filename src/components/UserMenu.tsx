import { Button, HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSessionPending, useSessionUser } from '@/src/core/session-context';

type SignedInMenuModule = typeof import('./SignedInMenu');
let loadedMenu: SignedInMenuModule | undefined;

/**
 * The user's menu (Chakra's Menu and Avatar, with their positioning code) is a chunk of its own: a guest's
 * pages do not load it. Loaded by hand rather than with React.lazy: a Suspense boundary holds what it
 * reveals for 300 ms.
 */
function useSignedInMenu(needed: boolean): SignedInMenuModule | undefined {
  const [menu, setMenu] = useState(() => loadedMenu);
  useEffect(() => {
    if (!needed || menu) return;
    let current = true;
    void import('./SignedInMenu').then((module) => {
      loadedMenu = module;
      if (current) setMenu(module);
    });
    return () => {
      current = false;
    };
  }, [needed, menu]);
  return menu;
}

function GuestActions() {
  return (
    <HStack gap="1">
      <Button asChild variant="ghost" size="sm">
        <Link to="/sign-in">
          <Trans>Sign in</Trans>
        </Link>
      </Button>
      <Button asChild colorPalette="brand" size="sm" hideBelow="sm">
        <Link to="/sign-up">
          <Trans>Sign up</Trans>
        </Link>
      </Button>
    </HStack>
  );
}

/** The header's account corner: sign-in and sign-up for guests, the user's menu once signed in. */
export function UserMenu() {
  const user = useSessionUser();
  const pending = useSessionPending();
  const menu = useSignedInMenu(user !== null);
  if (!user) return pending ? null : <GuestActions />;
  return menu ? <menu.SignedInMenu user={user} /> : null;
}
