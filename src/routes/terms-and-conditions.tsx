import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { TermsScreen } from '@/src/features/info/TermsScreen';

export const Route = createFileRoute('/terms-and-conditions')({
  head: ({ match }) =>
    pageHead({ title: t(match.context.i18n)`Terms of Use`, description: t(match.context.i18n)`The terms that apply when you find, book and manage car and yacht rentals on Azura: bookings, payments, cancellations, deposits and your account.` }),
  component: TermsScreen,
});
