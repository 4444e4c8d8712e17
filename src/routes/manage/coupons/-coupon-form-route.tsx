import { Link as ChakraLink } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { CouponFormScreen } from '@/src/features/coupons/CouponFormScreen';

/** A new or an existing coupon's page: the form, and the way back to the list. */
export function CouponFormRoute({ id }: { id?: string }) {
  const navigate = useNavigate();
  return (
    <CouponFormScreen
      key={id ?? 'new'}
      id={id}
      onDone={() => void navigate({ to: '/manage/coupons' })}
      backLink={(children) => (
        <ChakraLink asChild color="fg.muted">
          <Link to="/manage/coupons">{children}</Link>
        </ChakraLink>
      )}
    />
  );
}
