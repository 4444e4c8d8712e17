import { t } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { CompanyProfileScreen } from '@/src/features/company/CompanyProfileScreen';

export const Route = createFileRoute('/manage/suppliers/new')({
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`New rental company`, noIndex: true }),
  component: NewCompanyRoute,
});

/** An admin adds a rental company; its profile page (where its logo is added) opens once it is saved. */
function NewCompanyRoute() {
  const navigate = useNavigate();
  return <CompanyProfileScreen creating onCreated={(company) => void navigate({ to: '/manage/company', search: { company } })} />;
}
