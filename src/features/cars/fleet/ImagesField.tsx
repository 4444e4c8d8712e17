import { Badge, Box, Button, Fieldset, HStack, Image, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePlus, RotateCcw, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { documentImageTypes, IMAGE_SIGNATURE_BYTES } from '@/domain/documents';
import { MAX_VEHICLE_IMAGES } from '@/domain/fleet';
import { type ChosenImage, type ImageEntry, type RejectedImage, keptImages } from '@/machines/fleet/vehicle-images';
import { failureText } from '@/src/core/errors';
import { rejectedImageMessage, uploadStatusLabels } from './manage-messages';

export interface ImagesFieldProps {
  images: readonly ImageEntry[];
  rejected: readonly RejectedImage[];
  /** Choosing, removing and restoring are allowed (not while saving). */
  editable: boolean;
  /** Saved, but some images failed: those can still be taken out. */
  failedRemovable?: boolean;
  onAdd: (images: ChosenImage[]) => void;
  onRemove: (key: string) => void;
  onRestore: (key: string) => void;
}

const statusPalette = { notUploaded: 'gray', pending: 'blue', success: 'green', failed: 'red' } as const;

/**
 * The images of a car or a yacht: those stored and those chosen, each with its upload status (spec: Success, Pending,
 * Failed, Not Uploaded); the first kept is what drivers see. The files are checked as they are chosen (type, 5 MB,
 * twelve at most); the server checks again by their first bytes. The screen calls them photos.
 */
export function ImagesField({ images, rejected, editable, failedRemovable = false, onAdd, onRemove, onRestore }: ImagesFieldProps) {
  const { i18n, t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const kept = keptImages(images);
  const first = kept[0]?.key;
  const previews = useRef(new Set<string>());
  // The object URLs of chosen files are let go when the page closes.
  useEffect(() => {
    const made = previews.current;
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  // Each file's first bytes are read before it is added, so one that is no image is refused at once instead of
  // showing as a broken preview until the server refuses it on Save.
  const choose = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const list = [...files];
    if (input.current) input.current.value = '';
    const chosen = await Promise.all(
      list.map(async (file) => {
        const firstBytes = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        return { file, preview, firstBytes };
      }),
    );
    onAdd(chosen);
  };

  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold" color="fg" mb="1">
        <Trans>Photos</Trans>
      </Fieldset.Legend>
      <Text id={hintId} fontSize="sm" color="fg.muted" mb="3">
        {/* The catalogs' msgids name the limit MAX_VEHICLE_PICTURES (its former name): kept, as msgids are. */}
        <Trans>
          JPEG, PNG or WebP, up to 5 MB each, {{ MAX_VEHICLE_PICTURES: MAX_VEHICLE_IMAGES }} at most. The first is the one drivers see first. Photos are sent when
          you save.
        </Trans>
      </Text>
      <Fieldset.Content>
        <Stack gap="3">
          {images.length > 0 && (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, lg: 4 }} gap="3" aria-label={t`Photos`}>
              {images.map((entry, index) => (
                <Box as="li" key={entry.key} borderWidth="1px" borderRadius="lg" overflow="hidden" opacity={entry.removed ? 0.5 : 1} bg="bg.subtle">
                  <Box position="relative" aspectRatio={3 / 2}>
                    <Image src={entry.preview} alt={t`Photo ${index + 1}`} objectFit="cover" w="full" h="full" />
                    {entry.status === 'pending' && (
                      <Box position="absolute" inset="0" display="grid" placeItems="center" bg="blackAlpha.400">
                        <Spinner color="white" aria-hidden="true" />
                      </Box>
                    )}
                    {entry.key === first && (
                      <Badge position="absolute" top="1.5" insetStart="1.5" colorPalette="brand" variant="solid">
                        <Trans>Cover</Trans>
                      </Badge>
                    )}
                  </Box>
                  <HStack justify="space-between" px="2" py="1.5" gap="1">
                    <Badge colorPalette={entry.removed ? 'gray' : statusPalette[entry.status]} variant="subtle" role="status">
                      {entry.removed ? <Trans>To be removed</Trans> : i18n._(uploadStatusLabels[entry.status])}
                    </Badge>
                    {entry.removed ? (
                      <Button size="xs" variant="ghost" disabled={!editable} onClick={() => onRestore(entry.key)}>
                        <RotateCcw aria-hidden="true" />
                        <Trans>Keep</Trans>
                      </Button>
                    ) : (
                      <Button size="xs" variant="ghost" colorPalette="red" disabled={!(editable || (failedRemovable && entry.status === 'failed')) || entry.status === 'pending'} aria-label={t`Remove photo ${index + 1}`} onClick={() => onRemove(entry.key)}>
                        <X aria-hidden="true" />
                      </Button>
                    )}
                  </HStack>
                  {entry.status === 'failed' && entry.error !== undefined && (
                    <Text px="2" pb="2" fontSize="xs" color="fg.error">
                      {failureText(i18n, entry.error, 'image')}
                    </Text>
                  )}
                </Box>
              ))}
            </SimpleGrid>
          )}
          {rejected.length > 0 && (
            <Stack role="alert" gap="1" color="fg.error" fontSize="sm">
              {rejected.map((item, index) => {
                const fileName = item.name;
                const reason = i18n._(rejectedImageMessage(item, MAX_VEHICLE_IMAGES));
                // Not an image is said in the words of the server's refusal (415), which name no file: its name goes first.
                return <Text key={`${item.name}-${index}`}>{item.problem === 'notAnImage' ? t`${fileName}: ${reason}` : reason}</Text>;
              })}
            </Stack>
          )}
          <HStack gap="3" wrap="wrap">
            <input
              ref={input}
              type="file"
              accept={documentImageTypes.join(',')}
              multiple
              hidden
              aria-describedby={hintId}
              onChange={(event) => void choose(event.target.files)}
              data-testid="vehicle-images-input"
            />
            <Button variant="outline" disabled={!editable || kept.length >= MAX_VEHICLE_IMAGES} onClick={() => input.current?.click()}>
              <ImagePlus aria-hidden="true" />
              <Trans>Add photos</Trans>
            </Button>
            <Text fontSize="sm" color="fg.muted">
              <Trans>
                {kept.length} of {{ MAX_VEHICLE_PICTURES: MAX_VEHICLE_IMAGES }} photos
              </Trans>
            </Text>
          </HStack>
        </Stack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
