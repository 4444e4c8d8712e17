import { Box, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useId } from 'react';
import type { ActorOptions } from 'xstate';
import { formatMoney } from '@/domain/money';
import {
  type Booking,
  type CardField,
  type OnlinePaymentType,
  awaitsOnlinePayment,
  checkoutMachine,
} from '@/machines/checkout/checkout.machine';
import { useLanguage } from '@/src/core/use-language';
import { BookingPreview } from './BookingPreview';
import { CardForm, cardFields } from './CardForm';
import { CheckoutClosed, closedReasonOf } from './CheckoutClosed';
import { CheckoutSteps } from './CheckoutSteps';
import { CryptoInvoice } from './CryptoInvoice';
import { MethodChooser } from './MethodChooser';
import { PayBar, PayButton } from './PayButton';
import { PaymentCountdown } from './PaymentCountdown';
import { PaymentStatus } from './PaymentStatus';
import { useCheckoutFocus } from './use-checkout-focus';
import { useQuietPopupsAbout } from './use-quiet-popups';
import { useFocusFirstInvalid } from '@/src/components/form/use-focus-first-invalid';

export interface CheckoutScreenProps {
  /** The booking as loaded; only a pending pay-online one shows the payment form. */
  booking: Booking;
  /** The online payment types the supplier accepts (card, crypto). */
  paymentTypes: OnlinePaymentType[];
  /** The checkout machine with its actors and its navigation provided by the route. */
  logic: typeof checkoutMachine;
  /** `phone`: one column, the total and the pay button in a bar that stays at the bottom of the screen. */
  layout?: 'page' | 'phone';
  /** The clock of the machine's timers (retries): a SimulatedClock in tests, real time by default. */
  clock?: ActorOptions<typeof checkoutMachine>['clock'];
}

function CheckoutFlow({ booking, paymentTypes, logic, layout = 'page', clock }: CheckoutScreenProps) {
  const { t } = useLingui();
  const language = useLanguage();
  // An undefined `clock` would replace the real one: given only when a test gives one.
  const [snapshot, send] = useMachine(logic, { input: { booking, paymentTypes }, ...(clock ? { clock } : {}) });
  const { context } = snapshot;
  const formId = useId();
  const phone = layout === 'phone';
  const busy = snapshot.hasTag('busy');
  const editing = snapshot.matches('editingCard');
  const byCard = context.paymentType === 'card';
  const total = formatMoney(context.booking.price.total, language);
  const { fieldRef, focusField } = useFocusFirstInvalid<CardField>(context.attempt, context.errors, cardFields);
  const { headingRef, paymentHeadingRef, cryptoButtonRef, failureRef } = useCheckoutFocus(snapshot, focusField);
  useQuietPopupsAbout(context.booking._id);

  if (snapshot.matches('expired')) {
    return (
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <CheckoutClosed booking={booking} reason={context.failure === 'BOOKING_EXPIRED' ? 'expired' : 'notAllowed'} showStatus={false} />
      </Container>
    );
  }

  const submit = () => send({ type: 'checkout.submit' });
  const retry = () => send({ type: 'payment.retry' });
  const confirming = snapshot.matches('confirming');
  const invoice = confirming ? (context.payment?.invoice ?? null) : null;
  const showBar = phone && !confirming && !snapshot.matches('paid');

  return (
    <Container maxW={phone ? 'xl' : '6xl'} px={{ base: '4', md: '6' }} pt={{ base: '5', lg: '8' }} pb={showBar ? '0' : { base: '10', lg: '16' }}>
      <Stack gap={{ base: '5', lg: '6' }}>
        <CheckoutSteps />
        <Heading ref={headingRef} tabIndex={-1} as="h1" size={{ base: '2xl', lg: '3xl' }} letterSpacing="tight" outline="none">
          <Trans>Pay for your booking</Trans>
        </Heading>
        <Grid templateColumns={{ base: '1fr', lg: phone ? '1fr' : 'minmax(0, 1fr) 380px' }} gap={{ base: '6', lg: '10' }} alignItems="start">
          <Stack gap="5" minW="0">
            {context.booking.expiresAt && <PaymentCountdown expiresAt={context.booking.expiresAt} />}
            <PaymentStatus snapshot={snapshot} onRetry={retry} failureRef={failureRef} />
            <Box
              as="section"
              aria-labelledby={`${formId}-title`}
              borderWidth="1px"
              borderColor="border.muted"
              borderRadius="2xl"
              bg="bg.panel"
              p={{ base: '4', md: '6' }}
            >
              <Heading ref={paymentHeadingRef} tabIndex={-1} id={`${formId}-title`} as="h2" size="lg" mb="4" outline="none">
                <Trans>Payment details</Trans>
              </Heading>
              <form
                id={formId}
                noValidate
                aria-busy={busy}
                aria-label={t`Payment details`}
                onSubmit={(event) => {
                  event.preventDefault();
                  submit();
                }}
              >
                <Stack gap="5">
                  {paymentTypes.length > 1 && (
                    <MethodChooser
                      paymentTypes={paymentTypes}
                      value={context.paymentType}
                      disabled={!editing}
                      onChange={(paymentType) => send({ type: 'paymentType.change', paymentType })}
                    />
                  )}
                  {byCard ? (
                    <CardForm
                      card={context.card}
                      errors={context.errors}
                      disabled={!editing}
                      fieldRef={fieldRef}
                      onChange={(field, value) => send({ type: 'card.change', field, value })}
                    />
                  ) : (
                    <CryptoInvoice invoice={invoice} confirming={confirming} />
                  )}
                  {!phone && !confirming && (
                    <Box>
                      <PayButton snapshot={snapshot} formId={formId} total={total} onPay={submit} cryptoButtonRef={cryptoButtonRef} />
                    </Box>
                  )}
                </Stack>
              </form>
            </Box>
          </Stack>
          <Box position={{ lg: phone ? 'static' : 'sticky' }} top={{ lg: '6' }}>
            <BookingPreview
              booking={context.booking}
              footer={
                context.payment ? (
                  <Text fontSize="sm" color="fg.muted" data-testid="charge-currency">
                    <Trans>Charged in {context.payment.currency}</Trans>
                  </Text>
                ) : undefined
              }
            />
          </Box>
        </Grid>
      </Stack>
      {showBar && (
        <PayBar snapshot={snapshot} formId={formId} total={total} onPay={submit} cryptoButtonRef={cryptoButtonRef} />
      )}
    </Container>
  );
}

/**
 * The checkout of a pay-online booking: the payment form (card, or crypto when the supplier takes it)
 * beside the booking's summary, with the time left to pay. The screen only sends the checkout machine's
 * events and shows its state; a booking that is not waiting for an online payment gets its status instead.
 */
export function CheckoutScreen(props: CheckoutScreenProps) {
  if (!awaitsOnlinePayment(props.booking)) {
    return (
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <CheckoutClosed booking={props.booking} reason={closedReasonOf(props.booking)} />
      </Container>
    );
  }
  return <CheckoutFlow {...props} />;
}
