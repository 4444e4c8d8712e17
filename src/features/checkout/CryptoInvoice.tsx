import { Box, Button, DataList, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Bitcoin, Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatMoney } from '@/domain/money';
import type { Payment } from '@/machines/checkout/checkout.machine';
import { useLanguage } from '@/src/core/use-language';

export type Invoice = NonNullable<Payment['invoice']>;

export interface CryptoInvoiceProps {
  /** The invoice to pay, once issued; null before. */
  invoice: Invoice | null;
  /** The payment is being confirmed (the machine's `confirming`). */
  confirming: boolean;
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        colorPalette="brand"
        onClick={() => {
          navigator.clipboard
            ?.writeText(text)
            .then(() => setCopied(true))
            .catch(() => setCopied(false));
        }}
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? <Trans>Copied</Trans> : <Trans>Copy address</Trans>}
      </Button>
      <Box srOnly aria-live="polite">
        {copied ? <Trans>The address is copied.</Trans> : ''}
      </Box>
    </>
  );
}

/**
 * Crypto payment: before the invoice, what will happen ('Pay with crypto', beside it, asks for the invoice);
 * then the address (with a copy button) and the amount to send, while the machine asks the provider until
 * the payment is confirmed.
 */
export function CryptoInvoice({ invoice, confirming }: CryptoInvoiceProps) {
  const language = useLanguage();

  if (!invoice || !confirming) {
    return (
      <Stack gap="4">
        <HStack gap="3" align="flex-start">
          <Box aria-hidden="true" color="orange.fg" bg="orange.subtle" borderRadius="full" p="2" display="inline-flex">
            <Bitcoin size={20} />
          </Box>
          <Text color="fg.muted">
            <Trans>You get an address and the amount to send. The booking is paid once the payment is confirmed.</Trans>
          </Text>
        </HStack>
        {confirming && (
          <HStack gap="3" role="status" aria-live="polite">
            <Spinner size="sm" color="brand.fg" />
            <Text>
              <Trans>Waiting for the payment to be confirmed…</Trans>
            </Text>
          </HStack>
        )}
      </Stack>
    );
  }

  const amount = formatMoney(invoice.amount, language, invoice.currency);
  return (
    <Stack gap="4" data-testid="crypto-invoice">
      <Text>
        <Trans>
          Send exactly <strong>{amount}</strong> to this address:
        </Trans>
      </Text>
      <DataList.Root orientation="vertical" gap="3">
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Address</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>
            <Stack gap="2" w="full" align="flex-start">
              <Box
                as="code"
                display="block"
                fontFamily="mono"
                fontSize="md"
                bg="bg.muted"
                borderRadius="md"
                px="3"
                py="2"
                w="full"
                wordBreak="break-all"
                data-testid="crypto-address"
              >
                {invoice.address}
              </Box>
              <CopyButton text={invoice.address} />
            </Stack>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Amount</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold" data-testid="crypto-amount">
            {amount}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Reference</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all">{invoice.reference}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <HStack gap="3" role="status" aria-live="polite" bg="brand.subtle" borderRadius="lg" px="3" py="3">
        <Spinner size="sm" color="brand.fg" />
        <Text>
          <Trans>Waiting for the payment to be confirmed…</Trans>
        </Text>
      </HStack>
    </Stack>
  );
}
