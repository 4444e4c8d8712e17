import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { ConfirmDialog } from '@/src/components/ConfirmDialog';
import { ListResults } from '@/src/components/ListResults';

/** What the frame shows of its list's machine. */
export interface ListFrameState {
  /** A page is being read. */
  loading: boolean;
  /** The page could not be read. */
  failed: boolean;
  /** A page is being read or a change runs: the selection's buttons wait. */
  busy: boolean;
}

/** The confirmation before a change to the rows (a deletion, a suspension, a new tier). */
export interface ListConfirmation {
  open: boolean;
  /** The confirmed change runs. */
  busy: boolean;
  title: ReactNode;
  /** The one record's name, when the change is about one. */
  subject: ReactNode;
  /** What follows from it. */
  note: ReactNode;
  /** Why the confirmed change failed, when the question stays open with it. */
  error?: ReactNode;
  /** 'Delete' unless said. */
  confirmLabel?: ReactNode;
  onConfirm: () => void;
  onDismiss: () => void;
}

export interface ListFrameProps {
  heading: ReactNode;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** A narrower page than the tables' (the inbox's cards). */
  narrow?: boolean;
  /** The links to new records beside the heading ('New place'), given their content (an icon and the text). */
  newLinks?: Array<{ key: string; label: ReactNode; link: (children: ReactNode) => ReactNode }>;
  /** The list's filters (search box, choices). */
  filters: ReactNode;
  /** '3 places', or nothing while it first loads or when it failed. */
  count: ReactNode;
  /** The page's tick beside the count, for a list of cards at every width (a table has it in its header). */
  pageTick?: ReactNode;
  state: ListFrameState;
  error: unknown;
  onRetry: () => void;
  /** How many rows are ticked: the selection's actions show when there are some. */
  selected: number;
  /** The selection's own actions (a tier, a suspension), before its Delete. */
  bulkActions?: ReactNode;
  /** Asks to delete the ticked rows: the selection's 'Delete selection (n)'. */
  onDeleteSelection?: () => void;
  empty: boolean;
  emptyText: ReactNode;
  /** Classic pagination (spec 9: every list's mode): the page shown, how many, and the way to another. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  confirm: ListConfirmation;
  /** The rows (RecordRows). */
  children: ReactNode;
}

/**
 * A back-office list's page: the heading and its New links, the filters, the count and the selection's actions, the
 * rows with their pages, and the confirmation before a change; the focus goes back to the heading after it.
 */
export function ListFrame({
  heading,
  headingRef,
  narrow,
  newLinks,
  filters,
  count,
  pageTick,
  state,
  error,
  onRetry,
  selected: selectedCount,
  bulkActions,
  onDeleteSelection,
  empty,
  emptyText,
  page,
  pages,
  onPage,
  confirm,
  children,
}: ListFrameProps) {
  const { t } = useLingui();
  return (
    <Container maxW={narrow ? '5xl' : '7xl'} px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Stack gap="5">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading ref={headingRef} tabIndex={-1} as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight" outline="none">
            {heading}
          </Heading>
          {newLinks && newLinks.length > 0 && (
            <HStack gap="2" wrap="wrap">
              {newLinks.map(({ key, label, link }) => (
                <NewLink key={key} label={label} link={link} />
              ))}
            </HStack>
          )}
        </HStack>

        <Stack as="section" aria-label={t`Filters`} direction={{ base: 'column', md: 'row' }} gap="3" wrap="wrap">
          {filters}
        </Stack>

        <HStack justify="space-between" wrap="wrap" gap="3" minH="10">
          <HStack gap="3">
            {pageTick}
            <Text role="status" aria-live="polite" fontWeight="semibold">
              {state.loading && empty ? <Trans>Loading…</Trans> : state.failed ? null : count}
            </Text>
          </HStack>
          {selectedCount > 0 && (
            <HStack gap="2" wrap="wrap" role="group" aria-label={t`Selection`}>
              <Text fontSize="sm" color="fg.muted">
                <Plural value={selectedCount} one="# selected" other="# selected" />
              </Text>
              {bulkActions}
              {onDeleteSelection && (
                <Button size="sm" colorPalette="red" disabled={state.busy} onClick={onDeleteSelection}>
                  <Trash2 aria-hidden="true" />
                  <Trans>Delete selection ({selectedCount})</Trans>
                </Button>
              )}
            </HStack>
          )}
        </HStack>

        <ListResults
          loading={state.loading}
          failed={state.failed}
          error={error}
          onRetry={onRetry}
          empty={empty}
          emptyText={emptyText}
          page={page}
          pages={pages}
          onPage={onPage}
        >
          {children}
        </ListResults>
      </Stack>
      <ConfirmDialog
        open={confirm.open}
        busy={confirm.busy}
        title={confirm.title}
        subject={confirm.subject}
        note={confirm.note}
        error={confirm.error}
        confirmLabel={confirm.confirmLabel ?? <Trans>Delete</Trans>}
        onConfirm={confirm.onConfirm}
        onDismiss={confirm.onDismiss}
        finalFocus={() => headingRef.current}
      />
    </Container>
  );
}

function NewLink({ label, link }: { label: ReactNode; link: (children: ReactNode) => ReactNode }) {
  return link(
    <>
      <Plus aria-hidden="true" />
      {label}
    </>,
  );
}
