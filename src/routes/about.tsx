import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { AboutScreen } from '@/src/features/info/AboutScreen';

export const Route = createFileRoute('/about')({
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`About Azura`, description: t(match.context.i18n)`Azura is a marketplace for renting cars and yachts around the Mediterranean, from local companies we know, at the price you see when you book.` }),
  component: AboutScreen,
});
