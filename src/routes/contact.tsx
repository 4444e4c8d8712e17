import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { ContactScreen } from '@/src/features/info/ContactScreen';
import { ContactForm } from '@/src/features/team/ContactForm';

export const Route = createFileRoute('/contact')({
  head: () => pageHead({ title: t`Contact us`, description: t`Write to the Azura team about a booking, a payment or your account: we answer within one working day.` }),
  component: () => <ContactScreen form={<ContactForm />} />,
});
