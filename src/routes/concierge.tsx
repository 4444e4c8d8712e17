import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { FormPageScreen } from '@/src/features/info/FormPageScreen';
import { conciergePage } from '@/src/features/info/pages/concierge';
import { ConciergeForm } from '@/src/features/team/ConciergeForm';

export const Route = createFileRoute('/concierge')({
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Azura concierge`, description: t(match.context.i18n)`A driver for the evening, a car delivered to your villa, a week at sea with a crew: tell us what you need and we arrange it.` }),
  component: () => <FormPageScreen content={conciergePage} formTitle={<Trans>Your request</Trans>} form={<ConciergeForm />} />,
});
