import { Alert, Button, Stack } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { errorMessages } from '@/src/core/error-messages';

export interface UnavailableOfferNoticeProps {
  kind: 'car' | 'yacht';
  /**
   * `page`: the car's or yacht's own page, opened from a link; `booking`: the booking process, which says it as the
   * refused booking would (the NOT_AVAILABLE message), before any step.
   */
  where: 'page' | 'booking';
}

const pageMessages = {
  car: msg`This car is not available to book at the moment.`,
  yacht: msg`This yacht is not available to book at the moment.`,
};

/**
 * What a car or yacht its supplier made unavailable shows instead of the way to book it: why it cannot be booked, and
 * the way to the others (the car search, the yachts).
 */
export function UnavailableOfferNotice({ kind, where }: UnavailableOfferNoticeProps) {
  const { i18n } = useLingui();
  const message = where === 'booking' ? errorMessages.NOT_AVAILABLE[kind] : pageMessages[kind];
  return (
    <Alert.Root status="warning" role="status" data-testid="unavailable-offer" borderRadius="xl" p={{ base: '4', md: '5' }}>
      <Alert.Indicator />
      <Stack gap="3" minW="0">
        <Alert.Title fontSize="md" lineHeight="tall">
          {i18n._(message)}
        </Alert.Title>
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          {kind === 'car' ? (
            <Link to="/search">
              <Trans>Find another car</Trans>
            </Link>
          ) : (
            <Link to="/yachts">
              <Trans>Find another yacht</Trans>
            </Link>
          )}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
