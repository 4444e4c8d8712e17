import { t } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { isUuid } from '@/src/core/uuid';
import { CouponFormRoute } from './-coupon-form-route';

export const Route = createFileRoute('/manage/coupons/$id')({
  beforeLoad: ({ params }) => {
    if (!isUuid(params.id)) throw notFound();
  },
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Edit coupon`, noIndex: true }),
  component: EditCouponRoute,
});

function EditCouponRoute() {
  return <CouponFormRoute id={Route.useParams().id} />;
}
