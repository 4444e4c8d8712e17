import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Compass, House } from 'lucide-react';
import { StatusScreen } from './StatusScreen';

/** The router's `defaultNotFoundComponent` (spec 2: any other path). */
export function NotFound() {
  return (
    <StatusScreen
      icon={<Compass size={40} />}
      title={<Trans>Nothing to see here!</Trans>}
      description={<Trans>The page you are looking for does not exist or has moved.</Trans>}
      actions={
        <Button asChild colorPalette="brand">
          <Link to="/">
            <House aria-hidden="true" />
            <Trans>Go to the home page</Trans>
          </Link>
        </Button>
      }
    />
  );
}
