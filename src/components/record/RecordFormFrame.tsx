import { Alert, Box, Button, Container, Heading, HStack, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { failureCode } from '@/machines/shared/failure';
import { FormSummary } from '@/src/components/form/FormSummary';
import { LoadFailedNotice } from '@/src/components/LoadFailedNotice';
import { LoadingSpinner } from '@/src/components/PageSpinner';

export interface RecordFormFrameProps {
  /** The machine's state: loading (or starting), loadFailed, or the form. */
  state: 'loading' | 'loadFailed' | 'form';
  error: unknown;
  busy: boolean;
  heading: ReactNode;
  /** 'Back to the coupons', with its arrow, made a link by the route. */
  backLink: ReactNode;
  /** Said when the record asked for is not there (404). */
  notFound: ReactNode;
  /** The labels of the required fields left empty; the summary shows whenever `refused`. */
  missing: readonly string[];
  refused: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  onRetry: () => void;
  onSubmit: () => void;
  onCancel: () => void;
  /** The form's sections. */
  children: ReactNode;
  maxW?: string;
}

/**
 * The page of a record's form in the back office (a coupon, a place, a post): the way back and the heading; then a
 * spinner while it loads, 'does not exist' or the load's failure with Try Again, or the form: read-only while it
 * saves, the summary of what is wrong above it, Cancel and Save kept in view at the bottom.
 */
export function RecordFormFrame(props: RecordFormFrameProps) {
  const { state, error, busy, formRef } = props;
  return (
    <Container maxW={props.maxW ?? '3xl'} px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Stack gap="6">
        <Box>
          {props.backLink}
          <Heading as="h1" mt="2" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight">
            {props.heading}
          </Heading>
        </Box>
        {state === 'loading' ? (
          <LoadingSpinner />
        ) : state === 'loadFailed' && failureCode(error) === 'NOT_FOUND' ? (
          <Alert.Root status="warning" role="alert" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Title>{props.notFound}</Alert.Title>
          </Alert.Root>
        ) : state === 'loadFailed' ? (
          <LoadFailedNotice error={error} onRetry={props.onRetry} />
        ) : (
          <form
            ref={formRef}
            noValidate
            aria-busy={busy}
            onSubmit={(event) => {
              event.preventDefault();
              props.onSubmit();
            }}
          >
            <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Stack gap="6">
                {props.refused && <FormSummary missing={props.missing} />}
                {props.children}
                <HStack justify="flex-end" gap="3" position="sticky" bottom="0" py="3" bg="bg" borderTopWidth="1px" zIndex="docked">
                  <Button variant="outline" disabled={busy} onClick={props.onCancel}>
                    <Trans>Cancel</Trans>
                  </Button>
                  <Button type="submit" colorPalette="brand" loading={busy} loadingText={<Trans>Saving…</Trans>}>
                    <Trans>Save</Trans>
                  </Button>
                </HStack>
              </Stack>
            </fieldset>
          </form>
        )}
      </Stack>
    </Container>
  );
}

/** The link back to a list, above a form's heading: an arrow and the text. */
export function BackToList({ children }: { children: ReactNode }) {
  return (
    <HStack gap="1" fontSize="sm">
      <ArrowLeft size="16" aria-hidden="true" />
      {children}
    </HStack>
  );
}
