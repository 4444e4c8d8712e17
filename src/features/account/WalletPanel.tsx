import { Badge, Box, Card, Heading, HStack, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Wallet as WalletIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CASHBACK_RATE } from '@/domain/price';
import { createWalletActors } from '@/machines/wallet/wallet.actors';
import { type Wallet, walletMachine } from '@/machines/wallet/wallet.machine';
import { useFormat } from '@/src/components/format';
import { LoadFailedNotice } from '@/src/components/LoadFailedNotice';
import { useApi } from '@/src/core/api-context';
import { walletEntryLabels } from './account-messages';

function Movements({ entries }: { entries: Wallet['entries'] }) {
  const { i18n, t } = useLingui();
  const { money, date } = useFormat();
  // The time the movements are read against: the moment they were first shown (a render must give the same answer).
  const [now] = useState(() => Date.now());
  const rate = `${CASHBACK_RATE * 100} %`;
  if (entries.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        <Trans>No movements yet. Each paid booking earns {rate} cashback, to spend on your next booking once its rental has ended.</Trans>
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="0" m="0" p="0" aria-label={t`Wallet movements`}>
      {entries.map((entry, index) => {
        const credit = entry.amount > 0;
        const amount = `${credit ? '+' : '−'}${money(Math.abs(entry.amount))}`;
        const spendableOn = date(entry.availableAt);
        const pending = entry.kind === 'cashback' && new Date(entry.availableAt).getTime() > now;
        return (
          <HStack as="li" key={`${entry.booking}-${entry.kind}-${index}`} listStyleType="none" gap="3" py="2.5" borderTopWidth="1px" borderColor="border.muted">
            <Box flex="1" minW="0">
              <Text fontWeight="medium">{i18n._(walletEntryLabels[entry.kind])}</Text>
              <Text fontSize="sm" color="fg.muted">
                <time dateTime={entry.createdAt}>{date(entry.createdAt)}</time>
              </Text>
              {pending && (
                <Text fontSize="sm" color="fg.muted">
                  <Trans>Spendable from {spendableOn}, when the rental ends</Trans>
                </Text>
              )}
              <ChakraLink asChild color="brand.fg" fontSize="sm">
                <Link to="/booking" search={{ b: entry.booking }}>
                  <Trans>View the booking</Trans>
                </Link>
              </ChakraLink>
            </Box>
            <Text fontWeight="semibold" color={credit ? 'green.fg' : 'fg'} fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
              {amount}
            </Text>
          </HStack>
        );
      })}
    </Stack>
  );
}

/** Cashback earned on rentals not ended yet: shown apart, it is not in the balance. */
function PendingCashback({ amount }: { amount: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" textAlign="end">
      <Trans>+ {amount} pending, spendable when the rental ends</Trans>
    </Text>
  );
}

/** The cashback wallet: the spendable balance, the cashback still pending, and the movements (getWallet), each with a link to its booking. */
export function WalletPanel({ userId }: { userId: string }) {
  const api = useApi();
  const { money } = useFormat();
  const logic = useMemo(() => walletMachine.provide({ actors: createWalletActors(api) }), [api]);
  const [snapshot, send] = useMachine(logic, { input: { userId } });
  const { wallet, failure } = snapshot.context;
  return (
    <Card.Root as="section" aria-labelledby="wallet-title" variant="outline" borderRadius="xl" aria-busy={snapshot.hasTag('busy')}>
      <Card.Body gap="4">
        <HStack justify="space-between" align="flex-start" gap="3">
          <HStack gap="3">
            <Box bg="brand.subtle" color="brand.fg" borderRadius="full" p="2.5" aria-hidden="true">
              <WalletIcon size={20} />
            </Box>
            <Box>
              <Heading id="wallet-title" as="h2" size="md">
                <Trans>Cashback wallet</Trans>
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                <Trans>Balance you can spend</Trans>
              </Text>
            </Box>
          </HStack>
          {wallet ? (
            <Badge size="lg" colorPalette="green" variant="subtle" fontSize="lg" px="3" py="1">
              {money(wallet.balance)}
            </Badge>
          ) : (
            snapshot.hasTag('busy') && <Spinner size="sm" color="fg.muted" />
          )}
        </HStack>
        {/* A line of its own: beside the balance it squeezed the title into a narrow column on a phone. */}
        {wallet && wallet.pending > 0 && <PendingCashback amount={money(wallet.pending)} />}
        {snapshot.matches('failed') && <LoadFailedNotice error={failure} onRetry={() => send({ type: 'wallet.retry' })} />}
        {wallet && <Movements entries={wallet.entries} />}
      </Card.Body>
    </Card.Root>
  );
}
