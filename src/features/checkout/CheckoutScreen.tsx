import { Alert, Box, Button, Container, Flex, Grid, Heading, HStack, Icon, RadioCard, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { Bitcoin, Check, CreditCard, Lock, RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { ActorOptions, SnapshotFrom } from 'xstate';
import { formatMoney } from '../../../domain/money';
import {
  type Booking,
  type CardField,
  type OnlinePaymentType,
  awaitsOnlinePayment,
  checkoutMachine,
} from '../../../machines/checkout/checkout.machine';
import { useLanguage } from '../../core/use-language';
import { BookingPreview } from './BookingPreview';
import { CardForm, cardFields } from './CardForm';
import { CheckoutClosed, closedReasonOf } from './CheckoutClosed';
import { paymentTypeLabels } from '../../components/booking-labels';
import { failureReason, paymentFailed } from './checkout-messages';
import { CryptoInvoice } from './CryptoInvoice';
import { PaymentCountdown } from './PaymentCountdown';
import { useFocusFirstInvalid } from '../../components/form/use-focus-first-invalid';

export interface CheckoutScreenProps {
  /** The booking as loaded; only a pending pay-online one shows the payment form. */
  booking: Booking;
  /** The online payment types the company accepts (card, crypto). */
  paymentTypes: OnlinePaymentType[];
  /** The checkout machine with its actors and its navigation provided by the route. */
  logic: typeof checkoutMachine;
  /** `phone`: one column, the total and the pay button in a bar that stays at the bottom of the screen. */
  layout?: 'page' | 'phone';
  /** The clock of the machine's timers (retries): a SimulatedClock in tests, real time by default. */
  clock?: ActorOptions<typeof checkoutMachine>['clock'];
}

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

const methodIcons = { card: CreditCard, crypto: Bitcoin } as const;

/** The pay button fills the bottom bar beside the total; in the form it is wide on phones only. */
const buttonSize = (inBar: boolean) =>
  inBar ? { flex: '1' } : { width: { base: 'full', sm: 'auto' }, minW: { sm: '48' } };

function CheckoutSteps() {
  const { t } = useLingui();
  const steps = [
    { label: t`Booking`, state: 'done' },
    { label: t`Payment`, state: 'current' },
    { label: t`Confirmation`, state: 'next' },
  ] as const;
  return (
    <Box as="nav" aria-label={t`Booking steps`}>
      <Flex as="ol" gap={{ base: '1.5', sm: '3' }} align="center" listStyleType="none" fontSize={{ base: 'xs', sm: 'sm' }} wrap="wrap">
        {steps.map((step, index) => (
          <HStack as="li" key={step.label} gap={{ base: '1.5', sm: '2' }} aria-current={step.state === 'current' ? 'step' : undefined}>
            {index > 0 && <Box aria-hidden="true" w={{ base: '3', sm: '8' }} h="1px" bg="border.emphasized" />}
            <Flex
              aria-hidden="true"
              boxSize="6"
              borderRadius="full"
              align="center"
              justify="center"
              fontWeight="bold"
              fontSize="xs"
              bg={step.state === 'next' ? 'bg.muted' : 'brand.solid'}
              color={step.state === 'next' ? 'fg.muted' : 'brand.contrast'}
            >
              {step.state === 'done' ? <Check size={14} /> : index + 1}
            </Flex>
            <Text fontWeight={step.state === 'current' ? 'semibold' : 'normal'} color={step.state === 'next' ? 'fg.muted' : 'fg'}>
              {step.label}
              {step.state === 'done' && <Box as="span" srOnly>{t`(done)`}</Box>}
            </Text>
          </HStack>
        ))}
      </Flex>
    </Box>
  );
}

/** The state of the payment in words: offline, failed, waiting, paid. Failures are alerts; the rest is polite. */
function PaymentStatus({ snapshot, onRetry }: { snapshot: CheckoutSnapshot; onRetry: () => void }) {
  const { i18n } = useLingui();
  if (snapshot.matches('offline')) {
    return (
      <Alert.Root status="warning" role="alert" borderRadius="xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>Connection lost. Retrying…</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>Your payment is sent again as the same attempt: nothing will be charged twice.</Trans>
          </Alert.Description>
          <Button mt="3" size="sm" variant="outline" colorPalette="orange" alignSelf="flex-start" onClick={onRetry}>
            <RefreshCw aria-hidden="true" />
            <Trans>Retry now</Trans>
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <Alert.Root status="error" role="alert" borderRadius="xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{i18n._(paymentFailed)}</Alert.Title>
          <Alert.Description>{i18n._(failureReason(snapshot.context.failure))}</Alert.Description>
          <Button mt="3" size="sm" colorPalette="red" alignSelf="flex-start" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  }
  let message: ReactNode = null;
  if (snapshot.matches('submittingPayment')) message = <Trans>Sending your payment…</Trans>;
  else if (snapshot.matches('waitingForEarlierAttempt'))
    message = <Trans>An earlier payment of this booking is still being processed. Waiting for its result…</Trans>;
  else if (snapshot.matches('paid')) message = <Trans>Payment received. Opening your confirmation…</Trans>;
  const visible = snapshot.matches('waitingForEarlierAttempt') || snapshot.matches('paid');
  return (
    <Box role="status" aria-live="polite" srOnly={!visible}>
      {message && (
        <HStack gap="3" bg={snapshot.matches('paid') ? 'green.subtle' : 'brand.subtle'} borderRadius="xl" px="4" py="3">
          {snapshot.matches('paid') ? <Check aria-hidden="true" /> : <Spinner size="sm" color="brand.fg" />}
          <Text>{message}</Text>
        </HStack>
      )}
    </Box>
  );
}

function MethodChooser({
  paymentTypes,
  value,
  disabled,
  onChange,
}: {
  paymentTypes: OnlinePaymentType[];
  value: OnlinePaymentType;
  disabled: boolean;
  onChange: (paymentType: OnlinePaymentType) => void;
}) {
  const { i18n } = useLingui();
  return (
    <RadioCard.Root
      name="paymentType"
      value={value}
      disabled={disabled}
      colorPalette="brand"
      orientation="horizontal"
      align="center"
      onValueChange={(details) => {
        const chosen = paymentTypes.find((type) => type === details.value);
        if (chosen) onChange(chosen);
      }}
    >
      <RadioCard.Label fontWeight="semibold">
        <Trans>Payment method</Trans>
      </RadioCard.Label>
      <Grid templateColumns="1fr 1fr" gap="3">
        {paymentTypes.map((type) => (
          <RadioCard.Item key={type} value={type}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl minH="12">
              <Icon as={methodIcons[type]} boxSize="5" aria-hidden="true" />
              <RadioCard.ItemText>{i18n._(paymentTypeLabels[type])}</RadioCard.ItemText>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </Grid>
    </RadioCard.Root>
  );
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
  const submitting = snapshot.matches('submittingPayment');
  const canSubmit = snapshot.can({ type: 'checkout.submit' });
  const byCard = context.paymentType === 'card';
  const total = formatMoney(context.booking.price.total, language);
  const { fieldRef, focusField } = useFocusFirstInvalid<CardField>(context.attempt, context.errors, cardFields);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const paymentHeadingRef = useRef<HTMLHeadingElement>(null);
  const cryptoButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);

  // The button that had the focus goes away with the state it belongs to: the focus goes on where the user continues.
  const previous = useRef(snapshot.value);
  useEffect(() => {
    const before = previous.current;
    previous.current = snapshot.value;
    if (before === 'failed' && snapshot.matches('editingCard')) {
      if (byCard) focusField('number');
      else cryptoButtonRef.current?.focus();
    } else if (before === 'offline' && snapshot.matches('submittingPayment')) {
      paymentHeadingRef.current?.focus({ preventScroll: true });
    }
  }, [snapshot.value]);

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

  const payButton = (inBar: boolean) =>
    byCard ? (
      <Button
        type="submit"
        form={formId}
        size="lg"
        colorPalette="brand"
        {...buttonSize(inBar)}
        disabled={!canSubmit && !submitting}
        loading={submitting || snapshot.matches('waitingForEarlierAttempt') || snapshot.matches('offline')}
        loadingText={<Trans>Paying…</Trans>}
      >
        <Lock aria-hidden="true" />
        <Trans>Pay {total}</Trans>
      </Button>
    ) : (
      <Button
        ref={cryptoButtonRef}
        size="lg"
        colorPalette="brand"
        {...buttonSize(inBar)}
        disabled={!canSubmit && !submitting}
        loading={submitting}
        loadingText={<Trans>Creating the invoice…</Trans>}
        onClick={submit}
      >
        <Bitcoin aria-hidden="true" />
        <Trans>Pay with crypto</Trans>
      </Button>
    );

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
            <PaymentStatus snapshot={snapshot} onRetry={retry} />
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
                  {!phone && !confirming && <Box>{payButton(false)}</Box>}
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
        // Sticky at the bottom of the screen while the checkout is in view, it never hides the footer below it.
        <Box
          position="sticky"
          bottom="0"
          zIndex="sticky"
          mt="6"
          mx={{ base: '-4', md: '-6' }}
          bg="bg.panel"
          borderTopWidth="1px"
          borderColor="border.muted"
          boxShadow="0 -4px 16px rgba(0, 0, 0, 0.08)"
          px="4"
          pt="3"
          pb="calc(env(safe-area-inset-bottom, 0px) + 12px)"
          data-testid="pay-bar"
        >
          <Flex align="center" gap="4">
            <Stack gap="0" flexShrink={0}>
              <Text fontSize="sm" color="fg.muted">
                <Trans>Total</Trans>
              </Text>
              <Text fontWeight="bold" fontSize="lg">
                {total}
              </Text>
            </Stack>
            {payButton(true)}
          </Flex>
        </Box>
      )}
    </Container>
  );
}

/**
 * The checkout of a pay-online booking: the payment form (card, or crypto when the company takes it)
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
