import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { CouponFormRoute } from './-coupon-form-route';

export const Route = createFileRoute('/manage/coupons/new')({
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`New coupon`, noIndex: true }),
  component: () => <CouponFormRoute />,
});
