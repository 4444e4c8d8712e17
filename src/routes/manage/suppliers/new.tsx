import { t } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { SupplierProfileScreen } from '@/src/features/suppliers/SupplierProfileScreen';

export const Route = createFileRoute('/manage/suppliers/new')({
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`New rental company`, noIndex: true }),
  component: NewSupplierRoute,
});

/** An admin adds a supplier; its profile page (where its avatar is added) opens once it is saved. */
function NewSupplierRoute() {
  const navigate = useNavigate();
  return <SupplierProfileScreen creating onCreated={(supplier) => void navigate({ to: '/manage/supplier', search: { supplier } })} />;
}
