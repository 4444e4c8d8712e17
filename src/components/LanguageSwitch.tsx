import { NativeSelect, useBreakpointValue } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { languages, resolveLanguage, defaultLanguage, type Language } from '@/config/languages';
import { useHydrated } from '@/src/core/hydrated';
import { useSessionActor } from '@/src/core/session-context';
import { switchLanguage } from '@/src/core/switch-language';

/** Each language is offered in its own name, whatever the current language is. */
export const nativeLanguageNames: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  ru: 'Русский',
};

/** Changes the language and shows the same page at its address in the new language. */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const session = useSessionActor();
  const current = resolveLanguage(i18n.locale) ?? defaultLanguage;
  // A phone's header has no room for "Français": it shows the code, and the name stays the accessible label.
  const compact = useBreakpointValue({ base: true, sm: false }) ?? false;
  // A choice the page's script acts on: off until it runs, rather than a choice that changes nothing.
  const hydrated = useHydrated();
  return (
    <NativeSelect.Root size="sm" width="auto" variant="subtle" disabled={!hydrated}>
      <NativeSelect.Field
        aria-label={t`Language`}
        value={current}
        onChange={(event) => {
          const language = resolveLanguage(event.currentTarget.value);
          if (language && language !== current) void switchLanguage({ router, session, language });
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language} aria-label={compact ? `${nativeLanguageNames[language]} (${language.toUpperCase()})` : undefined}>
            {compact ? language.toUpperCase() : nativeLanguageNames[language]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
