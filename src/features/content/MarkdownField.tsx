import { Box, Button, ButtonGroup, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { Eye, PencilLine } from 'lucide-react';
import { useMemo } from 'react';
import { createContentActors } from '@/machines/content/content.actors';
import { markdownPreviewMachine } from '@/machines/content/markdown-preview.machine';
import { TextareaField } from '@/src/components/form/TextareaField';
import { LoadFailedNotice } from '@/src/components/LoadFailedNotice';
import { Prose } from '@/src/components/Prose';
import { useApi } from '@/src/core/api-context';

export interface MarkdownFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength: number;
  rows?: number;
  /** The language the text is written in (the preview is marked with it). */
  lang: string;
}

/**
 * A Markdown text with Write and Preview (machines/content/markdown-preview.machine.ts): the preview is the server's
 * rendering, the same sanitized HTML readers get, in the same typography as the blog and the help centre.
 */
export function MarkdownField({ name, label, value, onChange, error, maxLength, rows = 12, lang }: MarkdownFieldProps) {
  const api = useApi();
  const { t } = useLingui();
  const logic = useMemo(() => markdownPreviewMachine.provide({ actors: createContentActors(api).preview }), [api]);
  const [snapshot, send] = useMachine(logic);
  const writing = snapshot.matches('writing');
  const preview = snapshot.context.preview;

  return (
    <Stack gap="2">
      <HStack justify="flex-end">
        <ButtonGroup size="xs" variant="outline" attached role="group" aria-label={t`${label}: write or preview`}>
          <Button aria-pressed={writing} variant={writing ? 'solid' : 'outline'} onClick={() => send({ type: 'preview.write' })}>
            <PencilLine aria-hidden="true" />
            <Trans>Write</Trans>
          </Button>
          <Button aria-pressed={!writing} variant={writing ? 'outline' : 'solid'} onClick={() => send({ type: 'preview.show', markdown: value })}>
            <Eye aria-hidden="true" />
            <Trans>Preview</Trans>
          </Button>
        </ButtonGroup>
      </HStack>
      {writing ? (
        <TextareaField
          name={name}
          label={label}
          value={value}
          error={error}
          helper={<Trans>Markdown: ## for a heading, **bold**, [a link](/search), - for a list.</Trans>}
          required
          maxLength={maxLength}
          rows={rows}
          onChange={onChange}
        />
      ) : (
        <Box as="section" aria-label={t`${label}: preview`} borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }} minH="32" bg="bg.panel">
          {snapshot.matches('rendering') ? (
            <HStack gap="2" color="fg.muted" role="status">
              <Spinner size="sm" />
              <Text>
                <Trans>Rendering the preview…</Trans>
              </Text>
            </HStack>
          ) : snapshot.matches('failed') ? (
            <LoadFailedNotice error={snapshot.context.error} onRetry={() => send({ type: 'preview.retry' })} />
          ) : preview ? (
            <Stack gap="3">
              <Text fontSize="sm" color="fg.muted">
                <Plural value={preview.readingMinutes} one="# min read" other="# min read" />
              </Text>
              <Prose html={preview.html} lang={lang} />
            </Stack>
          ) : null}
        </Box>
      )}
    </Stack>
  );
}
