import { Flex, RadioCard } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { languages, resolveLanguage } from '@/config/languages';
import { changesSaved } from '@/src/components/form/form-messages';
import { nativeLanguageNames } from '@/src/components/LanguageSwitch';
import { useSessionActor } from '@/src/core/session-context';
import { currentLanguage, switchLanguage } from '@/src/core/switch-language';
import { notify } from '@/src/core/toasts';
import { useLanguage } from '@/src/core/use-language';

/**
 * The app's language, each in its own name: the same switch as the header's (src/core/switch-language.ts: the
 * address, local storage, and the account on the server), then 'Changes made successfully.' in the new language.
 */
export function LanguageChooser() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const session = useSessionActor();
  const current = useLanguage();
  const [switching, setSwitching] = useState(false);
  return (
    <RadioCard.Root
      name="language"
      value={current}
      disabled={switching}
      colorPalette="brand"
      onValueChange={({ value }) => {
        const language = resolveLanguage(value);
        if (!language || language === current) return;
        setSwitching(true);
        void switchLanguage({ router, session, language }).then(() => {
          setSwitching(false);
          if (currentLanguage() === language) notify('positive', i18n._(changesSaved));
        });
      }}
    >
      <RadioCard.Label srOnly>{t`Language`}</RadioCard.Label>
      <Flex gap="2" direction={{ base: 'column', md: 'row' }}>
        {languages.map((language) => (
          <RadioCard.Item key={language} value={language} flex="1">
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemText lang={language}>{nativeLanguageNames[language]}</RadioCard.ItemText>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </Flex>
    </RadioCard.Root>
  );
}
