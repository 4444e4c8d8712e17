import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Moon, Sun } from 'lucide-react';
import { useColorMode } from '@/src/core/color-mode';
import { useHydrated } from '@/src/core/hydrated';

/** Switches between light and dark; the choice is kept in local storage (`theme`). */
export function ThemeToggle() {
  const { t } = useLingui();
  const { colorMode, toggleColorMode } = useColorMode();
  // It answers once the page's script runs; until then it is off, not a button that ignores the click.
  const hydrated = useHydrated();
  const label = colorMode === 'dark' ? t`Switch to light mode` : t`Switch to dark mode`;
  return (
    <IconButton variant="ghost" size="sm" aria-label={label} title={label} disabled={!hydrated} onClick={toggleColorMode}>
      {colorMode === 'dark' ? <Sun /> : <Moon />}
    </IconButton>
  );
}
