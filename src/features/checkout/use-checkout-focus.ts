import { useEffect, useEffectEvent, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { CardField, checkoutMachine } from '@/machines/checkout/checkout.machine';

/**
 * The focus of the checkout: on the title when it opens; on a failure's alert when the payment fails (brought to
 * the middle of the screen: on a phone the form and its bar are below it); then, as the button that had the focus
 * goes away with the state it belongs to, on where the user continues.
 */
export function useCheckoutFocus(snapshot: SnapshotFrom<typeof checkoutMachine>, focusField: (field: CardField) => void) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const paymentHeadingRef = useRef<HTMLHeadingElement>(null);
  const cryptoButtonRef = useRef<HTMLButtonElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);

  const previous = useRef(snapshot.value);
  const stateChanged = useEffectEvent(() => {
    const before = previous.current;
    previous.current = snapshot.value;
    if (before !== 'failed' && snapshot.matches('failed')) {
      failureRef.current?.scrollIntoView({ block: 'center' });
      failureRef.current?.focus({ preventScroll: true });
    } else if (before === 'failed' && snapshot.matches('editingCard')) {
      if (snapshot.context.paymentType === 'card') focusField('number');
      else cryptoButtonRef.current?.focus();
    } else if (before === 'offline' && snapshot.matches('submittingPayment')) {
      paymentHeadingRef.current?.focus({ preventScroll: true });
    }
  });
  useEffect(() => stateChanged(), [snapshot.value]);

  return { headingRef, paymentHeadingRef, cryptoButtonRef, failureRef };
}
