import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { TermsScreen } from '@/src/features/info/TermsScreen';

export const Route = createFileRoute('/terms-and-conditions')({
  head: () =>
    pageHead({ title: t`Terms of Use`, description: t`The terms that apply when you find, book and manage car and yacht rentals on Azura: bookings, payments, cancellations, deposits and your account.` }),
  component: TermsScreen,
});
