import { Alert, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  /** The confirmed action is running: the dialog cannot be dismissed, its button spins. */
  busy: boolean;
  title: ReactNode;
  /** What the action applies to (a car's or booking's name): the dialog's description. */
  subject: ReactNode;
  /** What follows from it, under the subject. */
  note: ReactNode;
  /** Why the last try failed, in the product's words. */
  error?: ReactNode;
  confirmLabel: ReactNode;
  /** Defaults to 'Cancel'. */
  dismissLabel?: ReactNode;
  onConfirm: () => void;
  onDismiss: () => void;
  /** Where the focus goes back when the dialog closes (the button that opened it may be gone by then). */
  finalFocus: () => HTMLElement | null;
}

/**
 * A confirmation of a destructive action (delete a car, delete bookings, ask to cancel a booking), as an alert
 * dialog; the feature's machine holds the flow and says when it is open and busy.
 */
export function ConfirmDialog({ open, busy, title, subject, note, error, confirmLabel, dismissLabel, onConfirm, onDismiss, finalFocus }: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onDismiss();
      }}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
      finalFocusEl={finalFocus}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy} mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{subject}</Dialog.Description>
              <Text mt="2" color="fg.muted" fontSize="sm">
                {note}
              </Text>
              {error !== undefined && (
                <Alert.Root status="error" mt="4" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {dismissLabel ?? <Trans>Cancel</Trans>}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
