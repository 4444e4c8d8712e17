import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../core/head';
import { ContactScreen } from '../features/info/ContactScreen';
import { ContactForm } from '../features/team/ContactForm';

export const Route = createFileRoute('/contact')({
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Contact us`, description: t(match.context.i18n)`Write to the Azura team about a booking, a payment or your account: we answer within one working day.` }),
  component: () => <ContactScreen form={<ContactForm />} />,
});
