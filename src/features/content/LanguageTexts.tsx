import { Badge, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { languages, type Language } from '@/config/languages';
import { CheckboxField } from '@/src/components/form/CheckboxField';
import { ManageSection } from '@/src/components/back-office/ManageSection';
import { languageLabels, writtenInLabels } from './content-messages';

export interface LanguageTextsProps {
  /** Whether each language is written. */
  written: (language: Language) => boolean;
  onWritten: (language: Language, written: boolean) => void;
  /** The error of the 'written in' box (none written), shown on English's. */
  writtenError?: string;
  /** The fields of a written language. */
  fields: (language: Language) => ReactNode;
}

/**
 * A post's or an entry's texts, a section per language: ticked as written, its fields shown; a language not written
 * is not offered to its readers (the blog falls back to English, the help centre leaves the entry out).
 */
export function LanguageTexts({ written, onWritten, writtenError, fields }: LanguageTextsProps) {
  const { i18n } = useLingui();
  return (
    <>
      {languages.map((language) => (
        <ManageSection
          key={language}
          title={
            <HStack gap="2">
              <span>{i18n._(languageLabels[language])}</span>
              {!written(language) && (
                <Badge size="sm" variant="subtle" colorPalette="gray">
                  <Trans>Not written</Trans>
                </Badge>
              )}
            </HStack>
          }
        >
          <CheckboxField
            name={`${language}Written`}
            label={i18n._(writtenInLabels[language])}
            checked={written(language)}
            error={language === 'en' ? writtenError : undefined}
            onChange={(checked) => onWritten(language, checked)}
          />
          {written(language) && (
            <Stack gap="4">
              {fields(language)}
            </Stack>
          )}
        </ManageSection>
      ))}
    </>
  );
}
