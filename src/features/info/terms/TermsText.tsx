import { Box, List, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react';
import type { ReactNode } from 'react';
import type { TermsBlock } from './terms-section';

/** The term a list item defines, in bold at its start. */
function Term({ children }: { children?: ReactNode }) {
  return (
    <Box as="strong" fontWeight="semibold">
      {children}
    </Box>
  );
}

const components = { 0: <Term /> };

/** One catalogued text of the terms, translated, with its `<0>term</0>` in bold. */
export function TermsText({ text }: { text: MessageDescriptor }) {
  return <Trans id={text.id} message={text.message} values={text.values} components={components} />;
}

export function TermsBlockView({ block }: { block: TermsBlock }) {
  if (block.kind === 'p') {
    return (
      <Text lineHeight="1.75">
        <TermsText text={block.text} />
      </Text>
    );
  }
  return (
    <List.Root as="ul" gap="2" ps="5" lineHeight="1.75">
      {block.items.map((item) => (
        <List.Item key={item.id}>
          <TermsText text={item} />
        </List.Item>
      ))}
    </List.Root>
  );
}
