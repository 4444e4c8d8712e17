import { Button, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type YachtKind, yachtKindPluralLabels, yachtKinds } from './labels';

/** The yacht kinds as links to their category pages; the current one is marked. */
export function YachtKindLinks({ current, label }: { current?: YachtKind; label: string }) {
  const { i18n } = useLingui();
  return (
    <Wrap as="ul" listStyleType="none" gap="2" aria-label={label}>
      {yachtKinds.map((kind) => (
        <li key={kind}>
          <Button asChild size="sm" borderRadius="full" variant={kind === current ? 'solid' : 'outline'} colorPalette="brand">
            <Link
              to="/all-yachts/category/$categorySlug"
              params={{ categorySlug: kind }}
              aria-current={kind === current ? 'page' : undefined}
            >
              {i18n._(yachtKindPluralLabels[kind])}
            </Link>
          </Button>
        </li>
      ))}
    </Wrap>
  );
}
