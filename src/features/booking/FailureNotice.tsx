import { Alert, Button, Spinner, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import type { BookingOffer, Supplier } from '@/machines/booking/booking.form';
import { failureMessage, networkDown } from './booking-messages';
import type { StepProps } from './step-props';

/** The offer, its supplier and the wallet's balance as the server now has them (after a PRICE_CHANGED). */
export type OfferRefresh = () => Promise<{ offer: BookingOffer; supplier: Supplier; cashbackBalance?: number }>;

function Notice({ status, title, children, actions }: { status: 'error' | 'info'; title: ReactNode; children?: ReactNode; actions?: ReactNode }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} borderRadius="lg">
      <Alert.Indicator>{status === 'info' ? <Spinner size="sm" /> : undefined}</Alert.Indicator>
      <Alert.Content gap="1">
        <Alert.Title>{title}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
        {actions && (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2" mt="2">
            {actions}
          </Stack>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/** After a changed price: the offer is read again and handed to the machine, which shows the new total on the review. */
function PriceChanged({ send, refresh }: Pick<StepProps, 'send'> & { refresh: OfferRefresh }) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // Read once a try (the first, then each 'Try again'), with the latest refresh and send.
  const readAgain = useEffectEvent(() => refresh());
  const refreshed = useEffectEvent((fresh: Awaited<ReturnType<OfferRefresh>>) => send({ type: 'offer.refresh', ...fresh }));
  useEffect(() => {
    let current = true;
    readAgain().then(
      (fresh) => current && refreshed(fresh),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const tryAgain = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  if (!failed) return <Notice status="info" title={<Trans>The price has changed: getting the new price…</Trans>} />;
  return (
    <Notice
      status="error"
      title={<Trans>The price has changed, and the new price could not be loaded.</Trans>}
      actions={
        <Button size="sm" colorPalette="red" variant="outline" onClick={tryAgain}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  );
}

/** Why the booking was refused (the machine's `failed` state), with what the driver can do about it. */
export function FailureNotice({ snapshot, send, returnTo, refresh }: StepProps & { returnTo: string; refresh: OfferRefresh }) {
  const { i18n } = useLingui();
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  if (failure === null) return null;
  if (failure === 'priceChanged') return <PriceChanged send={send} refresh={refresh} />;
  if (failure === 'network') {
    return (
      <Notice
        status="error"
        title={i18n._(networkDown.title)}
        actions={
          <Button size="sm" colorPalette="red" variant="outline" onClick={() => send({ type: 'booking.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        {i18n._(networkDown.description)}
      </Notice>
    );
  }
  const unavailable = failure === 'NOT_AVAILABLE' || failure === 'NOT_FOUND';
  return (
    <Notice
      status="error"
      title={i18n._(failureMessage(failure, snapshot.context.offer.kind))}
      actions={
        <>
          {failure === 'UNAUTHORIZED' && (
            <Button asChild size="sm" colorPalette="red">
              <Link to="/sign-in" search={{ redirect: returnTo }}>
                <Trans>Sign in</Trans>
              </Link>
            </Button>
          )}
          {unavailable ? (
            <Button asChild size="sm" colorPalette="red" variant="outline">
              <Link to={snapshot.context.offer.kind === 'car' ? '/' : '/yachts'}>
                {snapshot.context.offer.kind === 'car' ? <Trans>See other cars</Trans> : <Trans>See other yachts</Trans>}
              </Link>
            </Button>
          ) : (
            <Button size="sm" colorPalette="red" variant="outline" onClick={() => send({ type: 'step.back' })}>
              <Trans>Back to your booking</Trans>
            </Button>
          )}
        </>
      }
    />
  );
}
