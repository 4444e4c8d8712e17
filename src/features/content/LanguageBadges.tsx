import { Badge, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { languages, type Language } from '@/config/languages';
import { languageLabels } from './content-messages';

/** The languages a post or an entry is written in, as short badges named in full for screen readers. */
export function LanguageBadges({ written }: { written: readonly Language[] }) {
  const { i18n, t } = useLingui();
  const names = written.map((language) => i18n._(languageLabels[language])).join(', ');
  return (
    <HStack gap="1" role="img" aria-label={t`Written in: ${names}`}>
      {languages.map((language) => (
        <Badge key={language} size="sm" variant={written.includes(language) ? 'solid' : 'outline'} colorPalette={written.includes(language) ? 'brand' : 'gray'} opacity={written.includes(language) ? 1 : 0.7} aria-hidden="true">
          {language.toUpperCase()}
        </Badge>
      ))}
    </HStack>
  );
}
