import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { ContactScreen } from '@/src/features/info/ContactScreen';
import { ContactForm } from '@/src/features/team/ContactForm';

export const Route = createFileRoute('/contact')({
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Contact us`, description: t(match.context.i18n)`Write to the Azura team about a booking, a payment or your account: we answer within one working day.` }),
  component: () => <ContactScreen form={<ContactForm />} />,
});
