import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../core/head';
import { FormPageScreen } from '../features/info/FormPageScreen';
import { conciergePage } from '../features/info/pages/concierge';
import { ConciergeForm } from '../features/team/ConciergeForm';

export const Route = createFileRoute('/concierge')({
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Azura concierge`, description: t(match.context.i18n)`A driver for the evening, a car delivered to your villa, a week at sea with a crew: tell us what you need and we arrange it.` }),
  component: () => <FormPageScreen content={conciergePage} formTitle={<Trans>Your request</Trans>} form={<ConciergeForm />} />,
});
