import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import type { TeamListEvent } from '@/machines/shared/team-list.machine';
import { ConfirmDialog } from '@/src/components/ConfirmDialog';
import { ListResults } from '@/src/components/ListResults';

export interface DeletableListFrameProps {
  heading: ReactNode;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The link to a new record ('New post'), given its content (an icon and the text). */
  newLink: (children: ReactNode) => ReactNode;
  newLabel: ReactNode;
  /** The list's filters (search box, choices). */
  filters: ReactNode;
  /** '3 posts', or nothing while it first loads or when it failed. */
  count: ReactNode;
  /** The team list machine's state and context. */
  state: { loading: boolean; failed: boolean; busy: boolean; confirming: boolean; changing: boolean };
  selected: number;
  target: number;
  error: unknown;
  send: (event: TeamListEvent) => void;
  empty: boolean;
  emptyText: ReactNode;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The confirmation's texts: its title for `target` records, the one record's name, what follows. */
  confirmTitle: ReactNode;
  confirmSubject: ReactNode;
  confirmNote: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/**
 * A team's list whose change is a deletion (places, coupons, posts, help-centre entries), on the team list machine:
 * the heading and its New link, the filters, the count and the selection's Delete, the rows with their pages, and
 * the confirmation before anything is deleted.
 */
export function DeletableListFrame(props: DeletableListFrameProps) {
  const { t } = useLingui();
  const { state, send } = props;
  const selectedCount = props.selected;
  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Stack gap="5">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading ref={props.headingRef} tabIndex={-1} as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight" outline="none">
            {props.heading}
          </Heading>
          {props.newLink(
            <>
              <Plus aria-hidden="true" />
              {props.newLabel}
            </>,
          )}
        </HStack>

        <Stack as="section" aria-label={t`Filters`} direction={{ base: 'column', md: 'row' }} gap="3" wrap="wrap">
          {props.filters}
        </Stack>

        <HStack justify="space-between" wrap="wrap" gap="3" minH="10">
          <Text role="status" aria-live="polite" fontWeight="semibold">
            {state.loading && props.empty ? <Trans>Loading…</Trans> : state.failed ? null : props.count}
          </Text>
          {selectedCount > 0 && (
            <HStack gap="2" wrap="wrap" role="group" aria-label={t`Selection`}>
              <Text fontSize="sm" color="fg.muted">
                <Plural value={selectedCount} one="# selected" other="# selected" />
              </Text>
              <Button size="sm" colorPalette="red" disabled={state.busy} onClick={() => send({ type: 'change.ask', params: {} })}>
                <Trash2 aria-hidden="true" />
                <Trans>Delete selection ({selectedCount})</Trans>
              </Button>
            </HStack>
          )}
        </HStack>

        <ListResults
          loading={state.loading}
          failed={state.failed}
          error={props.error}
          onRetry={() => send({ type: 'list.retry' })}
          empty={props.empty}
          emptyText={props.emptyText}
          page={props.page}
          pages={props.pages}
          onPage={props.onPage}
        >
          {props.children}
        </ListResults>
      </Stack>
      <ConfirmDialog
        open={state.confirming || state.changing}
        busy={state.changing}
        title={props.confirmTitle}
        subject={props.confirmSubject}
        note={props.confirmNote}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => send({ type: 'change.confirm' })}
        onDismiss={() => send({ type: 'change.cancel' })}
        finalFocus={() => props.headingRef.current}
      />
    </Container>
  );
}
