import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../core/head';
import { ContactScreen } from '../features/info/ContactScreen';
import { ContactForm } from '../features/team/ContactForm';

export const Route = createFileRoute('/contact')({
  head: () => pageHead({ title: t`Contact us`, description: t`Write to the Azura team about a booking, a payment or your account: we answer within one working day.` }),
  component: () => <ContactScreen form={<ContactForm />} />,
});
