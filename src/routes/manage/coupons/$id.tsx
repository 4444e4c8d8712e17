import { t } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { isUuid } from '@/src/core/uuid';
import { CouponFormRoute } from './-coupon-form-route';

export const Route = createFileRoute('/manage/coupons/$id')({
  beforeLoad: ({ params }) => {
    if (!isUuid(params.id)) throw notFound();
  },
  head: () => pageHead({ title: t`Edit coupon`, noIndex: true }),
  component: EditCouponRoute,
});

function EditCouponRoute() {
  return <CouponFormRoute id={Route.useParams().id} />;
}
