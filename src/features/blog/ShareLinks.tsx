import { Button, HStack, Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy, Mail } from 'lucide-react';
import { useState } from 'react';
import { useHydrated } from '@/src/core/hydrated';

/**
 * Share an article: the usual networks' share addresses, email, and the address copied. Shown once the page is
 * live in the browser, which knows the address the reader sees (the server knows only its own public origin).
 */
export function ShareLinks({ title }: { title: string }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated) return null;
  const url = window.location.href.split('#')[0]!;
  const encoded = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const networks = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${encoded}&text=${text}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}%20${encoded}` },
  ];
  return (
    <HStack as="section" aria-label={t`Share this article`} gap="2" wrap="wrap">
      <Text fontWeight="semibold" fontSize="sm" me="1">
        <Trans>Share</Trans>
      </Text>
      {networks.map((network) => (
        <Button key={network.name} asChild size="sm" variant="outline">
          <a href={network.href} target="_blank" rel="noopener noreferrer">
            {network.name}
          </a>
        </Button>
      ))}
      <Button asChild size="sm" variant="outline">
        <Link href={`mailto:?subject=${text}&body=${encoded}`}>
          <Mail aria-hidden="true" />
          <Trans>Email</Trans>
        </Link>
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => setCopied(true));
        }}
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? <Trans>Link copied</Trans> : <Trans>Copy link</Trans>}
      </Button>
    </HStack>
  );
}
