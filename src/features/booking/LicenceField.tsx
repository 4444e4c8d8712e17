import { Button, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Upload } from 'lucide-react';
import { type Ref, useState } from 'react';
import { documentImageTypes } from '@/domain/documents';
import { FieldFrame } from '@/src/components/form/FieldFrame';
import { driverErrorMessage, driverLabels, licenceErrorMessages } from './booking-messages';
import type { StepProps } from './step-props';

/**
 * The driver's licence image, for a supplier that requires one: whether one is on file (looked up when the step
 * opens), and a file input to add or replace it. The image is kept with the account for the next bookings.
 */
export function LicenceField({ snapshot, send, inputRef }: StepProps & { inputRef: Ref<HTMLInputElement> }) {
  const { i18n } = useLingui();
  const { context } = snapshot;
  const [fileName, setFileName] = useState<string | null>(null);
  const checking = snapshot.matches({ driver: { signedIn: 'checkingLicence' } });
  const uploading = snapshot.matches({ driver: { signedIn: 'uploadingLicence' } });
  const stored = context.licence === 'stored';
  const label = i18n._(driverLabels.licence);
  const supplierName = context.supplier.name;
  const fieldError = context.errors.driver.licence;
  const error = context.licenceError
    ? i18n._(licenceErrorMessages[context.licenceError])
    : fieldError && i18n._(driverErrorMessage(fieldError, label, context.minimumAge));

  return (
    <Stack as="section" aria-labelledby="licence-title" gap="3" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '5' }}>
      <Heading id="licence-title" as="h3" size="md">
        <Trans>Driving licence</Trans>
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        <Trans>
          {supplierName} asks for a picture of your driving licence. It is kept with your account for your next bookings.
        </Trans>
      </Text>
      <Stack gap="2" aria-live="polite">
        {checking && (
          <HStack gap="2" color="fg.muted">
            <Spinner size="sm" />
            <Text>
              <Trans>Looking for your licence picture…</Trans>
            </Text>
          </HStack>
        )}
        {uploading && (
          <HStack gap="2" color="fg.muted">
            <Spinner size="sm" />
            <Text>
              <Trans>Uploading your picture…</Trans>
            </Text>
          </HStack>
        )}
        {stored && !uploading && (
          <HStack gap="2" color="green.fg">
            <CircleCheck size={18} aria-hidden="true" />
            <Text>
              <Trans>Your licence picture is on file.</Trans>
            </Text>
          </HStack>
        )}
      </Stack>
      <FieldFrame
        label={stored ? <Trans>Replace the picture</Trans> : <Trans>Add a picture of your licence</Trans>}
        error={error || undefined}
        helper={<Trans>JPEG, PNG or WebP, up to 5 MB.</Trans>}
        required={!stored}
      >
        {(describedBy, inputId) => (
          // The browser's own file button speaks the browser's language: the input is kept for keyboards and
          // screen readers (visually hidden, focusable), and a button-like label in the page's language shows it.
          <HStack gap="3" flexWrap="wrap">
            <Input
              ref={inputRef}
              type="file"
              name="driver.licence"
              accept={documentImageTypes.join(',')}
              aria-describedby={describedBy}
              disabled={checking || uploading}
              srOnly
              css={{ '&:focus-visible + label': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' } }}
              colorPalette="brand"
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared so that choosing the same file again (after an error) sends it again.
                event.target.value = '';
                if (file) {
                  setFileName(file.name);
                  send({ type: 'licence.upload', file });
                }
              }}
            />
            <Button asChild variant="outline" colorPalette="brand" size="md" aria-disabled={checking || uploading} cursor="pointer">
              <label htmlFor={inputId} aria-hidden="true">
                <Upload aria-hidden="true" />
                {stored ? <Trans>Choose another picture</Trans> : <Trans>Choose a picture</Trans>}
              </label>
            </Button>
            <Text fontSize="sm" color="fg.muted" truncate maxW="full" aria-hidden="true">
              {fileName ?? (stored ? null : <Trans>No picture chosen</Trans>)}
            </Text>
          </HStack>
        )}
      </FieldFrame>
    </Stack>
  );
}
