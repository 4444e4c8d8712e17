import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { MembershipScreen } from '@/src/features/info/MembershipScreen';

export const Route = createFileRoute('/membership')({
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Membership for rental companies`, description: t(match.context.i18n)`The Silver, Gold and VIP tiers of the companies on Azura: what each asks, what each gives, and how to join.` }),
  component: MembershipScreen,
});
