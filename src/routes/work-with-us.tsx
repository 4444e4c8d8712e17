import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { FormPageScreen } from '@/src/features/info/FormPageScreen';
import { workWithUsPage } from '@/src/features/info/pages/work-with-us';
import { PartnerForm } from '@/src/features/team/PartnerForm';

export const Route = createFileRoute('/work-with-us')({
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`List your cars or yachts on Azura`, description: t(match.context.i18n)`Rental companies and charter operators reach drivers and sailors from all over Europe with Azura. Apply in a few minutes.` }),
  component: () => <FormPageScreen content={workWithUsPage} formTitle={<Trans>Apply to list your fleet</Trans>} form={<PartnerForm />} />,
});
